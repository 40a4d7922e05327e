import sharp from 'sharp'

/** Raw RGB pixels of an image, resized (fill) to the given frame when one is given. */
export async function rgbPixels(image: Buffer, frame?: { width: number; height: number }) {
  const pipeline = frame ? sharp(image).resize(frame.width, frame.height, { fit: 'fill' }) : sharp(image)
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The mean absolute difference per channel (0-255) between two images of the same frame. */
export async function meanDifference(a: Buffer, b: Buffer, frame: { width: number; height: number }) {
  const [left, right] = await Promise.all([rgbPixels(a, frame), rgbPixels(b, frame)])
  let sum = 0
  for (let i = 0; i < left.data.length; i++) sum += Math.abs((left.data[i] ?? 0) - (right.data[i] ?? 0))
  return sum / left.data.length
}

/** A 64-bit difference hash: 9×8 grey, each bit says whether a pixel is brighter than its right neighbour. */
export async function dHash(image: Buffer): Promise<boolean[]> {
  const { data } = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer({
    resolveWithObject: true,
  })
  const bits: boolean[] = []
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) bits.push((data[row * 9 + col] ?? 0) > (data[row * 9 + col + 1] ?? 0))
  }
  return bits
}

/** How many of the 64 dHash bits differ (0: alike, 32: unrelated). */
export async function dHashDistance(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([dHash(a), dHash(b)])
  return left.filter((bit, i) => bit !== right[i]).length
}
