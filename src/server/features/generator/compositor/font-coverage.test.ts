import { describe, expect, it } from 'vitest'
import { decodeRanges, undrawableCharacters } from '#shared/generator/font-coverage.ts'
import { COVERED_RANGES_DATA } from '#shared/generator/font-coverage-data.ts'
import { coverageFromPackages, encodeRanges } from './font-coverage-source.ts'

describe('font coverage', () => {
  it('the shared ranges are exactly what the bundled packages declare', () => {
    // On a font change, regenerate font-coverage-data.ts with encodeRanges(coverageFromPackages()).
    const fromPackages = coverageFromPackages()
    expect(decodeRanges(COVERED_RANGES_DATA)).toEqual(fromPackages)
    expect(decodeRanges(encodeRanges(fromPackages))).toEqual(fromPackages)
  })

  it('titles in every bundled script are drawable', () => {
    const titles = [
      'Bánh mì Sài Gòn',
      'Привет Ελλάδα',
      'مرحبا שלום',
      'iPhone 17 का सच',
      'সেরা சிறந்த',
      'ไทย 東京 한국 这个 這個',
      'Wow! 😱🔥',
    ]
    for (const title of titles) expect(undrawableCharacters(title), title).toEqual([])
  })

  it('names a keycap emoji, which would be drawn as an empty frame, once', () => {
    expect(undrawableCharacters('Top 1️⃣ and 1️⃣ then #️⃣')).toEqual(['1️⃣', '#️⃣'])
  })

  it('names each uncovered character once: Linear B, cuneiform, an unassigned code point', () => {
    expect(undrawableCharacters('A𐀀B𒀀𐀀\u{50000}')).toEqual(['𐀀', '𒀀', '\u{50000}'])
  })
})
