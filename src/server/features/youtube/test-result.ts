/** A thumbnail test's figures per variant and its verdict, from the days stored so far. */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { youtubeTestDays } from '../../db/schema.ts'
import { DEFAULT_MIN_IMPRESSIONS, summarizeTest, type TestResult } from './stats.ts'
import { labelOf, type TestRow } from './thumbnail-test-rows.ts'

export type TestDay = typeof youtubeTestDays.$inferSelect

export const testDays = (db: Db, testId: string) =>
  db
    .select()
    .from(youtubeTestDays)
    .where(eq(youtubeTestDays.testId, testId))
    .orderBy(asc(youtubeTestDays.day))

export function resultOf(test: Pick<TestRow, 'generationIds'>, days: TestDay[]): TestResult {
  const totals = test.generationIds.map((_, variant) => {
    const mine = days.filter((day) => day.variant === variant)
    return {
      impressions: mine.reduce((sum, day) => sum + day.impressions, 0),
      clicks: mine.reduce((sum, day) => sum + day.clicks, 0),
      views: mine.reduce((sum, day) => sum + day.views, 0),
      watchTimeSeconds: Math.round(mine.reduce((sum, day) => sum + day.views * day.averageViewDuration, 0)),
    }
  })
  return summarizeTest(totals, { minImpressions: DEFAULT_MIN_IMPRESSIONS })
}

export async function testResult(db: Db, test: Pick<TestRow, 'id' | 'generationIds'>): Promise<TestResult> {
  return resultOf(test, await testDays(db, test.id))
}

/** The verdict as the creator reads it: never a winner the rule has not declared. */
export function verdictText(result: TestResult): string {
  const { verdict } = result
  if (verdict.kind === 'winner') {
    return `Thumbnail ${labelOf(verdict.winner)} wins: its click-through rate is higher than every other's, and the difference is significant at 95%.`
  }
  if (verdict.kind === 'not-enough-impressions') {
    const short = verdict.moreImpressionsNeeded
      .map((more, variant) =>
        more > 0 ? `${labelOf(variant)} needs ${more.toLocaleString('en-US')} more` : null,
      )
      .filter(Boolean)
      .join(', ')
    return `Not enough impressions yet: each thumbnail needs at least ${DEFAULT_MIN_IMPRESSIONS.toLocaleString('en-US')} before a winner can be named (${short}).`
  }
  return 'No clear winner yet: the differences so far could be chance.'
}
