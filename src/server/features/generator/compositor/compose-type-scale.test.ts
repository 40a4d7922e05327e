import { describe, expect, it } from 'vitest'
import { pickLayouts } from '#shared/generator/layouts.ts'
import type { TextOverlay } from '#shared/generator/schemas.ts'
import { compose } from './compose.ts'
import { at, flat, frame, near, pixels, text } from './compose-test-support.ts'
import { contrastRatio, luminance, parseHex } from './contrast.ts'

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

  it('sets a title of long words on a fourth line when that makes its letters much larger', async () => {
    const background = await flat('#202020', 1280, 720)
    const russian = await compose(
      frame({ background, format: 'jpeg', textOverlay: text({ title: 'Как я заработал первый миллион' }) }),
    )
    // On 3 lines 'Как я заработал' set the size: letters 77 px high. On 4, 107 px.
    expect((russian.titleLetterHeightPx ?? 0) / 720).toBeGreaterThanOrEqual(0.14)
    // A title whose longest word sets the size anyway keeps its 3 lines and its size.
    const german = await compose(
      frame({
        background,
        format: 'jpeg',
        textOverlay: text({ title: 'Größte Überraschung meines Lebens!' }),
      }),
    )
    expect((german.titleLetterHeightPx ?? 0) / 720).toBeGreaterThanOrEqual(0.14)
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
