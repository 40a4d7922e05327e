import { RTL_LETTER as RTL } from '#shared/generator/layouts.ts'

/**
 * Direction of a title and the visual order of its words. The title is drawn word by word (each
 * in its own colour, a little wider apart than the font's space), so the order of the words on a
 * mixed line ('أفضل iPhone 17') is ours to set: this is the Unicode bidi algorithm at the level
 * of whole words. Inside one word Skia resolves the order itself (given the line's direction).
 */

export type Direction = 'ltr' | 'rtl'
type WordClass = Direction | 'number' | 'neutral'

const STRONG = /[\p{L}\p{M}]/u
const STRONG_CHARS = /[\p{L}]/gu
const DIGIT = /\p{Nd}/u

/** The direction of the first letter of `text` (left to right without any). */
export function baseDirection(text: string): Direction {
  for (const [ch] of text.matchAll(STRONG_CHARS)) return RTL.test(ch) ? 'rtl' : 'ltr'
  return 'ltr'
}

export const isRtl = (text: string) => baseDirection(text) === 'rtl'

function classOf(word: string): WordClass {
  for (const ch of word) {
    if (RTL.test(ch)) return 'rtl'
    if (STRONG.test(ch)) return 'ltr'
  }
  return DIGIT.test(word) ? 'number' : 'neutral'
}

/**
 * The indices of `words` from left to right on the line, for a paragraph of direction `base`.
 * Numbers keep their own left-to-right order and sit with the words around them; punctuation-only
 * words join the direction on both sides of them, or the line's.
 */
export function visualOrder(words: readonly string[], base: Direction): number[] {
  const classes = words.map(classOf)
  // W7: a number after left-to-right text (or at the start of a left-to-right line) is left to right.
  let strong: Direction = base
  const resolved = classes.map((c) => {
    if (c === 'ltr' || c === 'rtl') strong = c
    return c === 'number' && strong === 'ltr' ? 'ltr' : c
  })
  // N1/N2: neutrals between two of one direction take it (numbers count as right to left), else the base.
  const sideOf = (c: WordClass): Direction | null => (c === 'neutral' ? null : c === 'ltr' ? 'ltr' : 'rtl')
  const levels = resolved.map((c, i) => {
    let kind = c
    if (c === 'neutral') {
      const before = resolved.slice(0, i).reverse().map(sideOf).find(Boolean) ?? base
      const after =
        resolved
          .slice(i + 1)
          .map(sideOf)
          .find(Boolean) ?? base
      kind = before === after ? before : base
    }
    const baseLevel = base === 'rtl' ? 1 : 0
    if (kind === 'number') return baseLevel + (baseLevel === 1 ? 1 : 2)
    if (kind === 'rtl') return 1
    return baseLevel === 1 ? 2 : 0
  })
  // L2: from the highest level down to the lowest odd one, reverse every run at that level or higher.
  const order = words.map((_, i) => i)
  const highest = Math.max(0, ...levels)
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1)
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    let i = 0
    while (i < order.length) {
      if ((levels[order[i] as number] ?? 0) < level) {
        i++
        continue
      }
      let j = i
      while (j < order.length && (levels[order[j] as number] ?? 0) >= level) j++
      order.splice(i, j - i, ...order.slice(i, j).reverse())
      i = j
    }
  }
  return order
}
