import { describe, expect, it } from 'vitest'
import { sniffImageFormat } from './image-format.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  )

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg')
    expect(sniffImageFormat(bytes(PNG_SIGNATURE, [0, 0, 0, 13], 'IHDR'))).toBe('png')
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
  })

  it('refuses SVG, GIF, TIFF, HEIF/AVIF, PDF, BMP and text, whatever else they hold', () => {
    const others = {
      svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"/></svg>'),
      'svg with an XML preamble': bytes('<?xml version="1.0"?><svg/>'),
      'svg that names PNG': bytes(' \x89PNG <svg/>'),
      gif: bytes('GIF89a', [1, 0, 1, 0]),
      'tiff (little-endian)': bytes('II*\0', [8, 0, 0, 0]),
      'tiff (big-endian)': bytes('MM\0*', [0, 0, 0, 8]),
      avif: bytes([0, 0, 0, 0x1c], 'ftypavif'),
      heic: bytes([0, 0, 0, 0x18], 'ftypheic'),
      pdf: bytes('%PDF-1.7\n'),
      bmp: bytes('BM', [0, 0, 0, 0]),
      'a RIFF that is not WebP (WAV)': bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      text: bytes('hello, not a picture'),
    }
    for (const [label, head] of Object.entries(others)) expect(sniffImageFormat(head), label).toBeNull()
  })

  it('refuses an empty file and signatures cut short', () => {
    expect(sniffImageFormat(new Uint8Array())).toBeNull()
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffImageFormat(bytes(PNG_SIGNATURE.slice(0, 7)))).toBeNull()
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull()
  })
})
