import { describe, expect, it } from 'vitest'
import { makeRotation, variantForSlot } from './rotation.ts'
import type { SimulatedVideoModel, ThumbnailTraits } from './simulated-figures.ts'
import { simulateTestFigures } from './simulated-test.ts'
import { summarizeTest, type Verdict } from './stats.ts'

const BETTER: ThumbnailTraits = { titleHeight: 0.28, titleContrast: 12 }
const WORSE: ThumbnailTraits = { titleHeight: 0.08, titleContrast: 2.5 }
const START = '2027-03-01'
const rotation = makeRotation({ startDate: START, variantCount: 2 })

/** Trial i: its own video, published 0 to 171 days before the test, so reach differs widely. */
function trialVideo(i: number): SimulatedVideoModel {
  const publishedAt = Date.parse(`${START}T20:00:00Z`) - (i % 20) * 9 * 86_400_000
  return { id: `sim-trial-${i}`, durationSeconds: 600, publishedAt: new Date(publishedAt).toISOString() }
}

const ctr = (f: { clicks: number; impressions: number }) => f.clicks / f.impressions

describe('simulateTestFigures: a rotation test on the simulated channel', () => {
  it('attributes each day to the variant the rotation had live, and sums them per variant', () => {
    const result = simulateTestFigures({
      rotation,
      video: trialVideo(1),
      traits: [BETTER, WORSE],
      daysSoFar: 5,
    })
    expect(result.days.map((d) => [d.slot, d.date, d.variant])).toEqual(
      [0, 1, 2, 3, 4].map((slot) => [slot, `2027-03-0${slot + 1}`, variantForSlot(rotation, slot)]),
    )
    expect(result.perVariant.map((list) => list.map((d) => d.slot))).toEqual([
      [0, 2, 4],
      [1, 3],
    ])
    result.totals.forEach((total, variant) => {
      const days = result.perVariant[variant]!
      expect(total).toEqual({
        impressions: days.reduce((t, d) => t + d.impressions, 0),
        clicks: days.reduce((t, d) => t + d.clicks, 0),
        views: days.reduce((t, d) => t + d.views, 0),
        watchTimeSeconds: days.reduce((t, d) => t + d.watchTimeSeconds, 0),
      })
    })
  })

  it('gives the same figures on every run, and stops at the end of the test', () => {
    const input = { rotation, video: trialVideo(2), traits: [BETTER, WORSE], daysSoFar: 14, seed: 'demo' }
    expect(simulateTestFigures(input)).toEqual(simulateTestFigures(input))
    expect(simulateTestFigures({ ...input, daysSoFar: 30 })).toEqual(simulateTestFigures(input))
    expect(simulateTestFigures({ ...input, daysSoFar: 0 }).totals).toEqual([
      { impressions: 0, clicks: 0, views: 0, watchTimeSeconds: 0 },
      { impressions: 0, clicks: 0, views: 0, watchTimeSeconds: 0 },
    ])
  })

  it('rotates 3 variants too, and refuses traits that do not match the variants', () => {
    const three = makeRotation({ startDate: START, variantCount: 3, lengthDays: 6 })
    const result = simulateTestFigures({
      rotation: three,
      video: trialVideo(3),
      traits: [BETTER, WORSE, BETTER],
      daysSoFar: 6,
    })
    expect(result.perVariant.map((list) => list.length)).toEqual([2, 2, 2])
    expect(() =>
      simulateTestFigures({ rotation, video: trialVideo(3), traits: [BETTER], daysSoFar: 3 }),
    ).toThrow(RangeError)
    expect(() =>
      simulateTestFigures({ rotation, video: trialVideo(3), traits: [BETTER, WORSE], daysSoFar: -1 }),
    ).toThrow(RangeError)
  })

  it('lets a bigger, higher-contrast thumbnail win most 14-day tests, but not all of them', () => {
    let betterWins = 0
    const trials = 200
    for (let i = 0; i < trials; i++) {
      // Alternate which variant is the better one, so being shown first cannot be what wins.
      const betterIndex = i % 2
      const traits = betterIndex === 0 ? [BETTER, WORSE] : [WORSE, BETTER]
      const { totals } = simulateTestFigures({ rotation, video: trialVideo(i), traits, daysSoFar: 14 })
      if (ctr(totals[betterIndex]!) > ctr(totals[1 - betterIndex]!)) betterWins++
    }
    expect(betterWins).toBeGreaterThanOrEqual(0.65 * trials)
    expect(betterWins).toBeLessThan(trials)
  })

  it('runs through summarizeTest to every honest verdict, depending on reach and luck', () => {
    const verdicts: Verdict[] = Array.from({ length: 40 }, (_, i) => {
      const { totals } = simulateTestFigures({
        rotation,
        video: trialVideo(i),
        traits: [BETTER, WORSE],
        daysSoFar: 14,
      })
      const { verdict } = summarizeTest(totals)
      if (verdict.kind === 'not-enough-impressions') {
        expect(totals.some((t) => t.impressions < 1000)).toBe(true)
      }
      return verdict
    })
    const kinds = new Set(verdicts.map((v) => v.kind))
    expect(kinds.has('winner')).toBe(true)
    expect(kinds.has('not-enough-impressions') || kinds.has('no-clear-winner')).toBe(true)
  })
})
