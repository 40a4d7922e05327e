/** Where a cut-out's person is: alpha at or above half counts as the person. */
export const OPAQUE_FROM = 128

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** The opaque fraction (0-1) of a one-byte-per-pixel alpha plane, and the box around it (null if none). */
export function measureMask(
  alpha: Uint8Array,
  width: number,
  height: number,
): { coverage: number; box: Box | null } {
  let opaque = 0
  let left = width
  let top = height
  let right = -1
  let bottom = -1
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      if ((alpha[row + x] as number) < OPAQUE_FROM) continue
      opaque++
      if (x < left) left = x
      if (x > right) right = x
      if (y < top) top = y
      bottom = y
    }
  }
  const box = right < 0 ? null : { x: left, y: top, w: right - left + 1, h: bottom - top + 1 }
  return { coverage: opaque / (width * height), box }
}
