import { describe, expect, it } from 'vitest'
import { addDays, weekdayOf } from './pacific-day.ts'
import {
  ctrMultiplier,
  type SimulatedVideoModel,
  simulateDay,
  type ThumbnailTraits,
} from './simulated-figures.ts'

const PLAIN: ThumbnailTraits = { titleHeight: 0.15, titleContrast: 4.5 }
const video = (id: string, publishedAt = '2027-01-04T17:00:00Z'): SimulatedVideoModel => ({
  id,
  durationSeconds: 720,
  publishedAt,
})

describe('simulateDay: one day of seeded figures', () => {
  it('gives the same figures for the same inputs, and others when the seed, day or variant changes', () => {
    const v = video('sim-a')
    const day = simulateDay(v, PLAIN, '2027-02-01', { variant: 0, seed: 's1' })
    expect(simulateDay(v, PLAIN, '2027-02-01', { variant: 0, seed: 's1' })).toEqual(day)
    expect(simulateDay(v, PLAIN, '2027-02-01', { variant: 0, seed: 's2' })).not.toEqual(day)
    expect(simulateDay(v, PLAIN, '2027-02-02', { variant: 0, seed: 's1' })).not.toEqual(day)
    expect(simulateDay(v, PLAIN, '2027-02-01', { variant: 1, seed: 's1' })).not.toEqual(day)
  })

  it('only gives figures a report could hold: whole, non-negative, clicks within impressions', () => {
    for (let i = 0; i < 40; i++) {
      const v = { ...video(`sim-check-${i}`), isShort: i % 5 === 0, durationSeconds: i % 5 === 0 ? 45 : 600 }
      for (let d = 0; d < 30; d++) {
        const f = simulateDay(v, PLAIN, addDays('2027-01-04', d), { variant: d % 2 })
        for (const n of [
          f.impressions,
          f.clicks,
          f.views,
          f.averageViewDurationSeconds,
          f.watchTimeSeconds,
        ]) {
          expect(Number.isInteger(n) && n >= 0).toBe(true)
        }
        expect(f.clicks).toBeLessThanOrEqual(f.impressions)
        expect(f.views).toBeGreaterThanOrEqual(f.clicks)
        expect(f.averageViewDurationSeconds).toBeLessThanOrEqual(v.durationSeconds)
        expect(f.watchTimeSeconds).toBe(f.views * f.averageViewDurationSeconds)
        expect(f.ctr).toBe(f.impressions === 0 ? null : f.clicks / f.impressions)
      }
    }
  })

  it('has nothing before the video was published', () => {
    const f = simulateDay(video('sim-b', '2027-02-10T20:00:00Z'), PLAIN, '2027-02-09', { variant: 0 })
    expect(f).toMatchObject({ impressions: 0, clicks: 0, views: 0, ctr: null })
  })

  it('shows more impressions at weekends than midweek', () => {
    const byWeekday = Array.from({ length: 7 }, () => 0)
    // 20 whole weeks of an old video, so every weekday sees the same decay.
    for (let d = 0; d < 140; d++) {
      const date = addDays('2027-05-02', d)
      const f = simulateDay(video('sim-weekly'), PLAIN, date, { variant: 0 })
      byWeekday[weekdayOf(date)]! += f.impressions
    }
    const [sunday, , tuesday, , , , saturday] = byWeekday as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    expect(saturday).toBeGreaterThan(tuesday * 1.15)
    expect(sunday).toBeGreaterThan(tuesday * 1.1)
  })

  it('reaches a small channel: a few hundred to a few thousand impressions a day in a first week', () => {
    const means = Array.from({ length: 30 }, (_, i) => {
      const v = video(`sim-reach-${i}`, '2027-03-01T17:00:00Z')
      const week = Array.from({ length: 7 }, (_, d) =>
        simulateDay(v, PLAIN, addDays('2027-03-01', d), { variant: 0 }),
      )
      return week.reduce((t, f) => t + f.impressions, 0) / 7
    })
    expect(Math.min(...means)).toBeGreaterThan(100)
    expect(Math.max(...means)).toBeLessThan(5000)
    expect(Math.max(...means) / Math.min(...means)).toBeGreaterThan(4)
  })
})

describe('ctrMultiplier: bigger, higher-contrast titles do somewhat better', () => {
  it('moves CTR by at most 30% either way', () => {
    expect(ctrMultiplier({ titleHeight: 0.4, titleContrast: 21, hasFace: true })).toBeCloseTo(1.3, 10)
    expect(ctrMultiplier({ titleHeight: 0, titleContrast: 1, hasFace: false })).toBeCloseTo(0.7, 10)
  })

  it('rewards larger letters and stronger contrast, until they read at phone size', () => {
    const at = (titleHeight: number, titleContrast: number) => ctrMultiplier({ titleHeight, titleContrast })
    expect(at(0.2, 4.5)).toBeGreaterThan(at(0.1, 4.5))
    expect(at(0.15, 10)).toBeGreaterThan(at(0.15, 3))
    expect(at(0.4, 4.5)).toBe(at(0.25, 4.5))
    expect(at(0.15, 21)).toBe(at(0.15, 7))
  })

  it('refuses traits outside their ranges', () => {
    expect(() => ctrMultiplier({ titleHeight: 0.5, titleContrast: 4 })).toThrow(RangeError)
    expect(() => ctrMultiplier({ titleHeight: 0.1, titleContrast: 0.5 })).toThrow(RangeError)
    expect(() => ctrMultiplier({ titleHeight: Number.NaN, titleContrast: 4 })).toThrow(RangeError)
  })
})
