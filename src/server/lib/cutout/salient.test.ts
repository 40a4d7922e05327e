import { describe, expect, it } from 'vitest'
import { saliencyMapSubject, salientFromMap } from './salient.ts'

/** A dark 96×54 RGBA picture with one bright disc centred at (cx, cy) pixels, radius r. */
function disc(cx: number, cy: number, r: number, width = 96, height = 54) {
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const inside = (x - cx) ** 2 + (y - cy) ** 2 <= r * r
      rgba.set(inside ? [255, 200, 120, 255] : [14, 16, 24, 255], i)
    }
  }
  return rgba
}

describe('saliencyMapSubject', () => {
  it('finds a bright disc on a dark field, on the left and on the right', () => {
    for (const cx of [22, 74]) {
      const { box, share } = saliencyMapSubject(disc(cx, 27, 15), 96, 54)
      expect(share).toBeGreaterThan(0.1)
      expect(box).not.toBeNull()
      const centre = (box?.x ?? 0) + (box?.w ?? 0) / 2
      expect(Math.abs(centre - cx / 96)).toBeLessThan(0.05)
      expect(box?.w).toBeGreaterThan(0.25)
      expect(box?.w).toBeLessThan(0.4)
    }
  })

  it('finds nothing on a flat picture', () => {
    expect(saliencyMapSubject(disc(-100, -100, 1), 96, 54)).toEqual({ box: null, share: 0 })
  })
})

describe('salientFromMap', () => {
  it('keeps a stray pixel from stretching the box', () => {
    const map = new Float32Array(100 * 100)
    for (let y = 40; y < 60; y++) for (let x = 40; x < 60; x++) map[y * 100 + x] = 1
    map[0] = 1
    expect(salientFromMap(map, 100, 100, 0.5).box).toEqual({ x: 0.4, y: 0.4, w: 0.2, h: 0.2 })
  })
})
