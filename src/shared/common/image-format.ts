/**
 * The only formats an image input takes: JPEG, PNG and WebP (issue 24). sharp reads many more
 * (SVG, GIF, TIFF, HEIF/AVIF...), and an SVG's filters cost what the megapixel cap cannot bound: a
 * 452-byte file held an image thread for minutes. So the bytes are recognised by their first bytes
 * before sharp sees them; a file's name and declared type decide nothing.
 */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** The file pickers' `accept`: a hint that saves a round trip, since the server judges the bytes. */
export const IMAGE_PICKER_ACCEPT = 'image/jpeg,image/png,image/webp'

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const hasAt = (bytes: Uint8Array, at: number, expected: number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte)

/** Which of the accepted formats `bytes` is, by its magic bytes, or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (hasAt(bytes, 0, JPEG)) return 'jpeg'
  if (hasAt(bytes, 0, PNG)) return 'png'
  // A RIFF container (4 bytes 'RIFF', 4 bytes of length) whose form type is 'WEBP'.
  if (hasAt(bytes, 0, ascii('RIFF')) && hasAt(bytes, 8, ascii('WEBP'))) return 'webp'
  return null
}
