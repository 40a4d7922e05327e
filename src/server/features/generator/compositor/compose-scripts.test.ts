import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY, type LayoutId } from '#shared/generator/defaults.ts'
import { layoutFor } from '#shared/generator/layouts.ts'
import { plainTitle } from './accent.ts'
import { compose } from './compose.ts'
import { typesetArea } from './frame.ts'
import { fitType } from './type-fit.ts'

const W = 1280
const H = 720
const BACKGROUND = { r: 32, g: 48, b: 64 }
/** Kinsoku: what no line of Chinese or Japanese may start with. */
const FORBIDDEN_START = /^[、。，．！？」』）】〕〉》ー]/u

const TITLES = {
  japanese: '絶対に見てはいけない「本当」の動画ですか？',
  chinese: '我用一百块钱，在北京过了一个星期！',
  thai: 'ทำไมคนญี่ปุ่นถึงผอมกว่าคนไทย',
  arabic: 'أفضل هاتف iPhone 17 في عام 2025؟',
  hebrew: 'טיול לאילת ב-3 ימים בלבד',
}

const background = () =>
  sharp({ create: { width: W, height: H, channels: 3, background: BACKGROUND } })
    .png()
    .toBuffer()

async function render(title: string, layout: LayoutId, autoLayout = false) {
  const result = await compose({
    background: await background(),
    width: W,
    height: H,
    format: 'png',
    overlay: { ...DEFAULT_OVERLAY, style: 'none' },
    textOverlay: { ...DEFAULT_TEXT_OVERLAY, title, textColor: '#FFFFFF', autoAccent: false },
    layout,
    autoLayout,
    scrim: false,
  })
  const { data } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true })
  const channels = data.length / (W * H)
  const inked = (x: number, y: number) => {
    const i = (y * W + x) * channels
    return (
      Math.abs((data[i] ?? 0) - BACKGROUND.r) +
        Math.abs((data[i + 1] ?? 0) - BACKGROUND.g) +
        Math.abs((data[i + 2] ?? 0) - BACKGROUND.b) >
      60
    )
  }
  /** The ink's left and right edge between two rows. */
  const inkSpan = (top: number, bottom: number) => {
    let left = W
    let right = -1
    for (let y = Math.max(0, top); y < Math.min(H, bottom); y++) {
      for (let x = 0; x < W; x++) {
        if (!inked(x, y)) continue
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
    }
    return { left, right }
  }
  return { result, inkSpan }
}

/** The title's lines as fitType sets them in a layout's text box. */
function linesOf(title: string, layout: LayoutId, width = W) {
  const ctx = createCanvas(width, H).getContext('2d')
  const chosen = layoutFor(layout, title, false)
  const type = fitType(
    ctx,
    { ...DEFAULT_TEXT_OVERLAY, title },
    typesetArea(chosen.textBox, width, H),
    Math.min(width, H),
    chosen.textAlign,
  )
  return type?.title.lines ?? []
}

