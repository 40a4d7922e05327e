import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { compose } from '#server/features/generator/compositor/compose.ts'
import { contrastRatio, luminance, parseHex } from '#server/features/generator/compositor/contrast.ts'
import { categoryNames } from '#shared/generator/categories.ts'
import { DEFAULT_COLOR_SCHEME, DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { renderOfflineBackground } from './offline-background.ts'
import { isLightPicture, paletteFor, pictureSettings } from './offline-palette.ts'

// Issue 27: 29 offline pictures in a row were dark (mean luminance 0.17–0.31), maroon, teal or
// purple, and a run's 4 variants kept one palette. Default settings leave the scheme to the AI.
const scheme = DEFAULT_COLOR_SCHEME

/** Mean luminance (0..1) of a picture, as the bench's `thumbs.meanLuminanceSpread` measures it. */
const meanLuminance = async (image: Buffer) =>
  ((await sharp(image).greyscale().stats()).channels[0]?.mean ?? 0) / 255

describe('offline palettes', () => {
  it('makes light pictures for at least a quarter of the categories, and dark ones too', () => {
    const light = categoryNames.filter((category) => isLightPicture(category, scheme)).length
    expect(light / categoryNames.length).toBeGreaterThanOrEqual(0.25)
    expect(light / categoryNames.length).toBeLessThanOrEqual(0.75)
  })

  it("gives a run's 4 variants different palettes, light and dark, in every category", () => {
    for (const category of categoryNames) {
      const variants = [0, 1, 2, 3]
      expect(new Set(variants.map((v) => paletteFor(category, scheme, v).bg)).size, category).toBe(4)
      const moods = new Set(variants.map((v) => isLightPicture(category, scheme, v)))
      expect(moods, category).toEqual(new Set([true, false]))
    }
  })

  it('draws a light picture light (mean luminance ≥ 0.5) and a dark one dark', async () => {
    for (const variant of [0, 1, 2, 3]) {
      const image = await renderOfflineBackground({
        category: 'Travel',
        colorScheme: scheme,
        seed: 5,
        variant,
        width: 480,
        height: 270,
        layout: layoutById('text-left'),
      })
      const light = isLightPicture('Travel', scheme, variant)
      const mean = await meanLuminance(image)
      if (light) expect(mean, `variant ${variant}`).toBeGreaterThanOrEqual(0.5)
      else expect(mean, `variant ${variant}`).toBeLessThan(0.5)
    }
  })

  it("keeps the creator's own colours (and their lightness) in every variant", () => {
    const mine = { ...scheme, aiSuggest: false, background: '#FFF4C2', primary: '#0057B7' }
    for (const variant of [0, 1, 2, 3]) {
      expect(paletteFor('Gaming', mine, variant)).toEqual({
        bg: '#FFF4C2',
        primary: '#0057B7',
        secondary: mine.secondary,
      })
      expect(isLightPicture('Gaming', mine, variant)).toBe(true)
      expect(isLightPicture('Gaming', { ...mine, background: '#101010' }, variant)).toBe(false)
    }
  })

  it('sets the default white title dark on a light picture, with hard contrast, and keeps it on a dark one', async () => {
    const variants = [0, 1, 2, 3]
    const light = variants.find((v) => isLightPicture('Travel', scheme, v)) ?? -1
    const dark = variants.find((v) => !isLightPicture('Travel', scheme, v)) ?? -1
    const textOverlay = { ...DEFAULT_TEXT_OVERLAY, title: 'Hidden Gem In Japan' }
    const onDark = pictureSettings({ category: 'Travel', colorScheme: scheme, textOverlay, variant: dark })
    expect(onDark.textOverlay).toEqual(textOverlay)
    // A creator's dark title is theirs to keep, on any picture.
    const black = { ...textOverlay, textColor: '#111111' }
    expect(
      pictureSettings({ category: 'Travel', colorScheme: scheme, textOverlay: black, variant: light })
        .textOverlay,
    ).toEqual(black)

    const settings = pictureSettings({ category: 'Travel', colorScheme: scheme, textOverlay, variant: light })
    expect(settings.textOverlay.aiSuggestTextColor).toBe(true)
    // The palette the picture used is recorded, so the accent and plates take its colours.
    const used = paletteFor('Travel', scheme, light)
    expect(settings.colorScheme).toMatchObject({
      aiSuggest: true,
      background: used.bg.toUpperCase(),
      primary: used.primary.toUpperCase(),
    })
    const layout = layoutById('text-left')
    const background = await renderOfflineBackground({
      category: 'Travel',
      colorScheme: scheme,
      seed: 5,
      variant: light,
      width: 1280,
      height: 720,
      layout,
    })
    const composed = await compose({
      background,
      width: 1280,
      height: 720,
      format: 'jpeg',
      overlay: DEFAULT_OVERLAY,
      textOverlay: settings.textOverlay,
      colorScheme: settings.colorScheme,
      layout: layout.id,
    })
    const text = composed.textColor ?? '#FFFFFF'
    const box = composed.textBox
    if (!box) throw new Error('no title drawn')
    // The picture behind the words, measured on the background itself.
    const behind = await sharp(background)
      .extract({
        left: Math.round(box.x),
        top: Math.round(box.y),
        width: Math.round(box.w),
        height: Math.round(box.h),
      })
      .resize(1, 1)
      .raw()
      .toBuffer()
    const ground = luminance([behind[0] ?? 0, behind[1] ?? 0, behind[2] ?? 0])
    expect(contrastRatio(luminance(parseHex(text)), ground)).toBeGreaterThanOrEqual(7)
  })
})
