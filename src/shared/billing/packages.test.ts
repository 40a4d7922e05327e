import { describe, expect, it } from 'vitest'
import { formatUsd, packageBullets } from './packages.ts'

describe('package bullets', () => {
  it('keeps the non-blank point fields in key order, whatever order they were stored in', () => {
    expect(packageBullets({ pointThree: 'c', pointOne: 'a', pointTwo: '  ', pointTen: 'j' })).toEqual([
      'a',
      'c',
      'j',
    ])
  })

  it('formats cents as USD with two decimals', () => {
    expect(formatUsd(1900)).toBe('$19.00')
    expect(formatUsd(5)).toBe('$0.05')
  })
})
