import { describe, expect, it } from 'vitest'
import { capAttachments } from './gemini-parts.ts'
import type { ImageRequest } from './types.ts'

const photo = (n: number) => Buffer.from(`photo-${n}`)
const request = (photos: number, reference: boolean, style: boolean) =>
  ({
    prompt: 'p',
    personaJpegs: Array.from({ length: photos }, (_, n) => photo(n)),
    referenceJpeg: reference ? Buffer.from('reference') : undefined,
    styleReferenceJpeg: style ? Buffer.from('style') : undefined,
  }) as ImageRequest

const kept = (r: ImageRequest, max: number) => {
  const { persona, reference, style } = capAttachments(r, max)
  return { photos: persona.length, reference: reference !== undefined, style: style !== undefined }
}

describe('attachments under a model limit', () => {
  it('keeps everything within the limit', () => {
    expect(kept(request(3, true, true), 14)).toEqual({ photos: 3, reference: true, style: true })
  })

  it('drops the style reference, then the reference, then persona photos from the last', () => {
    expect(kept(request(2, true, true), 3)).toEqual({ photos: 2, reference: true, style: false })
    expect(kept(request(3, true, true), 3)).toEqual({ photos: 3, reference: false, style: false })
    expect(kept(request(3, true, false), 2)).toEqual({ photos: 2, reference: false, style: false })
    expect(capAttachments(request(3, false, false), 2).persona).toEqual([photo(0), photo(1)])
  })

  it('keeps the first persona photo even under a limit of zero', () => {
    expect(kept(request(2, true, true), 0)).toEqual({ photos: 1, reference: false, style: false })
  })
})
