import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { inRanges, parseRanges } from '#shared/generator/font-ranges.ts'
import { woff2Coverage } from './woff2-cmap.ts'

const require = createRequire(import.meta.url)
const has = (file: string, text: string) => {
  const ranges = woff2Coverage(require.resolve(file))
  return [...text].map((ch) => inRanges(ranges, ch.codePointAt(0) as number))
}

describe('a WOFF2 font’s own character map', () => {
  it('the emoji font maps emoji and the parts of their sequences, and no letters', () => {
    expect(has('twemoji-colr-font/twemoji.woff2', '😱👍🏽🇩🇪\u200d\ufe0f')).toEqual(Array(7).fill(true))
    expect(has('twemoji-colr-font/twemoji.woff2', 'Aж')).toEqual([false, false])
  })

  it('agrees with what an @fontsource slice declares for itself', () => {
    const declared = parseRanges(require('@fontsource/noto-sans-thai/unicode.json').thai as string)
    const file = '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-900-normal.woff2'
    const mapped = woff2Coverage(require.resolve(file))
    for (const ch of 'เที่ยวไทย') expect(inRanges(mapped, ch.codePointAt(0) as number), ch).toBe(true)
    // Every character the file maps lies in what the package declares for it.
    const thaiMapped = mapped.filter(([from]) => from >= 0x0e00 && from <= 0x0e7f)
    expect(thaiMapped.length).toBeGreaterThan(0)
    for (const [from, to] of thaiMapped) expect(inRanges(declared, from) && inRanges(declared, to)).toBe(true)
  })

  it('refuses a file that is not WOFF2', () => {
    expect(() => woff2Coverage(require.resolve('twemoji-colr-font/package.json'))).toThrow('not a WOFF2 font')
  })
})
