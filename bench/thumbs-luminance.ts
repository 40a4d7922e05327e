// `thumbs.meanLuminanceSpread` (issue 27): how far apart in lightness the offline thumbnails of the
// bench's fixtures are, and how many of them are light pictures. Offline pictures were all dark
// (0.17–0.31); at least a quarter must now reach 0.5.
import sharp from 'sharp'

/** A light picture's mean luminance reaches this (0..1). */
export const LIGHT_MEAN = 0.5

/** Mean luminance (0..1): the mean of the picture's grey (sharp's Rec. 709 greyscale) over 255. */
export async function meanLuminance(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).greyscale().stats()
  return (channels[0]?.mean ?? 0) / 255
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** The spread (max − min) of the thumbnails' mean luminance, its ends, and the share of light ones. */
export async function meanLuminanceSpread(images: Buffer[]) {
  const means = await Promise.all(images.map(meanLuminance))
  const min = means.length ? Math.min(...means) : 0
  const max = means.length ? Math.max(...means) : 0
  return {
    spread: round(max - min),
    min: round(min),
    max: round(max),
    lightShare: round(means.filter((mean) => mean >= LIGHT_MEAN).length / Math.max(1, means.length)),
    target: { lightShare: 0.25 },
  }
}
