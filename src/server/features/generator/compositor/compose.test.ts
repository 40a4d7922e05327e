import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_OVERLAY,
  DEFAULT_TEXT_OVERLAY,
  LAYOUT_IDS,
  type LayoutId,
  OVERLAY_STYLES,
} from '#shared/generator/defaults.ts'
import { EDGE_MARGIN, layoutById, pickLayouts, STAMP_CORNER } from '#shared/generator/layouts.ts'
import type { Overlay, TextOverlay } from '#shared/schemas/generator.ts'
import { type ComposeInput, compose } from './compose.ts'
import { contrastRatio, luminance, parseHex } from './contrast.ts'
import { type Rect, toRect, typesetArea } from './frame.ts'
import { overlayRect } from './regions.ts'

const TWO_MB = 2 * 1024 * 1024

const flat = (hex: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer()

/** The worst case for file size: pure noise, which no encoder can compress. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()

/** A fixed busy picture (fine stripes and checks), so blur and feathering show in the pixels. */
async function texture(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const on = (Math.floor(x / 3) + Math.floor(y / 5)) % 2 === 0
      data[i] = on ? 230 : 30
      data[i + 1] = on ? 200 : 60
      data[i + 2] = (x * 7 + y * 3) % 256
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const text = (overrides: Partial<TextOverlay> = {}): TextOverlay => ({
  ...DEFAULT_TEXT_OVERLAY,
  title: 'Exact Title Text',
  ...overrides,
})
const overlay = (overrides: Partial<Overlay> = {}): Overlay => ({ ...DEFAULT_OVERLAY, ...overrides })

const frame = (overrides: Partial<ComposeInput> & Pick<ComposeInput, 'background'>): ComposeInput => ({
  width: 1280,
  height: 720,
  format: 'png',
  overlay: overlay(),
  textOverlay: text(),
  ...overrides,
})

interface Pixels {
  data: Buffer
  width: number
  height: number
}

async function pixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const at = (image: Pixels, px: number, py: number): [number, number, number] => {
  const i = (Math.round(py) * image.width + Math.round(px)) * 3
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0]
}

const near = (a: readonly number[], b: readonly number[], tolerance: number) =>
  Math.abs((a[0] ?? 0) - (b[0] ?? 0)) +
    Math.abs((a[1] ?? 0) - (b[1] ?? 0)) +
    Math.abs((a[2] ?? 0) - (b[2] ?? 0)) <=
  tolerance

const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h

/** Pixels that differ from `hex` anywhere in the frame, as a list of points (capped). */
function changedPoints(image: Pixels, hex: string): [number, number][] {
  const base = parseHex(hex)
  const points: [number, number][] = []
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (!near(at(image, x, y), base, 12)) points.push([x, y])
  }
  return points
}

const TITLES = [
  'Wow',
  'Big Win',
  '30 Day Abs',
  'Hidden Gem In Japan',
  'My Dog Learned To Talk',
  'I Made $10,000 In One Week',
  'The Night Everything Changed In My Town',
  'I Tried Every Gaming Mouse So You Do Not',
]

