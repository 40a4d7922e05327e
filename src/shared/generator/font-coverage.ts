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
  return [...new Set(text)].filter((ch) => !inRanges(ranges, ch.codePointAt(0) as number))
}
