import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/people')

/**
 * A persona photo as a webcam or phone shot would be: a real person (a public-domain cut-out from
 * tests/fixtures/people, see its README) standing in front of a graded wall, as a JPEG. The
 * server's segmentation model has a real person to find, as it would for a creator.
 */
export async function personPhoto(width = 800, height = 1000): Promise<Buffer> {
  const person = await sharp(await readFile(path.join(FIXTURES, 'man-pointing.png')))
    .resize({ height: Math.round(height * 0.85) })
    .toBuffer()
  const { width: personWidth = 0 } = await sharp(person).metadata()
  const wall = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c9d6e3"/><stop offset="1" stop-color="#8fa3b8"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#wall)"/></svg>`,
  )
  return sharp(wall)
    .composite([
      { input: person, left: Math.round((width - personWidth) / 2), top: height - Math.round(height * 0.85) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
}
