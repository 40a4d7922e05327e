import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cropCutout, cropRect, ownCutout } from './cutout-images.ts'

describe('cropRect', () => {
  it('turns fractions into whole pixels inside the photo', () => {
    expect(cropRect({ x: 0.25, y: 0, w: 0.5, h: 1 }, 640, 480)).toEqual({
      left: 160,
      top: 0,
      width: 320,
      height: 480,
    })
  })

  it('never leaves the photo, even with the schema’s rounding slack', () => {
    expect(cropRect({ x: 0.5, y: 0.5, w: 0.50009, h: 0.50009 }, 101, 101)).toEqual({
      left: 51,
      top: 51,
      width: 50,
      height: 50,
    })
  })

  it('never answers an empty rect', () => {
    expect(cropRect({ x: 1, y: 1, w: 0.0001, h: 0.0001 }, 100, 80)).toEqual({
      left: 99,
      top: 79,
      width: 1,
      height: 1,
    })
  })
})

const disc = (channels: 2 | 4) =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><circle cx="20" cy="15" r="10" fill="#888"/></svg>',
    ),
  )
    .toColourspace(channels === 2 ? 'b-w' : 'srgb')
    .png()
    .toBuffer()

describe('ownCutout', () => {
  it('takes an RGBA or a grey-and-alpha PNG with see-through and solid pixels, re-encoded', async () => {
    for (const channels of [4, 2] as const) {
      const png = await disc(channels)
      expect((await sharp(png).metadata()).channels).toBe(channels)
      const own = await ownCutout(png)
      expect(own).toMatchObject({ width: 40, height: 30 })
      expect((await sharp(own.png).metadata()).hasAlpha).toBe(true)
    }
  })
})

describe('cropCutout', () => {
  it('keeps the alpha of the cropped region', async () => {
    const model = await disc(4)
    const cropped = await cropCutout(model, { x: 0, y: 0, w: 0.5, h: 1 })
    expect(cropped).toMatchObject({ width: 20, height: 30 })
    const expected = await sharp(model).extract({ left: 0, top: 0, width: 20, height: 30 }).raw().toBuffer()
    expect(await sharp(cropped.png).raw().toBuffer()).toEqual(expected)
  })
})
