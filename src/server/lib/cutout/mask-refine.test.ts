import { describe, expect, it } from 'vitest'
import { boxMean, guidedFilter } from './guided-filter.ts'
import { measureMask } from './mask-measure.ts'

describe('measureMask', () => {
  it('answers the opaque share and the box around alpha at or above half', () => {
    const width = 10
    const height = 8
    const alpha = new Uint8Array(width * height)
    for (let y = 2; y <= 5; y++) for (let x = 3; x <= 7; x++) alpha[y * width + x] = 200
    alpha[0] = 127 // under half: not the person
    expect(measureMask(alpha, width, height)).toEqual({ coverage: 20 / 80, box: { x: 3, y: 2, w: 5, h: 4 } })
  })

  it('answers no box and no coverage for an empty mask', () => {
    expect(measureMask(new Uint8Array(12), 4, 3)).toEqual({ coverage: 0, box: null })
  })
})

describe('guidedFilter', () => {
  it('box means a constant to itself, edges included', () => {
    const out = boxMean(new Float32Array(30).fill(0.25), 6, 5, 2)
    for (const value of out) expect(value).toBeCloseTo(0.25, 6)
  })

  it("moves a blurred mask's edge onto the guide's edge", () => {
    // The guide steps from dark to light at x = 10; the coarse mask ramps over x = 6..13.
    const width = 20
    const height = 4
    const guide = new Float32Array(width * height)
    const coarse = new Float32Array(width * height)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        guide[y * width + x] = x >= 10 ? 0.9 : 0.1
        coarse[y * width + x] = Math.min(1, Math.max(0, (x - 6) / 7))
      }
    }
    const refined = guidedFilter(guide, coarse, width, height, 3, 1e-4)
    const at = (x: number) => refined[width + x] as number
    expect(at(8)).toBeLessThan(coarse[width + 8] as number)
    expect(at(11)).toBeGreaterThan(coarse[width + 11] as number)
    expect(at(9) < 0.5 && at(10) > 0.5).toBe(true)
  })
})
