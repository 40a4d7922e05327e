import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  CAMERA,
  cutShort,
  jpegWithMetadata,
  noisyJpeg,
  noisyPng,
  pngDeclaring,
  SECRET_COMMENT,
} from '../../../tests/support/image-fixtures.ts'
import { InvalidImageError, imageMessages, MAX_INPUT_PIXELS, squareJpeg, toJpeg } from './images.ts'

const problemOf = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: unknown) => (error instanceof InvalidImageError ? error.problem : error),
  )

describe('squareJpeg and toJpeg', () => {
  it.each([
    ['squareJpeg', (bytes: Buffer) => squareJpeg(bytes, 512)],
    ['toJpeg', (bytes: Buffer) => toJpeg(bytes)],
  ])(
    '%s refuses a text file, a cut-short JPEG or PNG, and a decompression bomb, each for its reason',
    async (_, convert) => {
      expect(await problemOf(convert(Buffer.from('not a picture at all\n'.repeat(40))))).toBe('not-image')
      expect(await problemOf(convert(cutShort(await noisyJpeg())))).toBe('corrupt')
      expect(await problemOf(convert(cutShort(await noisyPng())))).toBe('corrupt')
      expect(await problemOf(convert(pngDeclaring(30_000, 30_000)))).toBe('too-many-pixels')
    },
  )

  it('reads only JPEG, PNG and WebP, though sharp reads SVG, GIF and TIFF too', async () => {
    const picture = sharp({ create: { width: 40, height: 30, channels: 3, background: '#e11d48' } })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>')
    for (const other of [
      svg,
      await picture.clone().gif().toBuffer(),
      await picture.clone().tiff().toBuffer(),
    ]) {
      expect(await problemOf(toJpeg(other))).toBe('not-image')
      expect(await problemOf(squareJpeg(other, 16))).toBe('not-image')
    }
    for (const accepted of [picture.clone().jpeg(), picture.clone().png(), picture.clone().webp()]) {
      expect(await sharp(await toJpeg(await accepted.toBuffer())).metadata()).toMatchObject({ width: 40 })
    }
  })

  it('refuses a bomb from its header, just over the cap, and accepts a picture just under it', async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS))
    expect(await problemOf(squareJpeg(pngDeclaring(side + 1, side + 1), 64))).toBe('too-many-pixels')
    // Same header size, within the cap: the refusal is about pixels, not about the file's shape.
    expect(await problemOf(squareJpeg(pngDeclaring(side, side), 64))).toBe('corrupt')
  })

  it('answers a 400 with a message a person can act on', async () => {
    const error = await squareJpeg(pngDeclaring(30_000, 30_000), 64).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message: imageMessages.tooManyPixels })
    expect(imageMessages.tooManyPixels).toContain('50 megapixels')
  })

  it('keeps none of the camera, GPS, XMP, ICC or comment metadata', async () => {
    const original = await jpegWithMetadata()
    const before = await sharp(original).metadata()
    expect(before.exif && before.xmp && before.icc).toBeTruthy()

    for (const out of [await squareJpeg(original, 512), await toJpeg(original)]) {
      const after = await sharp(out).metadata()
      expect(after).toMatchObject({ format: 'jpeg', hasProfile: false })
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.iptc).toBeUndefined()
      expect(after.icc).toBeUndefined()
      expect(out.includes(CAMERA.Model)).toBe(false)
      expect(out.includes(SECRET_COMMENT)).toBe(false)
    }
  })
})
