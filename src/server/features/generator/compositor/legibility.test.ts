import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import { check, drawn, frame, H, heavy, item, W } from '#tests/support/prepublish-drawn.ts'
import { composeLayers } from './compose.ts'
import { prepublishCheck, sampleForCheck } from './prepublish.ts'
import { titleMask } from './title-mask.ts'

describe('the pre-publish check’s contrast, measured on the title as drawn', () => {
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
})
