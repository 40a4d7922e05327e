import { describe, expect, it } from 'vitest'
import { LAYOUTS, layoutById } from '#shared/generator/layouts.ts'
import { describeArea, fractionWords } from './frame-words.ts'

describe('boxes in words', () => {
  it('names the common fractions and rounds the others to 5%', () => {
    expect([0.66, 0.68, 0.5, 0.52, 0.36, 0.3, 0.26, 0.74].map(fractionWords)).toEqual([
      'two-thirds',
      'two-thirds',
      'half',
      'half',
      'third',
      'third',
      'quarter',
      'three-quarters',
    ])
    expect([0.4, 0.41, 0.44, 0.57, 0.8].map(fractionWords)).toEqual(['40%', '40%', '45%', '55%', '80%'])
  })

  it('says a full-height box is a column on its side, and a full-width one a band', () => {
    expect(describeArea({ x: 0.03, y: 0.05, w: 0.66, h: 0.8 })).toBe('the left two-thirds of the frame')
    expect(describeArea({ x: 0.6, y: 0.04, w: 0.4, h: 0.96 })).toBe('the right 40% of the frame')
    expect(describeArea({ x: 0.03, y: 0.04, w: 0.94, h: 0.52 })).toBe('the top half of the frame')
    expect(describeArea({ x: 0.04, y: 0.4, w: 0.92, h: 0.38 })).toBe(
      'a band across the middle of the frame, 40% of its height',
    )
    expect(describeArea({ x: 0.3, y: 0, w: 0.4, h: 1 })).toBe(
      'a column down the centre of the frame, 40% of its width',
    )
  })

  it('names the corner or side of a smaller box, with its size', () => {
    expect(describeArea({ x: 0.66, y: 0, w: 0.34, h: 0.56 })).toBe(
      'the top-right area of the frame, about a third of its width and 55% of its height',
    )
    expect(describeArea({ x: 0.22, y: 0.5, w: 0.56, h: 0.5 })).toBe(
      'the bottom-centre area of the frame, about 55% of its width and half of its height',
    )
    expect(describeArea({ x: 0.3, y: 0.3, w: 0.4, h: 0.4 })).toBe(
      'the centre area of the frame, about 40% of its width and 40% of its height',
    )
    expect(describeArea({ x: 0.07, y: 0.1, w: 0.86, h: 0.74 })).toBe('most of the frame, around its centre')
  })

  it("puts every layout's text box and subject box in different words", () => {
    for (const layout of LAYOUTS.filter((l) => l.subjectBox)) {
      expect(describeArea(layout.textBox), layout.id).not.toBe(describeArea(layout.subjectBox))
    }
    // Mirror images read as mirror images.
    expect(describeArea(layoutById('text-right').textBox)).toBe('the right two-thirds of the frame')
    expect(describeArea(layoutById('text-right').subjectBox)).toBe('the left 40% of the frame')
  })
})
