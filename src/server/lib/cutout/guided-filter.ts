/**
 * The guided filter (He, Sun and Tang, 2010): it smooths `input` (the model's coarse mask) while
 * following the edges of `guide` (the photo in grey), so a mask made at 320×320 gets the photo's
 * own hair and shoulder lines when it is scaled up. Both are 0-1, row-major, width×height.
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
  const guideTimesInput = new Float32Array(n)
  const guideSquared = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const g = guide[i] as number
    guideTimesInput[i] = g * (input[i] as number)
    guideSquared[i] = g * g
  }
  const box = (values: Float32Array) => boxMean(values, width, height, radius)
  const meanGuide = box(guide)
  const meanInput = box(input)
  const meanGuideInput = box(guideTimesInput)
  const meanGuideSquared = box(guideSquared)
  const a = new Float32Array(n)
  const b = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const mg = meanGuide[i] as number
    const mi = meanInput[i] as number
    const covariance = (meanGuideInput[i] as number) - mg * mi
    const variance = (meanGuideSquared[i] as number) - mg * mg
    a[i] = covariance / (variance + epsilon)
    b[i] = mi - (a[i] as number) * mg
  }
  const meanA = box(a)
  const meanB = box(b)
  const out = new Float32Array(n)
  for (let i = 0; i < n; i++) out[i] = (meanA[i] as number) * (guide[i] as number) + (meanB[i] as number)
  return out
}

/** The mean over a (2·radius+1)² square around each pixel, edges clamped; two running sums. */
export function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const span = 2 * radius + 1
  const rows = new Float32Array(width * height)
  const out = new Float32Array(width * height)
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