describe('compose: frame and file', () => {
  it('outputs exactly the requested size, 16:9 from a square background and 9:16 for a Shorts cover', async () => {
    const background = await flat('#336699', 1000, 1000)
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
      [1080, 1920],
    ] as const) {
      const result = await compose(frame({ background, width, height, format: 'jpeg' }))
      const meta = await sharp(result.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height])
      expect(layoutById(result.layout).aspect).toBe(height > width ? '9:16' : '16:9')
    }
  })

  it('stays under 2 MB at 1080p, 4K and 1080×1920, JPEG and PNG, even on a noise background', {
    timeout: 180_000,
  }, async () => {
    const background = await noise(1344, 768)
    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
      [1080, 1920],
    ] as const) {
      for (const format of ['jpeg', 'png'] as const) {
        const result = await compose(
          frame({ background, width, height, format, textOverlay: text({ subtitle: 'and a subtitle' }) }),
        )
        expect(result.bytes.length, `${width} ${format}`).toBeLessThan(TWO_MB)
        const meta = await sharp(result.bytes).metadata()
        expect([meta.width, meta.height]).toEqual([width, height])
        // A PNG that cannot fit becomes a JPEG, and says so.
        expect(meta.format).toBe(result.mimeType === 'image/png' ? 'png' : 'jpeg')
      }
    }
  })

  it('is deterministic: the same input gives the same bytes', async () => {
    const input = frame({ background: await texture(640, 360), textOverlay: text({ subtitle: 'the same' }) })
    const [a, b] = [await compose(input), await compose(input)]
    expect(a.bytes.equals(b.bytes)).toBe(true)
  })

  it('sets the same words in the same box alike when a caller changed an earlier result', async () => {
    // The thread remembers recent type fits: a caller editing what it got back must not move the
    // next composite's text.
    const input = frame({ background: await texture(640, 360), textOverlay: text({ subtitle: 'kept' }) })
    const first = await compose(input)
    const boxes = structuredClone(first.textRects)
    for (const { rect } of first.textRects) rect.x += 100
    const second = await compose(input)
    expect(second.textRects).toEqual(boxes)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('draws each picture as if for the first time, whatever the image thread composed before', async () => {
    // The thread keeps decoded pictures by content and reuses its frames: neither may leak a
    // previous composite's pixels, text or state into the next one.
    const first = frame({ background: await texture(1280, 720), textOverlay: text({ subtitle: 'one' }) })
    const other = frame({
      background: await flat('#E0E0E0', 1280, 720),
      textOverlay: text({ title: 'Another Title Here', subtitle: 'two' }),
    })
    const before = await compose(first)
    const between = await compose(other)
    const again = await compose(first)
    expect(again.bytes.equals(before.bytes)).toBe(true)
    expect(between.bytes.equals(before.bytes)).toBe(false)
    // Different bytes of the same size are a different picture, not the remembered one.
    const darker = await compose({ ...other, background: await flat('#202020', 1280, 720) })
    const mean = async (bytes: Buffer) => (await sharp(bytes).stats()).channels[0]?.mean ?? 0
    expect(await mean(darker.bytes)).toBeLessThan((await mean(between.bytes)) - 100)
  })

  it('refuses a layout of the other aspect', async () => {
    const background = await flat('#202020')
    await expect(compose(frame({ background, layout: 'shorts-top' }))).rejects.toThrow(/not for a 16:9 frame/)
    await expect(
      compose(frame({ background, width: 1080, height: 1920, layout: 'text-left' })),
    ).rejects.toThrow(/not for a 9:16 frame/)
  })
})

