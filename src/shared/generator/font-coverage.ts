import { COVERED_RANGES_DATA } from './font-coverage-data.ts'
import { inRanges, type Ranges } from './font-ranges.ts'

/** Reads `encodeRanges`' form: each range as base-36 'gap.span' from the end of the one before. */
export function decodeRanges(data: string): Ranges {
  let end = -1
  return data.split(',').map((part) => {
    const [gap = '0', span = '0'] = part.split('.')
    const from = end + 1 + Number.parseInt(gap, 36)
    end = from + Number.parseInt(span, 36)
    return [from, end]
  })
}

let covered: Ranges | undefined

/**
 * The characters of `text` that no bundled face covers, each once, in order. The server refuses a
 * title holding any (so nothing is sold that would be drawn as a box or in a host's font), and the
 * form says the same before the request.
 */
export function undrawableCharacters(text: string): string[] {
  covered ??= decodeRanges(COVERED_RANGES_DATA)
  const ranges = covered
  const characters = [...new Set(text)].filter((ch) => !inRanges(ranges, ch.codePointAt(0) as number))
  return [...keycaps(text), ...characters]
}

/** The combining enclosing keycap, which makes 1️⃣ or #️⃣ of the character before it. */
const KEYCAP = '\u20E3'

/**
 * Keycap emoji, each once. Their characters are all covered (a CJK face has U+20E3), but the
 * colour emoji font has no keycap glyphs, so the sequence would be drawn as an empty frame.
 */
function keycaps(text: string): string[] {
  if (!text.includes(KEYCAP)) return []
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)
  return [...new Set([...graphemes].map((part) => part.segment).filter((part) => part.includes(KEYCAP)))]
}
