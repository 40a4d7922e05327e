/**
 * Float planes reused by every call on this thread (an image thread runs one task at a time, and
 * these functions are synchronous). A 1024×768 cut-out needs a dozen 3 MB planes: allocated per
 * call, they kept V8's collector threads busy, and those run at the server's priority rather
 * than the image thread's lowered one, beside the event loop.
 */
const planes: Float32Array[] = []

/** Scratch plane `slot` of `size` floats; its contents are whatever the last user left. */
export function scratchPlane(slot: number, size: number): Float32Array {
  let plane = planes[slot]
  if (!plane || plane.length < size) {
    plane = new Float32Array(size)
    planes[slot] = plane
  }
  return plane.length === size ? plane : plane.subarray(0, size)
}

// Slots 0-9 belong to this module; callers may use 10 and up for their own planes.
const ROWS = 0
const GUIDE_TIMES_INPUT = 1
const GUIDE_SQUARED = 2
const MEAN_GUIDE = 3
const MEAN_INPUT = 4
const MEAN_GUIDE_INPUT = 5
const MEAN_GUIDE_SQUARED = 6
const A = 7
const B = 8
const OUT = 9
export const FIRST_FREE_SLOT = 10

/**
 * The guided filter (He, Sun and Tang, 2010): it smooths `input` (the model's coarse mask) while
 * following the edges of `guide` (the photo in grey), so a mask made at 320×320 gets the photo's
 * own hair and shoulder lines when it is scaled up. Both are 0-1, row-major, width×height. The
 * answer is a scratch plane: read it before the next call on this thread.
 */
export function guidedFilter(
  guide: Float32Array,
  input: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
): Float32Array {
  const n = width * height
  const guideTimesInput = scratchPlane(GUIDE_TIMES_INPUT, n)
  const guideSquared = scratchPlane(GUIDE_SQUARED, n)
  for (let i = 0; i < n; i++) {
    const g = guide[i] as number
    guideTimesInput[i] = g * (input[i] as number)
    guideSquared[i] = g * g
  }
  const box = (values: Float32Array, slot: number) =>
    boxMean(values, width, height, radius, scratchPlane(slot, n))
  const meanGuide = box(guide, MEAN_GUIDE)
  const meanInput = box(input, MEAN_INPUT)
  const meanGuideInput = box(guideTimesInput, MEAN_GUIDE_INPUT)
  const meanGuideSquared = box(guideSquared, MEAN_GUIDE_SQUARED)
  const a = scratchPlane(A, n)
  const b = scratchPlane(B, n)
  for (let i = 0; i < n; i++) {
    const mg = meanGuide[i] as number
    const mi = meanInput[i] as number
    const covariance = (meanGuideInput[i] as number) - mg * mi
    const variance = (meanGuideSquared[i] as number) - mg * mg
    const ai = covariance / (variance + epsilon)
    a[i] = ai
    b[i] = mi - ai * mg
  }
  // The means of a and b go where the products were: those are no longer needed.
  const meanA = box(a, GUIDE_TIMES_INPUT)
  const meanB = box(b, GUIDE_SQUARED)
  const out = scratchPlane(OUT, n)
  for (let i = 0; i < n; i++) out[i] = (meanA[i] as number) * (guide[i] as number) + (meanB[i] as number)
  return out
}

/**
 * The mean over a (2·radius+1)² square around each pixel, edges clamped; two running sums. Writes
 * into `out` (a new plane when not given) and answers it.
 */
export function boxMean(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
  out: Float32Array = new Float32Array(width * height),
): Float32Array {
  const span = 2 * radius + 1
  const rows = scratchPlane(ROWS, width * height)
  const clampX = (x: number) => Math.min(width - 1, Math.max(0, x))
  const clampY = (y: number) => Math.min(height - 1, Math.max(0, y))
  for (let y = 0; y < height; y++) {
    const row = y * width
    let sum = 0
    for (let x = -radius; x <= radius; x++) sum += values[row + clampX(x)] as number
    for (let x = 0; x < width; x++) {
      rows[row + x] = sum / span
      sum += (values[row + clampX(x + radius + 1)] as number) - (values[row + clampX(x - radius)] as number)
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0
    for (let y = -radius; y <= radius; y++) sum += rows[clampY(y) * width + x] as number
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / span
      sum +=
        (rows[clampY(y + radius + 1) * width + x] as number) -
        (rows[clampY(y - radius) * width + x] as number)
    }
  }
  return out
}
