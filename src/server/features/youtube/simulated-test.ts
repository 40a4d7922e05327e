/**
 * A thumbnail test on the simulated channel: each day of the rotation is attributed to the
 * variant that was live (rotation.ts decides which), its figures come from simulated-figures.ts,
 * and the sums are exactly what summarizeTest (stats.ts) reads. So the whole loop, from schedule
 * to verdict, runs with no Google account.
 */
import { addDays, type PacificDate } from './pacific-day.ts'
import { type RotationTest, variantForSlot } from './rotation.ts'
import {
  type DailyFigures,
  type SimulatedVideoModel,
  simulateDay,
  type ThumbnailTraits,
} from './simulated-figures.ts'
import type { VariantFigures } from './stats.ts'

export type SimulatedTestDay = DailyFigures & { slot: number; date: PacificDate; variant: number }

export type SimulatedTestFigures = {
  /** Every day so far, in slot order. */
  days: SimulatedTestDay[]
  /** The same days, grouped by variant (index = variant), for the per-variant charts. */
  perVariant: SimulatedTestDay[][]
  /** Each variant's sums, ready for summarizeTest (with clicks, so charts need not recompute them). */
  totals: (VariantFigures & { clicks: number })[]
}

/**
 * The figures of the first `daysSoFar` days of a test (the days whose figures have arrived; a
 * count past the end stops at the end). `traits[i]` describes variant i's thumbnail.
 */
export function simulateTestFigures(input: {
  rotation: RotationTest
  video: SimulatedVideoModel
  traits: readonly ThumbnailTraits[]
  daysSoFar: number
  seed?: string
}): SimulatedTestFigures {
  const { rotation, video, traits, daysSoFar } = input
  if (traits.length !== rotation.variantCount) {
    throw new RangeError(
      `This test rotates ${rotation.variantCount} variants; traits were given for ${traits.length}`,
    )
  }
  if (!Number.isInteger(daysSoFar) || daysSoFar < 0) {
    throw new RangeError('Days so far is a whole number, 0 or more')
  }
  const days = Array.from({ length: Math.min(daysSoFar, rotation.lengthDays) }, (_, slot) => {
    const variant = variantForSlot(rotation, slot)
    const date = addDays(rotation.startDate, slot)
    const figures = simulateDay(video, traits[variant]!, date, { variant, seed: input.seed })
    return { ...figures, slot, date, variant }
  })
  const perVariant = traits.map((_, variant) => days.filter((day) => day.variant === variant))
  const totals = perVariant.map((list) => ({
    impressions: sum(list, 'impressions'),
    clicks: sum(list, 'clicks'),
    views: sum(list, 'views'),
    watchTimeSeconds: sum(list, 'watchTimeSeconds'),
  }))
  return { days, perVariant, totals }
}

function sum(
  days: readonly SimulatedTestDay[],
  key: 'impressions' | 'clicks' | 'views' | 'watchTimeSeconds',
) {
  return days.reduce((total, day) => total + day[key], 0)
}
