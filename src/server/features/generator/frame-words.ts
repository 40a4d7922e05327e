import type { Box } from '#shared/generator/layouts.ts'

/**
 * A layout's boxes in the words a person would brief an illustrator with ('the left two-thirds of
 * the frame'). Image models follow plain positions far better than numbers or coordinates, and a
 * named fraction better than a percentage, so the common fractions get their names.
 */

const NAMED_FRACTIONS: readonly [number, string][] = [
  [1 / 4, 'quarter'],
  [1 / 3, 'third'],
  [1 / 2, 'half'],
  [2 / 3, 'two-thirds'],
  [3 / 4, 'three-quarters'],
]
// Within this of a named fraction the name is used: 0.36 and 0.3 are both 'a third' to the eye.
const NAME_TOLERANCE = 0.04
// A box this close to an edge is read as starting at it (the layouts keep a 3-5% margin, and a
// centred text box a little more).
const EDGE = 0.18

/** 0.66 → 'two-thirds', 0.4 → '40%': a named fraction when one is close, else the nearest 5%. */
export function fractionWords(fraction: number): string {
  for (const [value, name] of NAMED_FRACTIONS) {
    if (Math.abs(fraction - value) <= NAME_TOLERANCE) return name
  }
  return `${Math.round(fraction * 20) * 5}%`
}

/** The fraction as an amount: 'a third', 'half', '40%'. */
const amountOf = (fraction: number) => {
  const words = fractionWords(fraction)
  return words === 'third' || words === 'quarter' ? `a ${words}` : words
}

type Side = 'start' | 'end' | 'middle' | 'all'

function sideOf(start: number, size: number): Side {
  const atStart = start <= EDGE
  const atEnd = start + size >= 1 - EDGE
  return atStart && atEnd ? 'all' : atStart ? 'start' : atEnd ? 'end' : 'middle'
}

const HORIZONTAL = { start: 'left', end: 'right', middle: 'centre', all: 'centre' } as const
const VERTICAL = { start: 'top', end: 'bottom', middle: 'middle', all: 'middle' } as const

/**
 * Where a box sits, in words: a column ('the right 40% of the frame'), a band ('the top half of
 * the frame'), an area ('the bottom-right area of the frame, about 45% of its width and half of
 * its height'), or most of the frame. With no box: the model is told it has no fixed place.
 */
export function describeArea(box: Box | null): string {
  if (!box) return 'wherever suits the scene'
  const across = sideOf(box.x, box.w)
  const down = sideOf(box.y, box.h)
  if (across === 'all' && down === 'all') return 'most of the frame, around its centre'
  if (down === 'all') {
    return across === 'middle'
      ? `a column down the centre of the frame, ${amountOf(box.w)} of its width`
      : `the ${HORIZONTAL[across]} ${fractionWords(box.w)} of the frame`
  }
  if (across === 'all') {
    return down === 'middle'
      ? `a band across the middle of the frame, ${amountOf(box.h)} of its height`
      : `the ${VERTICAL[down]} ${fractionWords(box.h)} of the frame`
  }
  const area = down === 'middle' && across === 'middle' ? 'centre' : `${VERTICAL[down]}-${HORIZONTAL[across]}`
  return `the ${area} area of the frame, about ${amountOf(box.w)} of its width and ${amountOf(box.h)} of its height`
}
