import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { fitMaskToBackground, readEditMask } from './edit-mask.ts'
import { buildEditPrompt, MASK_WORDS } from './edit-prompt.ts'

const png = (width: number, height: number, channels: 3 | 4, background: string) =>
  sharp({ create: { width, height, channels, background } }).png().toBuffer()

const grey = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true })
  return data[y * info.width + x]
}

describe('the painted mask', () => {
  it('flattens transparency onto black (keep) and keeps white as white (change)', async () => {
    const transparent = await png(64, 36, 4, '#00000000')
    const mask = await readEditMask(transparent, 1280, 720)
    expect(await grey(mask, 10, 10)).toBe(0)
    const white = await readEditMask(await png(64, 36, 3, '#ffffff'), 1280, 720)
    expect(await grey(white, 10, 10)).toBe(255)
  })

  it('refuses what is not a PNG, and a PNG larger than the picture', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    await expect(readEditMask(jpeg, 1280, 720)).rejects.toThrow(
      new AppError('VALIDATION', 'The mask must be a PNG image'),
    )
    await expect(readEditMask(Buffer.from('not an image'), 1280, 720)).rejects.toThrow(
      'The mask must be a PNG image',
    )
    await expect(readEditMask(await png(1280, 721, 3, '#000'), 1280, 720)).rejects.toThrow(
      'The mask must not be larger than the picture',
    )
  })

  it("maps onto the background's centred crop, padded black where the picture cut it off", async () => {
    // A 16:9 mask all white, over a 1344×768 background: the picture shows its middle 1344×756.
    const fitted = await fitMaskToBackground(
      await png(1280, 720, 3, '#ffffff'),
      await png(1344, 768, 3, '#2a5aa0'),
    )
    const meta = await sharp(fitted).metadata()
    expect([meta.width, meta.height]).toEqual([1344, 768])
    expect(await grey(fitted, 672, 2)).toBe(0)
    expect(await grey(fitted, 672, 384)).toBe(255)
    expect(await grey(fitted, 672, 765)).toBe(0)
  })
})

describe('the edit prompt', () => {
  it('asks for no text in exact-text mode, keeps the model text in AI-text mode, and explains a mask', () => {
    const exact = buildEditPrompt({ textMode: 'exact' }, ' darker sky ', true)
    expect(exact.split('\n')).toEqual([
      'Edit the attached YouTube thumbnail background as follows:',
      'darker sky',
      'Keep the composition and the framing. The picture must contain no text, letters, logos or watermarks.',
      MASK_WORDS,
    ])
    const ai = buildEditPrompt({ textMode: 'ai' }, 'darker sky', false)
    expect(ai).toContain('any existing text as they are')
    expect(ai).not.toContain(MASK_WORDS)
  })
})
