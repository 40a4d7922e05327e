import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import type { PrepublishCheck } from '#shared/schemas/generator.ts'
import { composeLayers } from './compose.ts'
import { parseHex } from './contrast.ts'
import { type PrepublishInput, prepublishCheck, sampleForCheck, titleWords } from './prepublish.ts'
import type { Rect } from './regions.ts'
import { type TitleMask, titleMask } from './title-mask.ts'

const W = 1280
const H = 720
const centre: Rect = { x: 240, y: 250, w: 800, h: 220 }

/** A frame of one colour, as a JPEG. */
const frame = (background: string, width = W, height = H) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

/**
 * A 'letter' drawn as the check's sample sees it (640×360): a block of `letter` on `background`
 * (a colour, or left half / right half), ringed by `outline` that many frame pixels wide, with its
 * mask. Solid blocks make every measured ratio exact.
 */
function drawn(
  background: string | [string, string],
  letter: string,
  outline: { color: string; px: number } | null,
  rect: Rect = centre,
): Pick<PrepublishInput, 'pixels' | 'mask'> {
  const w = 640
  const h = 360
  const s = w / W
  const data = new Uint8Array(w * h * 3)
  const mask = new Uint8Array(w * h * 4)
  const ring = outline ? outline.px * s : 0
  const inside = (x: number, y: number, grow: number) =>
    x >= rect.x * s - grow &&
    x < (rect.x + rect.w) * s + grow &&
    y >= rect.y * s - grow &&
    y < (rect.y + rect.h) * s + grow
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const back = typeof background === 'string' ? background : background[x < w / 2 ? 0 : 1]
      let color = back
      if (inside(x, y, 0)) {
        color = letter
        mask[p * 4] = 255
      } else if (outline && inside(x, y, ring)) {
        color = outline.color
        mask[p * 4 + 1] = 255
      }
      data.set(parseHex(color), p * 3)
    }
  }
  const titleMask: TitleMask = { data: mask, width: w, height: h, outlinePx: outline?.px ?? 0 }
  return { pixels: { data, width: w, height: h, channels: 3 }, mask: titleMask }
}

/** The compositor's outline for a 150 px cap height: 8% of it outside the letter. */
const heavy = (color: string) => ({ color, px: 12 })

async function check(overrides: Partial<PrepublishInput> = {}): Promise<PrepublishCheck> {
  return prepublishCheck({
    ...drawn('#101018', '#FFFFFF', heavy('#000000')),
    width: W,
    height: H,
    title: 'Boss Fight Tonight',
    titleLetterHeightPx: 150,
    textRects: [{ kind: 'title', rect: centre }],
    textColor: '#FFFFFF',
    textMode: 'exact',
    textSize: 'fit',
    ...overrides,
  })
}

const item = (result: PrepublishCheck, code: PrepublishCheck['items'][number]['code']) =>
  result.items.find((i) => i.code === code)

