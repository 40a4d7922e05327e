import { describe, expect, it } from 'vitest'
import { summarizeTest, twoProportionPValue, type VariantFigures, wilsonInterval } from './stats.ts'

// Expected values were computed independently (Python 3, math.sqrt, z = 1.959963984540054) from
// Wilson's formula as Newcombe (1998, Statistics in Medicine 17:857, method 3) gives it:
// centre = (p + z²/2n)/(1 + z²/n), half-width = z/(1 + z²/n)·√(p(1−p)/n + z²/4n²).
// 81/263 is the often-quoted worked example (0.2553–0.3662 at 4 places).
describe('wilsonInterval: the 95% interval around a CTR', () => {
  it.each([
    [0, 10, 0, 0.2775328],
    [5, 10, 0.2365931, 0.7634069],
    [10, 10, 0.7224672, 1],
    [81, 263, 0.2552885, 0.3662096],
  ])('%i clicks of %i impressions', (clicks, impressions, low, high) => {
    const interval = wilsonInterval(clicks, impressions)
    expect(interval.low).toBeCloseTo(low, 6)
    expect(interval.high).toBeCloseTo(high, 6)
  })

  it('knows nothing with no impressions: the whole range', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 })
  })
})

describe('twoProportionPValue: pooled two-proportion z-test, two-sided', () => {
  it('matches independently computed p-values', () => {
    expect(twoProportionPValue(100, 2000, 60, 2000)).toBeCloseTo(0.0012488, 6)
    expect(twoProportionPValue(250, 5000, 205, 5000)).toBeCloseTo(0.0308246, 6)
    expect(twoProportionPValue(60, 1500, 62, 1500)).toBeCloseTo(0.8533314, 6)
  })

  it('finds no difference between identical extremes, and no test without impressions', () => {
    expect(twoProportionPValue(0, 1000, 0, 1000)).toBe(1)
    expect(twoProportionPValue(5, 10, 0, 0)).toBeNull()
  })
})

const variant = (impressions: number, clicks: number, watchTimeSeconds = 0): VariantFigures => ({
  impressions,
  clicks,
  views: clicks,
  watchTimeSeconds,
})

describe('summarizeTest: the verdict a creator sees', () => {
  it('declares a clear winner: 5.0% against 3.0% over 2,000 impressions each', () => {
    const result = summarizeTest([variant(2000, 60), variant(2000, 100, 50_000)])
    expect(result.verdict).toEqual({ kind: 'winner', winner: 1 })
    expect(result.testUsed).toBe('two-proportion z-test, 95%')
    expect(result.comparisons).toEqual([
      { variant: 0, pValue: expect.closeTo(0.0012488, 6), significant: true },
    ])
    expect(result.variants[1]?.ctr).toBe(0.05)
    expect(result.variants[1]?.watchTimePerImpression).toBe(25)
  })

  it('calls a near tie "no clear winner", even though one CTR is a little higher', () => {
    const result = summarizeTest([variant(1500, 60), variant(1500, 62)])
    expect(result.leader).toBe(1)
    expect(result.verdict).toEqual({ kind: 'no-clear-winner' })
  })

  it('waits for enough impressions even when the gap looks large, and says how many more', () => {
    const result = summarizeTest([variant(800, 80), variant(1200, 12)])
    expect(result.verdict).toEqual({ kind: 'not-enough-impressions', moreImpressionsNeeded: [200, 0] })
  })

  it('lets the creator set the minimum', () => {
    const result = summarizeTest([variant(800, 80), variant(1200, 12)], { minImpressions: 500 })
    expect(result.verdict).toEqual({ kind: 'winner', winner: 0 })
  })

  it('with 3 variants, Bonferroni turns p = 0.031 from significant into not', () => {
    const a = variant(5000, 250)
    const b = variant(5000, 205)
    // Alone, A against B passes at 95% …
    expect(summarizeTest([a, b]).verdict).toEqual({ kind: 'winner', winner: 0 })
    // … but beside C, each comparison must pass at 0.05 / 2 = 0.025, and 0.031 does not.
    const result = summarizeTest([a, b, variant(5000, 150)])
    expect(result.testUsed).toBe('two-proportion z-test, 95%, Bonferroni for 3 variants')
    expect(result.alphaPerComparison).toBeCloseTo(0.025, 12)
    expect(result.comparisons.map((c) => c.significant)).toEqual([false, true])
    expect(result.verdict).toEqual({ kind: 'no-clear-winner' })
  })

  it('with 3 variants, crowns the leader only when it beats both others', () => {
    const result = summarizeTest([variant(5000, 150), variant(5000, 250), variant(5000, 160)])
    expect(result.verdict).toEqual({ kind: 'winner', winner: 1 })
  })

  it('with zero impressions, reports unknown CTRs rather than 0%', () => {
    const result = summarizeTest([variant(0, 0), variant(0, 0)])
    expect(result.variants[0]).toEqual({
      impressions: 0,
      clicks: 0,
      ctr: null,
      ctrInterval: { low: 0, high: 1 },
      watchTimePerImpression: null,
    })
    expect(result.comparisons[0]?.pValue).toBeNull()
    expect(result.verdict).toEqual({ kind: 'not-enough-impressions', moreImpressionsNeeded: [1000, 1000] })
  })

  it('turns a CTR fraction from the reach report into clicks', () => {
    const result = summarizeTest([
      { impressions: 2000, ctr: 0.05, views: 90, watchTimeSeconds: 0 },
      { impressions: 2000, ctr: 0.03, views: 50, watchTimeSeconds: 0 },
    ])
    expect(result.variants.map((v) => v.clicks)).toEqual([100, 60])
    expect(result.verdict).toEqual({ kind: 'winner', winner: 0 })
  })

  it('refuses impossible figures instead of computing nonsense', () => {
    expect(() => summarizeTest([variant(10, 11), variant(10, 1)])).toThrow(RangeError)
    expect(() => summarizeTest([variant(-1, 0), variant(10, 1)])).toThrow(RangeError)
    expect(() => summarizeTest([variant(10, 1)])).toThrow(RangeError)
  })
})
