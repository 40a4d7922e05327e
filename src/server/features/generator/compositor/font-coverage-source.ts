import { createRequire } from 'node:module'
import { type FontFace, SUBTITLE_FACES, TITLE_FACES } from '#shared/generator/font-faces.ts'
import { mergeRanges, parseRanges, type Ranges } from '#shared/generator/font-ranges.ts'
import { SERVER_FONTS } from './server-fonts.ts'
import { woff2Coverage } from './woff2-cmap.ts'

const require = createRequire(import.meta.url)

/** The ranges each subset of `face` declares in its unicode.json (vendored with its files; a whole file: its cmap). */
export function declaredSubsets(face: FontFace): { key: string; ranges: Ranges }[] {
  if (face.file) return [{ key: 'whole', ranges: woff2Coverage(require.resolve(face.file)) }]
  const declared = require(`${SERVER_FONTS}/${face.pkg}/unicode.json`) as Record<string, string>
  return Object.entries(declared)
    .filter(([key]) => !face.subsets || face.subsets.includes(key))
    .map(([key, ranges]) => ({ key, ranges: parseRanges(ranges) }))
}

/** Every code point a title or subtitle face declares, merged: what `COVERED_RANGES` must equal. */
export function coverageFromPackages(): Ranges {
  const faces = [...new Set([...TITLE_FACES, ...SUBTITLE_FACES])]
  return mergeRanges(faces.flatMap((face) => declaredSubsets(face).flatMap((s) => s.ranges)))
}

/** Each range as base-36 'gap.span' from the end of the one before (`decodeRanges` reads it). */
export function encodeRanges(ranges: Ranges): string {
  let end = -1
  return ranges
    .map(([from, to]) => {
      const part = `${(from - end - 1).toString(36)}.${(to - from).toString(36)}`
      end = to
      return part
    })
    .join(',')
}
