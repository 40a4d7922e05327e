import sharp from 'sharp'

export interface HueCounts {
  /** Pixels sampled. */
  total: number
  /** Pixels with a visible colour (saturation and brightness above a floor). */
  colourful: number
  /** Share of all pixels that are colourful with a hue in [from, to] degrees; (0, 360): all colourful. */
  share(from: number, to: number): number
  /** Mean saturation of the colourful pixels (0..1). */
  meanSaturation: number
}

/**
 * Counts a picture's colours at 320 px wide: each pixel's HSV hue, kept when its saturation and
 * value are at least 0.2 and 0.15, so near-greys and near-blacks (which have no meaningful hue)
 * do not count for any colour.
 */
export async function hueCounts(image: Buffer): Promise<HueCounts> {
  const pixels = await sharp(image).resize(320).removeAlpha().raw().toBuffer()
  const hues: number[] = []
  let saturationSum = 0
  for (let i = 0; i < pixels.length; i += 3) {
    const r = (pixels[i] ?? 0) / 255
    const g = (pixels[i + 1] ?? 0) / 255
    const b = (pixels[i + 2] ?? 0) / 255
    const max = Math.max(r, g, b)
    const delta = max - Math.min(r, g, b)
    const saturation = max === 0 ? 0 : delta / max
    if (saturation < 0.2 || max < 0.15) continue
    const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4
    hues.push((sector * 60 + 360) % 360)
    saturationSum += saturation
  }
  const total = pixels.length / 3
  return {
    total,
    colourful: hues.length,
    share: (from, to) => hues.filter((hue) => hue >= from && hue <= to).length / total,
    meanSaturation: hues.length ? saturationSum / hues.length : 0,
  }
}