describe('compose: type stays in its boxes', () => {
  it('keeps every text pixel inside the drawn boxes, inside the layout text box, out of the stamp corner and the edge margin — every layout, titles of 1 to 8 words', {
    timeout: 300_000,
  }, async () => {
    const backgrounds = {
      landscape: await flat('#404040', 1280, 720),
      portrait: await flat('#404040', 1080, 1920),
    }
    for (const id of LAYOUT_IDS) {
      const layout = layoutById(id)
      const [width, height] = layout.aspect === '16:9' ? [1280, 720] : [1080, 1920]
      const area = typesetArea(layout.textBox, width, height)
      const stamp = toRect(STAMP_CORNER, width, height)
      for (const [n, title] of TITLES.entries()) {
        const result = await compose(
          frame({
            background: layout.aspect === '16:9' ? backgrounds.landscape : backgrounds.portrait,
            width,
            height,
            layout: id,
            scrim: false,
            textOverlay: text({ title, subtitle: n % 2 ? 'with a subtitle on its plate' : '' }),
          }),
        )
        const label = `${id} "${title}"`
        expect(result.layout).toBe(id)
        for (const { rect } of result.textRects) {
          expect(rect.x >= area.x && rect.y >= area.y, label).toBe(true)
          expect(rect.x + rect.w <= area.x + area.w && rect.y + rect.h <= area.y + area.h, label).toBe(true)
        }
        const image = await pixels(result.bytes)
        const points = changedPoints(image, '#404040')
        expect(points.length, label).toBeGreaterThan(500)
        const strays = points.filter(([x, y]) => !result.textRects.some(({ rect }) => inside(rect, x, y)))
        expect(strays.length, `${label}: ${strays.length} pixels outside the boxes`).toBe(0)
        const mx = Math.ceil(EDGE_MARGIN * width)
        const my = Math.ceil(EDGE_MARGIN * height)
        const unsafe = points.filter(
          ([x, y]) => inside(stamp, x, y) || x < mx || y < my || x >= width - mx || y >= height - my,
        )
        expect(unsafe.length, `${label}: pixels in the stamp corner or the margin`).toBe(0)
      }
    }
  })

  it('wraps a 120-character title onto at most 3 lines, cut with an ellipsis, inside its box', async () => {
    const title =
      'This Is The Longest Thumbnail Title Anyone Has Ever Written For A Video About Making Sourdough Bread At Home'
        .padEnd(120, '!')
        .slice(0, 120)
    const result = await compose(frame({ background: await flat('#202020'), textOverlay: text({ title }) }))
    const titles = result.textRects.filter((r) => r.kind === 'title')
    expect(titles.length).toBeGreaterThanOrEqual(2)
    expect(titles.length).toBeLessThanOrEqual(3)
    const area = typesetArea(layoutById(result.layout).textBox, 1280, 720)
    for (const { rect } of titles) expect(rect.x + rect.w).toBeLessThanOrEqual(area.x + area.w)
  })
})

