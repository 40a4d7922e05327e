import sharp from 'sharp'

/**
 * The difference hash (dHash) of an image: shrunk to 9×8 in grey, each bit says whether a pixel is
 * brighter than its right neighbour. Two pictures a viewer would call 'the same' differ in a few of
 * the 64 bits; different compositions in 20 or more.
 */
export async function dHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer()
  let hash = 0n
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0
      const right = pixels[y * 9 + x + 1] ?? 0
      hash = (hash << 1n) | (left > right ? 1n : 0n)
    }
  }
  return hash
}

/** How many of the 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let diff = a ^ b
  let count = 0
  while (diff) {
    count += Number(diff & 1n)
    diff >>= 1n
  }
  return count
}

/** The distance between every pair, e.g. the variants of one run. */
export async function pairwiseDistances(images: Buffer[]): Promise<number[]> {
  const hashes = await Promise.all(images.map(dHash))
  const distances: number[] = []
  for (let i = 0; i < hashes.length; i++) {
    for (let j = i + 1; j < hashes.length; j++) distances.push(hashDistance(hashes[i] ?? 0n, hashes[j] ?? 0n))
  }
  return distances
}