describe('titles in scripts without spaces and right to left', () => {
  it('breaks Japanese, Chinese and Thai titles into several lines, at word boundaries, with no space added', () => {
    for (const [name, title] of Object.entries(TITLES).slice(0, 3)) {
      for (const layout of ['text-left', 'corner-reaction', 'top-banner'] as const) {
        const lines = linesOf(title, layout)
        expect(lines.length, `${name} in ${layout}`).toBeGreaterThan(1)
        expect(lines.map((l) => l.text).join(''), `${name} in ${layout}`).toBe(plainTitle(title))
        for (const line of lines.slice(1))
          expect(line.text, `${name} in ${layout}`).not.toMatch(FORBIDDEN_START)
      }
    }
  })

  it('never starts a line with closing punctuation, even in a narrow box', () => {
    const title = '見て、食べて、寝る。それが「休日」だ！'
    for (const width of [480, 640, 900]) {
      const lines = linesOf(title, 'text-left', width)
      expect(lines.length).toBeGreaterThan(1)
      expect(lines.map((l) => l.text).join('')).toBe(title)
      for (const line of lines) expect(line.text, `at ${width} px`).not.toMatch(FORBIDDEN_START)
    }
  })

  it('draws Japanese, Chinese and Thai inside the text box, each line a box of ink', async () => {
    for (const [name, title] of Object.entries(TITLES).slice(0, 3)) {
      const { result, inkSpan } = await render(title, 'text-left')
      const area = typesetArea(layoutFor('text-left', title, false).textBox, W, H)
      const lines = result.textRects.filter((r) => r.kind === 'title')
      expect(lines.length, name).toBeGreaterThan(1)
      for (const { rect } of lines) {
        const span = inkSpan(rect.y, rect.y + rect.h)
        expect(span.right - span.left, name).toBeGreaterThan(rect.w * 0.5)
        expect(span.left, name).toBeGreaterThanOrEqual(area.x)
        expect(span.right, name).toBeLessThanOrEqual(area.x + area.w)
      }
    }
  })

  it('right-aligns Arabic and Hebrew: every line’s ink ends at the text box’s right edge', async () => {
    for (const [name, title] of Object.entries(TITLES).slice(3)) {
      for (const layout of ['text-left', 'corner-reaction'] as const) {
        const { result, inkSpan } = await render(title, layout)
        const area = typesetArea(layoutFor(layout, title, false).textBox, W, H)
        const lines = result.textRects.filter((r) => r.kind === 'title')
        expect(lines.length, `${name} in ${layout}`).toBeGreaterThan(1)
        const rights: number[] = []
        for (const { rect } of lines) {
          const span = inkSpan(rect.y, rect.y + rect.h)
          // The outline and the shadow's spread are all that lies between the letters and the edge.
          expect(area.x + area.w - span.right, `${name} in ${layout}`).toBeLessThan(0.04 * W)
          expect(span.right, `${name} in ${layout}`).toBeLessThanOrEqual(area.x + area.w)
          rights.push(span.right)
        }
        expect(Math.max(...rights) - Math.min(...rights), `${name} in ${layout}`).toBeLessThan(0.02 * W)
      }
    }
  })

  it('mirrors an automatic layout for a right-to-left title: its text on the right', async () => {
    const { result } = await render(TITLES.arabic, 'text-left', true)
    const titleRects = result.textRects.filter((r) => r.kind === 'title').map((r) => r.rect)
    for (const rect of titleRects) expect(rect.x + rect.w).toBeGreaterThan(0.9 * W)
    expect(Math.min(...titleRects.map((r) => r.x))).toBeGreaterThan(0.3 * W)
    const { result: latin } = await render('The Best Phone Of 2025', 'text-left', true)
    for (const { rect } of latin.textRects.filter((r) => r.kind === 'title'))
      expect(rect.x).toBeLessThan(0.1 * W)
  })

  it('puts the subject on the left of a mirrored layout, also when the model drew the title itself', async () => {
    const red = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#FF0000FF' } })
      .png()
      .toBuffer()
    const result = await compose({
      background: await background(),
      width: W,
      height: H,
      format: 'png',
      overlay: { ...DEFAULT_OVERLAY, style: 'none' },
      // 'AI-drawn text': no title to set, but the layout is still placed for it.
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: '' },
      layoutTitle: TITLES.arabic,
      layout: 'text-left',
      autoLayout: true,
      subject: { image: red, kind: 'icon' },
    })
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true })
    let left = 0
    let right = 0
    for (let y = 0; y < H; y += 4) {
      for (let x = 0; x < W; x += 4) {
        const i = (y * W + x) * info.channels
        if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) < 60) {
          if (x < W / 2) left++
          else right++
        }
      }
    }
    expect(left).toBeGreaterThan(100)
    expect(right).toBe(0)
  })
})
