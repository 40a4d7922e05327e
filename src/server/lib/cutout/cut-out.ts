import { personaMessages } from '#shared/schemas/personas.ts'
import { AppError } from '../app-error.ts'

/**
 * TEMPORARY: replaced by the seg branch (the segmentation model) at merge. Same signature and
 * answer, so the personas routes and their tests hold for either: a centred soft ellipse as the
 * alpha, and NO_PERSON_FOUND for a picture with nothing in it (all one colour).
 */

export interface CutOut {
  /** RGBA PNG, the same size as the decoded, EXIF-rotated input. */
  png: Buffer
  width: number
  height: number
  /** The opaque fraction of the picture, 0-1. */
  coverage: number
  /** The person's bounding box in pixels, or null. */
  box: { x: number; y: number; w: number; h: number } | null
}

/** A channel's standard deviation under this is flat colour: nothing there to cut out. */
const FLAT_STDEV = 2

export async function cutOutPerson(photo: Buffer): Promise<CutOut> {
  const { default: sharp } = await import('sharp')
  const image = sharp(photo, { failOn: 'error' }).rotate()
  const { data, info } = await image.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const stats = await sharp(data, { raw: info }).stats()
  if (stats.channels.every((c) => c.stdev < FLAT_STDEV)) {
    throw new AppError('NO_PERSON_FOUND', personaMessages.noPersonFound)
  }
  const { width, height } = info
  const alpha = Buffer.alloc(width * height)
  let opaque = 0
  let [minX, minY, maxX, maxY] = [width, height, -1, -1]
  const [cx, cy, rx, ry] = [width / 2, height / 2, width * 0.35, height * 0.45]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry)
      // Fully opaque inside 0.9 of the ellipse, fading to nothing at its edge.
      const a = Math.round(255 * Math.min(1, Math.max(0, (1 - d) / 0.1)))
      alpha[y * width + x] = a
      if (a < 128) continue
      opaque++
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
  }
  const box = maxX < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 }
  const png = await sharp(data, { raw: info })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer()
  return { png, width, height, coverage: opaque / (width * height), box }
}
