import { personaMessages } from '#shared/personas/schemas.ts'
import { AppError } from '../app-error.ts'
import { encode, readImage } from '../images.ts'
import type { Face } from './face-detect.ts'
import { FIRST_FREE_SLOT, guidedFilter, scratchPlane } from './guided-filter.ts'
import { type Box, measureMask } from './mask-measure.ts'
import { findFace } from './person-frame.ts'
import { MODEL_SIZE, subjectProbability } from './u2netp.ts'

export interface CutOut {
  /** RGBA PNG, the size of the decoded, EXIF-rotated input; the background is transparent. */
  png: Buffer
  width: number
  height: number
  /** The opaque fraction of the picture, 0-1. */
  coverage: number
  /** The person's bounding box in pixels. */
  box: Box | null
  /** The person's face, in pixels. */
  face: Face
}

/** Below this opaque fraction there is no person worth placing (a speck, or the model's noise). */
export const MIN_COVERAGE = 0.01

/**
 * The mask is refined at most this size (long side) and scaled up from there: the guided filter
 * costs per pixel, and a 48 MP phone photo gains nothing from it past this.
 */
const REFINE_MAX_SIDE = 1024
/** Measured on the fixtures (decision 026): radius 8 at 1024 px, epsilon 1e-3. */
const REFINE_RADIUS_AT_MAX = 8
const REFINE_EPSILON = 1e-3

/**
 * Cuts the person out of a photo: the model's coarse mask, scaled up along the photo's own edges
 * (guided filter), becomes the alpha of the photo's pixels. Runs on an image thread
 * (`images.run(owner, 'cutOutPerson', bytes)`). A photo with no face in it answers NO_PERSON_FOUND (400):
 * u2netp cuts out whatever stands out, a logo or a bottle as readily as a person (decision 026),
 * so a face detector is the gate, looking in the whole photo and then at the top of the cut-out.
 */
export async function cutOutPerson(photo: Uint8Array): Promise<CutOut> {
  const { default: sharp } = await import('sharp')
  const image = await readImage(photo)
  // The size after EXIF rotation, which readImage applies (the header's size is before it).
  const { width, height } = (await image.metadata()).autoOrient
  // Three bytes a pixel whatever came in (grey, CMYK, 16-bit); a transparent upload is seen over
  // white, as a viewer would see it.
  const rgbBytes = await encode(
    image.flatten({ background: '#ffffff' }).toColourspace('srgb').raw({ depth: 'uchar' }),
  )
  const raw = { raw: { width, height, channels: 3 as const } }
  const small = await sharp(rgbBytes, raw).resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' }).raw().toBuffer()
  const probability = await subjectProbability(small)

  const scale = Math.min(1, REFINE_MAX_SIDE / Math.max(width, height))
  const workWidth = Math.max(1, Math.round(width * scale))
  const workHeight = Math.max(1, Math.round(height * scale))
  const coarse = await sharp(toBytes(probability), {
    raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 },
  })
    .resize(workWidth, workHeight, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  const grey = await sharp(rgbBytes, raw)
    .resize(workWidth, workHeight, { fit: 'fill' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer()
  const radius = Math.max(
    2,
    Math.round((REFINE_RADIUS_AT_MAX * Math.max(workWidth, workHeight)) / REFINE_MAX_SIDE),
  )
  const refined = guidedFilter(
    toUnit(grey, FIRST_FREE_SLOT),
    toUnit(coarse, FIRST_FREE_SLOT + 1),
    workWidth,
    workHeight,
    radius,
    REFINE_EPSILON,
  )
  const workAlpha = toBytes(refined)
  const alpha =
    scale === 1
      ? workAlpha
      : await sharp(workAlpha, { raw: { width: workWidth, height: workHeight, channels: 1 } })
          .resize(width, height, { fit: 'fill', kernel: 'linear' })
          .extractChannel(0)
          .raw()
          .toBuffer()

  const { coverage, box } = measureMask(alpha, width, height)
  if (coverage < MIN_COVERAGE) throw noPerson()
  const face = await findFace(rgbBytes, width, height, box)
  if (!face) throw noPerson()
  const png = await sharp(withAlpha(rgbBytes, alpha), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer()
  return { png, width, height, coverage, box, face }
}

const noPerson = () => new AppError('NO_PERSON_FOUND', personaMessages.noPersonFound)

/** Bytes as 0-1 floats, in a scratch plane of this thread. */
function toUnit(bytes: Uint8Array, slot: number): Float32Array {
  const unit = scratchPlane(slot, bytes.length)
  for (let i = 0; i < bytes.length; i++) unit[i] = (bytes[i] as number) / 255
  return unit
}

/** 0-1 floats as bytes, clamped. */
function toBytes(unit: Float32Array): Buffer {
  const bytes = Buffer.allocUnsafe(unit.length)
  for (let i = 0; i < unit.length; i++)
    bytes[i] = Math.round(Math.min(1, Math.max(0, unit[i] as number)) * 255)
  return bytes
}

/**
 * RGB plus alpha, interleaved. Fully transparent pixels are stored black: they are never seen, and
 * the PNG is about a third smaller without the background's detail.
 */
function withAlpha(rgb: Uint8Array, alpha: Uint8Array): Buffer {
  const rgba = Buffer.alloc(alpha.length * 4)
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i] as number
    rgba[i * 4 + 3] = a
    if (a === 0) continue
    rgba[i * 4] = rgb[i * 3] as number
    rgba[i * 4 + 1] = rgb[i * 3 + 1] as number
    rgba[i * 4 + 2] = rgb[i * 3 + 2] as number
  }
  return rgba
}
