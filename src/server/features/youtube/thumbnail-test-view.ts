/** A thumbnail test as the creator's screens show it: the schedule, the figures, the verdict. */
import { asc, desc, eq } from 'drizzle-orm'
import {
  FIGURES_LAG_DAYS,
  type ThumbnailTestDetail,
  type ThumbnailTestSummary,
  thumbnailTestMessages,
} from '#shared/youtube/thumbnail-tests.ts'
import type { Db } from '../../db/client.ts'
import { youtubeChannels, youtubeTestEvents, youtubeTests } from '../../db/schema.ts'
import type { ChannelRow } from './channel-rows.ts'
import { addDays, daysBetween, pacificMidnight } from './pacific-day.ts'
import { nextChangeAt, rotationBalance, variantForSlot } from './rotation.ts'
import { DEFAULT_MIN_IMPRESSIONS } from './stats.ts'
import { resultOf, testDays, verdictText } from './test-result.ts'
import { clockOf, labelOf, ownedTest, rotationOf, type TestRow } from './thumbnail-test-rows.ts'

function summaryOf(test: TestRow, channel: ChannelRow): ThumbnailTestSummary {
  const live =
    test.status === 'running'
      ? test.lastSlot === null
        ? null
        : variantForSlot(rotationOf(test), test.lastSlot)
      : test.winner
  return {
    id: test.id,
    channelId: channel.id,
    channelTitle: channel.title,
    simulated: channel.source === 'simulated',
    videoId: test.videoId,
    videoTitle: test.videoTitle,
    status: test.status,
    startDate: test.startDate,
    days: test.lengthDays,
    createdAt: test.createdAt.toISOString(),
    variantCount: test.generationIds.length,
    liveVariant: live,
  }
}

export async function listTests(db: Db, userId: string) {
  const rows = await db
    .select({ test: youtubeTests, channel: youtubeChannels })
    .from(youtubeTests)
    .innerJoin(youtubeChannels, eq(youtubeChannels.id, youtubeTests.channelRowId))
    .where(eq(youtubeTests.userId, userId))
    .orderBy(desc(youtubeTests.createdAt))
  return { tests: rows.map(({ test, channel }) => summaryOf(test, channel)) }
}

export async function testDetail(db: Db, userId: string, testId: string): Promise<ThumbnailTestDetail> {
  const { test, channel } = await ownedTest(db, userId, testId)
  const now = clockOf(channel)
  const rotation = rotationOf(test)
  const [days, events] = await Promise.all([
    testDays(db, test.id),
    db
      .select()
      .from(youtubeTestEvents)
      .where(eq(youtubeTestEvents.testId, test.id))
      .orderBy(asc(youtubeTestEvents.at)),
  ])
  const result = resultOf(test, days)
  const { daysPerVariant } = rotationBalance(rotation)
  // The next day without figures arrives about FIGURES_LAG_DAYS after it ends.
  const lastDay = addDays(test.startDate, Math.min(test.lastSlot ?? -1, test.lengthDays - 1))
  const firstMissing = days.length ? addDays(days.at(-1)?.day ?? test.startDate, 1) : test.startDate
  const figuresPending = test.lastSlot !== null && daysBetween(firstMissing, lastDay) >= 0
  const nextFigures = figuresPending ? pacificMidnight(addDays(firstMissing, 1 + FIGURES_LAG_DAYS)) : null
  return {
    ...summaryOf(test, channel),
    nextChangeAt: test.status === 'running' ? (nextChangeAt(rotation, now)?.toISOString() ?? null) : null,
    nextFiguresAt:
      nextFigures && nextFigures > now
        ? nextFigures.toISOString()
        : figuresPending
          ? now.toISOString()
          : null,
    outcome: test.outcome,
    variants: result.variants.map((variant, index) => ({
      index,
      label: labelOf(index),
      generationId: test.generationIds[index] ?? null,
      days: daysPerVariant[index] ?? 0,
      impressions: variant.impressions,
      clicks: variant.clicks,
      ctr: variant.ctr,
      ctrInterval: variant.ctrInterval,
      watchTimePerImpression: variant.watchTimePerImpression,
    })),
    daily: days.map((day) => ({
      day: day.day,
      variant: day.variant,
      impressions: day.impressions,
      clicks: day.clicks,
      ctr: day.impressions > 0 ? day.clicks / day.impressions : null,
      views: day.views,
      averageViewDuration: day.averageViewDuration,
    })),
    verdict: {
      kind: result.verdict.kind,
      winner: result.verdict.kind === 'winner' ? result.verdict.winner : null,
      text: verdictText(result),
      method: result.testUsed,
      minImpressions: DEFAULT_MIN_IMPRESSIONS,
    },
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      variant: event.variant,
      text: event.text,
    })),
    lagNote: thumbnailTestMessages.lag,
  }
}
