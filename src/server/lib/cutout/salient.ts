import type { Salient } from '#shared/generator/layout-around.ts'
import { MODEL_SIZE, subjectProbability } from './u2netp.ts'

/** Below this share of the frame nothing stands out (a speck, or the model's noise). */
const MIN_SHARE = 0.01
/** A stray pixel or two must not stretch the box: it spans the middle 96% of the subject's pixels. */
const TRIM = 0.02

const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * The subject's box (fractions of the frame) and share, from a per-pixel subject map: pixels at or
 * above `threshold` are the subject.
 */
export function salientFromMap(
  map: ArrayLike<number>,
  width: number,
  height: number,
  threshold: number,
): Salient {
  const columns = new Array<number>(width).fill(0)
  const rows = new Array<number>(height).fill(0)
  let count = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((map[y * width + x] as number) < threshold) continue
      columns[x] = (columns[x] as number) + 1
      rows[y] = (rows[y] as number) + 1
      count++
    }
  }
  const share = count / (width * height)
  if (share < MIN_SHARE) return { box: null, share: round(share) }
  const [x0, x1] = span(columns, count)
  const [y0, y1] = span(rows, count)
  return {
    box: {
      x: round(x0 / width),
      y: round(y0 / height),
      w: round((x1 - x0) / width),
      h: round((y1 - y0) / height),
    },
    share: round(share),
  }
}

/** The first and one-past-last index holding the middle (1 - 2·TRIM) of a histogram's mass. */
function span(histogram: number[], total: number): [number, number] {
  const cut = total * TRIM
  let seen = 0
  let first = 0
  while (first < histogram.length - 1 && seen + (histogram[first] as number) <= cut)
    seen += histogram[first++] as number
  seen = 0
  let last = histogram.length - 1
  while (last > first && seen + (histogram[last] as number) <= cut) seen += histogram[last--] as number
  return [first, last + 1]
}

/**
 * The background's salient subject by u2netp (the salient-object model the cut-out uses), read at
 * the model's 320×320: for a model's background, where a call already takes seconds. Runs on an
 * image thread (`images.run(owner, 'salientSubject', bytes)`).
 */
export async function findSalientSubject(picture: Uint8Array): Promise<Salient> {
  const { default: sharp } = await import('sharp')
  const rgb = await sharp(picture)
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer()
  return salientFromMap(await subjectProbability(rgb), MODEL_SIZE, MODEL_SIZE, 0.5)
}

/**
 * A frequency-tuned saliency map (Achanta et al., CVPR 2009): each pixel's colour distance, in
 * Lab, from the picture's mean colour, after a small blur; pixels past twice the mean distance are
 * the subject. About 5 ms of CPU with the 96×54 sample drawn from a 720p frame, so the offline
 * renderer's every picture can afford it (u2netp costs about 500 ms of CPU; `npm run bench`).
 */
export function saliencyMapSubject(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Salient {
  const pixels = width * height
  const lab = new Float32Array(pixels * 3)
  const mean = [0, 0, 0]
  for (let i = 0; i < pixels; i++) {
    const [l, a, b] = toLab(rgba[i * 4] as number, rgba[i * 4 + 1] as number, rgba[i * 4 + 2] as number)
    lab[i * 3] = l
    lab[i * 3 + 1] = a
    lab[i * 3 + 2] = b
    mean[0] = (mean[0] as number) + l / pixels
    mean[1] = (mean[1] as number) + a / pixels
    mean[2] = (mean[2] as number) + b / pixels
  }
  const distance = new Float32Array(pixels)
  let total = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A 3×3 blur, clamped at the edges: the map is of regions, not of texture.
      const sum = [0, 0, 0]
      let n = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(width - 1, Math.max(0, x + dx))
          const yy = Math.min(height - 1, Math.max(0, y + dy))
          const j = (yy * width + xx) * 3
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (lab[j + c] as number)
          n++
        }
      }
      const d = Math.hypot(
        (sum[0] as number) / n - (mean[0] as number),
        (sum[1] as number) / n - (mean[1] as number),
        (sum[2] as number) / n - (mean[2] as number),
      )
      distance[y * width + x] = d
      total += d
    }
  }
  // A flat picture has nothing salient: every distance is near zero.
  const threshold = Math.max(8, (2 * total) / pixels)
  return salientFromMap(distance, width, height, threshold)
}

function toLab(r: number, g: number, b: number): [number, number, number] {
  const linear = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)]
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.9505
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.089
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}