describe('compose: type at YouTube scale', () => {
  it("sets titles of 2-5 words with 'fit' at a letter height of at least 18% of the frame", async () => {
    const background = await flat('#202020', 1280, 720)
    for (const title of [
      'Big Win',
      '30 Day Abs',
      'iPhone vs Pixel',
      'Perfect Sourdough',
      'Hidden Gem In Japan',
      'Why Cats Do This',
      'Excel Tricks Nobody Knows',
      'Unboxing The Mystery Box',
      'My Dog Learned To Talk',
      'Black Holes Explained',
    ]) {
      const result = await compose(frame({ background, format: 'jpeg', textOverlay: text({ title }) }))
      expect(result.layout).toBe(pickLayouts(title, '16:9', 1, 'auto')[0])
      expect((result.titleLetterHeightPx ?? 0) / 720, title).toBeGreaterThanOrEqual(0.18)
    }
  })

  it('makes small, medium and large each visibly larger than the one before, large at least 1.6× the old medium', async () => {
    const background = await flat('#202020', 1280, 720)
    const height = async (textSize: TextOverlay['textSize']) =>
      (
        await compose(
          frame({ background, layout: 'center-stack', textOverlay: text({ title: 'Big Win', textSize }) }),
        )
      ).titleLetterHeightPx ?? 0
    const [small, medium, large, fit] = [
      await height('small'),
      await height('medium'),
      await height('large'),
      await height('fit'),
    ]
    expect(small).toBeGreaterThan(0.085 * 720)
    expect(medium / small).toBeGreaterThanOrEqual(1.25)
    expect(large / medium).toBeGreaterThanOrEqual(1.25)
    // The old medium was 12% of the height as cap height.
    expect(large).toBeGreaterThanOrEqual(0.12 * 1.6 * 720 - 1)
    expect(fit).toBeGreaterThanOrEqual(large)
  })

  it('sets a leading number larger on its own line in the big-number layout, unless that would shrink the words', async () => {
    const background = await flat('#202020', 1280, 720)
    const titleRects = async (title: string) =>
      (await compose(frame({ background, layout: 'big-number', textOverlay: text({ title }) }))).textRects
        .filter((r) => r.kind === 'title')
        .map((r) => r.rect)
    const [lead, ...words] = await titleRects('7 Mistakes Every Beginner Makes')
    expect(words.length).toBeGreaterThanOrEqual(1)
    // Boxes include the same outline-and-shadow margin, so a 1.5× line shows as ~1.15× taller here.
    for (const line of words) {
      expect((lead?.h ?? 0) / line.h).toBeGreaterThan(1.1)
      expect(lead?.w ?? 0).toBeLessThan(line.w)
    }
    // '5 Minute Makeup' with a lead '5' would set its words at half size: it stays one size.
    const [first, ...rest] = await titleRects('5 Minute Makeup')
    expect(first?.h ?? 0).toBeLessThanOrEqual(Math.max(...rest.map((r) => r.h)))
  })

  it('outlines the letters heavily (at least 6% of the letter height) and drops a shadow down and right', async () => {
    const result = await compose(
      frame({
        background: await flat('#808080', 1280, 720),
        layout: 'center-stack',
        scrim: false,
        textOverlay: text({ title: 'I', textColor: '#FFFFFF' }),
      }),
    )
    const image = await pixels(result.bytes)
    const cap = result.titleLetterHeightPx ?? 0
    const rect = result.textRects.find((r) => r.kind === 'title')?.rect
    if (!rect) throw new Error('no title')
    const row = Math.round(rect.y + rect.h / 2)
    const grey = (x: number) => at(image, x, row)[0]
    let x = rect.x
    while (grey(x) > 60) x++
    let left = 0
    while (grey(x) <= 60) {
      left++
      x++
    }
    expect(grey(x)).toBeGreaterThan(200)
    expect(left / cap).toBeGreaterThanOrEqual(0.06)
    while (grey(x) > 200) x++
    let right = 0
    while (grey(x) < 110) {
      right++
      x++
    }
    // The shadow falls to the right: the dark edge there is wider than the outline alone.
    expect(right).toBeGreaterThan(left)
  })

  it('paints accent words in the accent colour: numbers with auto accent, marked words always, none with it off', async () => {
    const background = await flat('#202020', 1280, 720)
    const accentPixels = async (title: string, autoAccent: boolean) => {
      const result = await compose(
        frame({ background, layout: 'center-stack', textOverlay: text({ title, autoAccent }) }),
      )
      const accent = parseHex(result.accentColor ?? '#000000')
      expect(
        contrastRatio(luminance(accent), luminance(parseHex(result.textColor ?? ''))),
      ).toBeGreaterThanOrEqual(3)
      const image = await pixels(result.bytes)
      let count = 0
      for (const { rect } of result.textRects) {
        for (let y = rect.y; y < rect.y + rect.h; y++) {
          for (let x = rect.x; x < rect.x + rect.w; x++) if (near(at(image, x, y), accent, 30)) count++
        }
      }
      return count
    }
    expect(await accentPixels('30 Day Abs', true)).toBeGreaterThan(2_000)
    expect(await accentPixels('30 Day Abs', false)).toBe(0)
    expect(await accentPixels('Is This *The* End', false)).toBeGreaterThan(2_000)
    expect(await accentPixels('Is This The End?', true)).toBeGreaterThan(2_000)
    expect(await accentPixels('Hidden Gem In Japan', true)).toBe(0)
  })

  it('sets the subtitle on a rounded plate in the primary colour, letters a third of the title or more, text at 4.5:1', async () => {
    const primary = '#1E3A8A'
    const result = await compose(
      frame({
        background: await flat('#202020', 1280, 720),
        layout: 'text-left',
        colorScheme: { primary, secondary: '#FFD400' },
        textOverlay: text({ title: 'Hidden Gem', subtitle: 'the quiet side of Kyoto' }),
      }),
    )
    const plate = result.textRects.find((r) => r.kind === 'plate')?.rect
    const subtitle = result.textRects.find((r) => r.kind === 'subtitle')?.rect
    if (!plate || !subtitle) throw new Error('no plate')
    const image = await pixels(result.bytes)
    // Inside the plate's padding: the primary colour; its rounded corner: not.
    expect(near(at(image, plate.x + 4, plate.y + Math.round(plate.h / 2)), parseHex(primary), 12)).toBe(true)
    expect(near(at(image, plate.x, plate.y), parseHex(primary), 12)).toBe(false)
    expect(subtitle.h).toBeGreaterThanOrEqual((result.titleLetterHeightPx ?? 0) / 3)
    let white = 0
    for (let y = subtitle.y; y < subtitle.y + subtitle.h; y++) {
      for (let x = subtitle.x; x < subtitle.x + subtitle.w; x++)
        if (near(at(image, x, y), [255, 255, 255], 30)) white++
    }
    // White letters on the dark blue plate: 10.4:1.
    expect(white).toBeGreaterThan(300)
  })

  it('picks a text colour with at least 4.5:1 contrast on light, dark and mid backgrounds', async () => {
    for (const hex of ['#FFFFFF', '#000000', '#777777', '#FFD400', '#1E3A8A', '#FF0000', '#00C2A8']) {
      const result = await compose(
        frame({
          background: await flat(hex),
          format: 'jpeg',
          scrim: false,
          textOverlay: text({ aiSuggestTextColor: true, textColor: hex }),
        }),
      )
      const chosen = result.textColor ?? ''
      expect(
        contrastRatio(luminance(parseHex(chosen)), luminance(parseHex(hex))),
        `${chosen} on ${hex}`,
      ).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('compose: overlays feather into the picture', () => {
  /** Mean absolute difference per column (or row) between two frames. */
  async function profile(a: Buffer, b: Buffer, axis: 'x' | 'y') {
    const [pa, pb] = [await pixels(a), await pixels(b)]
    const length = axis === 'x' ? pa.width : pa.height
    const other = axis === 'x' ? pa.height : pa.width
    const out: number[] = []
    for (let i = 0; i < length; i++) {
      let sum = 0
      for (let j = 0; j < other; j++) {
        const [x, y] = axis === 'x' ? [i, j] : [j, i]
        const p = at(pa, x, y)
        const q = at(pb, x, y)
        sum += Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2])
      }
      out.push(sum / other)
    }
    return out
  }
  const maxStep = (values: number[]) =>
    Math.max(...values.slice(1).map((v, i) => Math.abs(v - (values[i] ?? 0))))

  it('leaves no seam where a blur at the left meets the sharp picture', async () => {
    const background = await texture(1280, 720)
    const plain = await compose(frame({ background, textOverlay: text({ title: '' }) }))
    const blurred = await compose(
      frame({
        background,
        overlay: overlay({ style: 'blur', position: 'left', opacity: 100 }),
        textOverlay: text({ title: '' }),
      }),
    )
    const columns = await profile(plain.bytes, blurred.bytes, 'x')
    const region = overlayRect('left', 1280, 720)
    expect(Math.max(...columns.slice(0, region.w / 2))).toBeGreaterThan(40)
    expect(columns[region.w + 2]).toBeLessThan(1)
    // The blur fades out column by column: no jump of more than a twentieth of its strength.
    expect(maxStep(columns)).toBeLessThan(Math.max(...columns) / 20)
  })

  it('fades a bottom gradient with a white end to nothing at its inner edge: no milky band', async () => {
    const background = await texture(1280, 720)
    const plain = await compose(frame({ background, textOverlay: text({ title: '' }) }))
    const graded = await compose(
      frame({
        background,
        overlay: overlay({
          style: 'gradient',
          position: 'bottom',
          gradientStart: '#000000',
          gradientEnd: '#FFFFFF',
          opacity: 90,
        }),
        textOverlay: text({ title: '' }),
      }),
    )
    const rows = await profile(plain.bytes, graded.bytes, 'y')
    const region = overlayRect('bottom', 1280, 720)
    expect(rows[region.y + 1]).toBeLessThan(4)
    expect(maxStep(rows)).toBeLessThan(Math.max(...rows) / 20)
  })

  it('paints every overlay style inside its region only', async () => {
    const background = await flat('#808080')
    for (const style of OVERLAY_STYLES.filter((s) => s !== 'none')) {
      const result = await compose(
        frame({
          background,
          overlay: overlay({
            style,
            position: 'top',
            color: '#FF0000',
            gradientStart: '#FF0000',
            gradientEnd: '#0000FF',
            opacity: 80,
          }),
          textOverlay: text({ title: '' }),
        }),
      )
      const region = overlayRect('top', 1280, 720)
      const image = await pixels(result.bytes)
      const changed = (from: number, to: number) => {
        let count = 0
        for (let y = from; y < to; y++)
          for (let x = 0; x < 1280; x++) if (!near(at(image, x, y), [128, 128, 128], 24)) count++
        return count
      }
      expect(changed(0, 40), style).toBeGreaterThan(0)
      expect(changed(region.h + 2, 720), style).toBe(0)
    }
  })
})

describe('compose: the subject layer', () => {
  const subjectBox = (id: LayoutId) => {
    const box = layoutById(id).subjectBox
    if (!box) throw new Error(`${id} has no subject box`)
    return toRect(box, 1280, 720)
  }

  it('cover-crops a photo into the subject box with an accent outline', async () => {
    const photo = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#00A040' } })
      .jpeg()
      .toBuffer()
    const result = await compose(
      frame({
        background: await flat('#202020', 1280, 720),
        layout: 'text-left',
        textOverlay: text({ title: '' }),
        subject: { image: photo, kind: 'photo' },
      }),
    )
    const image = await pixels(result.bytes)
    const box = subjectBox('text-left')
    expect(near(at(image, box.x + box.w / 2, box.y + box.h / 2), [0, 160, 64], 30)).toBe(true)
    // Cover, not contain: the tall photo fills the box's width too.
    expect(near(at(image, box.x + Math.round(box.w * 0.15), box.y + box.h / 2), [0, 160, 64], 30)).toBe(true)
    // Nothing of it outside the box.
    expect(near(at(image, box.x - 4, box.y + box.h / 2), [32, 32, 32], 12)).toBe(true)
  })

  it('contains an icon in the subject box, keeping its transparency, with a dark outline and no light rim', async () => {
    const icon = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="400"><circle cx="200" cy="200" r="150" fill="#00A040"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
    const colorScheme = { primary: '#FF0000', secondary: '#FFD400' }
    const result = await compose(
      frame({
        background: await flat('#606060', 1280, 720),
        layout: 'text-left',
        colorScheme,
        textOverlay: text({ title: 'Hidden Gem' }),
        subject: { image: icon, kind: 'icon' },
      }),
    )
    const image = await pixels(result.bytes)
    const box = subjectBox('text-left')
    const cx = Math.round(box.x + box.w / 2)
    const cy = Math.round(box.y + box.h / 2)
    expect(near(at(image, cx, cy), [0, 160, 64], 30)).toBe(true)
    // Transparent corners of the icon show the background, not a box.
    expect(near(at(image, box.x + box.w - 8, box.y + 8), [96, 96, 96], 12)).toBe(true)
    // Walking down from the centre: icon, then a dark ring like the title's outline. Nothing
    // lighter than the background around the icon: a light rim beside the title reads as a letter
    // at 168×94.
    let y = cy
    while (near(at(image, cx, y), [0, 160, 64], 60)) y++
    let ring = 0
    let light = 0
    for (let k = 0; k < 30; k++) {
      const [r, g, b] = at(image, cx, y + k)
      if (near([r, g, b], [0, 0, 0], 30)) ring++
      if (Math.max(r, g, b) > 110) light++
    }
    expect(ring).toBeGreaterThan(2)
    expect(light).toBe(0)
  })
})