describe('prepublishCheck', () => {
  it('gives the same verdict from the canvas an image thread still holds as from the encoded file', async () => {
    for (const [background, textColor] of [
      ['#101018', '#FFFFFF'],
      ['#F4F4F4', '#FFFFFF'],
      ['#8A8A8A', '#000000'],
    ] as const) {
      const { canvas, type, ...measures } = await composeLayers({
        background: await frame(background),
        width: W,
        height: H,
        format: 'jpeg',
        overlay: DEFAULT_OVERLAY,
        textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'Boss Fight Tonight', textColor },
        layout: 'text-left',
      })
      const pixels = sampleForCheck(canvas)
      const bytes = await canvas.encode('jpeg', 90)
      const mask = titleMask(type, W, pixels.width, pixels.height)
      const input = { ...measures, mask, title: 'Boss Fight Tonight', textMode: 'exact' as const }
      const fromFile = await prepublishCheck({ ...input, bytes })
      const fromCanvas = await prepublishCheck({ ...input, pixels })
      // The same items with the same outcome; a measured ratio may differ in its last digit (the
      // two shrink the frame with different filters).
      const outcome = (result: PrepublishCheck) => result.items.map((i) => [i.code, i.ok, i.fix])
      expect(outcome(fromCanvas), background).toEqual(outcome(fromFile))
      expect(item(fromCanvas, 'text-contrast')?.ok, background).toBe(true)
      const ratio = (result: PrepublishCheck) =>
        Number(/\(([\d.]+):1/.exec(item(result, 'text-contrast')?.message ?? '')?.[1])
      expect(Math.abs(ratio(fromCanvas) - ratio(fromFile))).toBeLessThan(0.05 * ratio(fromFile))
    }
  })

  it('passes a big, short, white title on a dark picture away from the corner', async () => {
    const result = await check()
    expect(result.status).toBe('pass')
    expect(result.items.map((i) => [i.code, i.ok])).toEqual([
      ['title-size', true],
      ['text-contrast', true],
      ['safe-area', true],
      ['word-count', true],
    ])
    // 150 px in a 720 px frame is 19.6 px at 168×94.
    expect(item(result, 'title-size')?.message).toBe('Title letters are 19.6 px tall at 168×94 (the sidebar)')
    expect(result.items.every((i) => i.fix === null)).toBe(true)
  })

  it("warns about small letters and says to use 'Fit' when a fixed size was chosen", async () => {
    const result = await check({ titleLetterHeightPx: 60, textSize: 'medium' })
    expect(result.status).toBe('warn')
    expect(item(result, 'title-size')).toEqual({
      code: 'title-size',
      ok: false,
      message: 'Title letters are 7.8 px tall at 168×94 (the sidebar); aim for at least 10 px',
      fix: "Use 'Fit' for the text size",
    })
  })

  it('with Fit already on, asks for fewer words', async () => {
    const result = await check({ titleLetterHeightPx: 60, title: 'The Best Budget Gaming Mouse Tested' })
    expect(item(result, 'title-size')?.fix).toBe('Shorten the title to 4 words')
  })

  it('measures a Shorts cover at the size of a Shorts shelf card', async () => {
    const rect = { x: 100, y: 400, w: 880, h: 300 }
    const result = await check({
      pixels: undefined,
      mask: null,
      width: 1080,
      height: 1920,
      textRects: [{ kind: 'title', rect }],
      titleLetterHeightPx: 200,
    })
    expect(item(result, 'title-size')).toMatchObject({
      ok: true,
      message: 'Title letters are 20 px tall at 108×192 (a Shorts shelf card)',
    })
  })

  it('measures a Shorts cover as drawn, at the size of a Shorts shelf card', async () => {
    const { canvas, type, ...measures } = await composeLayers({
      background: await frame('#202030', 1080, 1920),
      width: 1080,
      height: 1920,
      format: 'jpeg',
      overlay: DEFAULT_OVERLAY,
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'Boss Fight Tonight' },
      layout: 'shorts-top',
    })
    const pixels = sampleForCheck(canvas)
    const result = await prepublishCheck({
      ...measures,
      pixels,
      mask: titleMask(type, 1080, pixels.width, pixels.height),
      title: 'Boss Fight Tonight',
      textMode: 'exact',
    })
    expect(item(result, 'text-contrast')).toMatchObject({
      ok: true,
      message: expect.stringMatching(
        /^The letters stand out from their own outline \(21\.0:1\), which is [\d.]+ px wide at 108×192 \(a Shorts shelf card\)$/,
      ),
    })
  })

  it('judges outlined letters by their own outline, whatever the picture around them', async () => {
    // Issue 27: white letters in a black outline on a dark picture read at 21:1, not 1.0:1.
    for (const [background, letter, outline] of [
      ['#101018', '#FFFFFF', '#000000'],
      ['#000000', '#FFFFFF', '#000000'],
      ['#FFFFFF', '#000000', '#FFFFFF'],
    ]) {
      const result = await check({
        ...drawn(background as string, letter as string, heavy(outline as string)),
      })
      expect(item(result, 'text-contrast'), background).toEqual({
        code: 'text-contrast',
        ok: true,
        message:
          'The letters stand out from their own outline (21.0:1), which is 1.6 px wide at 168×94 (the sidebar)',
        fix: null,
      })
    }
  })

  it('reads an outlined letter by its outer edge when its fill is close to its outline', async () => {
    // Yellow letters in a white outline on a dark picture: 1.4:1 inside, 20:1 outside.
    expect(item(await check(drawn('#000000', '#FFD400', heavy('#FFFFFF'))), 'text-contrast')).toMatchObject({
      ok: true,
      message: 'The outlined letters stand out from the picture around them (21.0:1)',
    })
    // Grey letters in a white outline on grey: 3.5:1 inside and 3.5:1 outside.
    expect(item(await check(drawn('#8A8A8A', '#8A8A8A', heavy('#FFFFFF'))), 'text-contrast')).toEqual({
      code: 'text-contrast',
      ok: false,
      message:
        'The letters are close to their outline in colour (3.5:1), and the outline to the picture around it (3.5:1); aim for 4.5:1',
      fix: 'Use #000000 for the title, or turn on AI text colour',
    })
  })

  it('without an outline wide enough to see at 168×94, holds the letters to 4.5:1 against the picture', async () => {
    // Mid grey around white letters: 3.5:1. A 1 px outline is a seventh of a pixel at 168×94.
    for (const outline of [null, { color: '#000000', px: 1 }]) {
      const contrast = item(await check(drawn('#8A8A8A', '#FFFFFF', outline)), 'text-contrast')
      expect(contrast).toMatchObject({
        ok: false,
        fix: 'Use #000000 for the title, or turn on AI text colour',
      })
      expect(contrast?.message).toBe(
        "The title's colour is close to the picture around it (3.5:1; aim for 4.5:1), and its outline is too thin at 168×94 (the sidebar) to set it apart",
      )
    }
    expect(item(await check(drawn('#8A8A8A', '#FFFFFF', heavy('#000000'))), 'text-contrast')?.ok).toBe(true)
    expect(item(await check(drawn('#303030', '#FFFFFF', null)), 'text-contrast')).toMatchObject({
      ok: true,
      message: 'The title stands out from the picture around it (13.2:1)',
    })
  })

  it('judges a half-light, half-dark surrounding by its hard part, and asks for an overlay when no colour would do', async () => {
    const result = await check(drawn(['#FFFFFF', '#000000'], '#FFFFFF', null))
    expect(item(result, 'text-contrast')).toMatchObject({
      ok: false,
      fix: 'Add a solid or gradient overlay behind the title, or pick a layout that puts it on a calmer part of the picture',
    })
  })

  it('leaves contrast out when it has no mask of the title to measure by', async () => {
    const result = await check({ mask: null })
    expect(result.items.map((i) => i.code)).toEqual(['title-size', 'safe-area', 'word-count'])
  })

  it('warns about text in the video-length corner', async () => {
    const rect = { x: 900, y: 560, w: 340, h: 120 }
    const result = await check({ textRects: [{ kind: 'subtitle', rect }] })
    expect(item(result, 'safe-area')).toEqual({
      code: 'safe-area',
      ok: false,
      message: 'The subtitle reaches the bottom-right corner, where YouTube shows the video length',
      fix: "Move the text up or left, or use 'Fit' with a layout that keeps it out of that corner",
    })
  })

  it('warns about text within 3% of an edge', async () => {
    const rect = { x: 10, y: 200, w: 600, h: 200 }
    const result = await check({ textRects: [{ kind: 'title', rect }] })
    expect(item(result, 'safe-area')).toMatchObject({
      ok: false,
      message: 'The title comes within 3% of the edge, where it can be cut off',
    })
  })

  it('warns about more than 6 title words', async () => {
    const result = await check({ title: 'I Tried Every Budget Gaming Mouse So You Do Not Have To' })
    expect(item(result, 'word-count')).toEqual({
      code: 'word-count',
      ok: false,
      message: 'The title has 12 words; more than 6 are hard to take in at a glance',
      fix: 'Shorten the title to 5 words',
    })
    expect(item(await check({ title: 'One two three four five six' }), 'word-count')?.ok).toBe(true)
  })

  it('leaves out what the compositor did not report instead of failing it', async () => {
    const result = await check({ titleLetterHeightPx: null, textRects: null, mask: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
    expect(result.status).toBe('pass')
  })

  it('checks only the word count when the AI drew the text', async () => {
    const result = await check({ textMode: 'ai', textRects: [], textColor: null, mask: null })
    expect(result.items.map((i) => i.code)).toEqual(['word-count'])
  })

  it('warns when there is no title, or none the compositor could place', async () => {
    const none = {
      code: 'no-title',
      ok: false,
      message: 'There is no title on the thumbnail',
      fix: 'Add a title of 1–4 big words, so the thumbnail says what the video is at a glance',
    }
    for (const textMode of ['exact', 'ai'] as const) {
      const result = await check({ title: '  ', textRects: [], textColor: null, mask: null, textMode })
      expect(result).toEqual({ status: 'warn', items: [none] })
    }
    const unplaced = await check({ textRects: [], titleLetterHeightPx: null, mask: null })
    expect(unplaced.items.map((i) => [i.code, i.ok])).toEqual([
      ['no-title', false],
      ['word-count', true],
    ])
  })

  it('warns about characters that would be drawn as empty boxes, naming each once', async () => {
    const result = await check({ title: 'Boss 𓀀 Fight 𓀀 \uE000' })
    expect(result.status).toBe('warn')
    expect(item(result, 'title-glyphs')).toEqual({
      code: 'title-glyphs',
      ok: false,
      message: 'These characters would be drawn as empty boxes: 𓀀 \uE000',
      fix: 'Remove them from the title or write them another way',
    })
    expect(
      item(await check({ title: 'Größte Überraschung 😱 iPhone 17 का सच' }), 'title-glyphs'),
    ).toBeUndefined()
  })

  it('never claims to predict clicks', async () => {
    const results = await Promise.all([
      check(),
      check({ titleLetterHeightPx: 40, title: 'a b c d e f g h', ...drawn('#FFFFFF', '#FFFFFF', null) }),
      check({ title: '' }),
      check({ title: 'Boss 𓀀' }),
    ])
    for (const { message, fix } of results.flatMap((r) => r.items)) {
      expect(`${message} ${fix ?? ''}`).not.toMatch(/click|CTR|views|perform/i)
    }
  })

  it('counts words, not asterisks or lone punctuation', () => {
    expect(titleWords('  *$500* vs  $5 — which wins? ')).toEqual(['$500', 'vs', '$5', 'which', 'wins?'])
  })
})
