import { describe, expect, it } from 'vitest'
import {
  cropFromTexts,
  cropTexts,
  MIN_SIDE,
  moveCrop,
  resizeCrop,
  WHOLE_PHOTO,
} from '#web/features/personas/lib/crop.ts'

const box = { x: 0.2, y: 0.2, w: 0.5, h: 0.4 }

describe('the re-crop rectangle', () => {
  it('moves, and stops at the photo edges without changing size', () => {
    expect(moveCrop(box, 0.1, -0.1)).toEqual({ x: 0.30000000000000004, y: 0.1, w: 0.5, h: 0.4 })
    expect(moveCrop(box, 1, 1)).toEqual({ x: 0.5, y: 0.6, w: 0.5, h: 0.4 })
    expect(moveCrop(box, -1, -1)).toEqual({ x: 0, y: 0, w: 0.5, h: 0.4 })
  })

  it('resizes from a corner, keeping the opposite corner, inside the photo and never below the minimum', () => {
    const grown = resizeCrop(box, 'se', 0.5, 0.5)
    expect(grown.x).toBe(0.2)
    expect(grown.x + grown.w).toBe(1)
    expect(grown.y + grown.h).toBe(1)
    const fromTopLeft = resizeCrop(box, 'nw', -0.5, -0.5)
    expect(fromTopLeft).toMatchObject({ x: 0, y: 0 })
    expect(fromTopLeft.x + fromTopLeft.w).toBeCloseTo(0.7)
    const squashed = resizeCrop(box, 'ne', -1, 1)
    expect(squashed.w).toBeCloseTo(MIN_SIDE)
    expect(squashed.h).toBeCloseTo(MIN_SIDE)
    expect(squashed.x).toBe(0.2)
  })

  it('shows percentages and reads typed ones back as fractions', () => {
    expect(cropTexts({ x: 0.1234, y: 0, w: 0.5, h: 1 })).toEqual({ x: '12.3', y: '0', w: '50', h: '100' })
    expect(cropFromTexts({ x: '12.5', y: '0', w: '', h: 'abc' })).toEqual({
      x: 0.125,
      y: 0,
      w: null,
      h: null,
    })
    expect(cropFromTexts(cropTexts(WHOLE_PHOTO))).toEqual(WHOLE_PHOTO)
  })
})
