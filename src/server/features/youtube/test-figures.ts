/**
 * A test's daily figures (issue 30, item 5): impressions and click-through rate from the Reporting
 * API's reach report, views and average view duration from the Analytics API, each Pacific day put
 * down to the variant the schedule had live that day. Reports arrive about two days late and may
 * be issued again; each fetch rewrites the days it finds.
 */
import { eq } from 'drizzle-orm'
import { youtubeTestDays, youtubeTests } from '../../db/schema.ts'
import { callChannel, type YoutubeContext } from './channel-call.ts'
import type { ChannelRow } from './channel-rows.ts'
import { addDays, daysBetween, type PacificDate, pacificDateOf } from './pacific-day.ts'
import { variantForSlot } from './rotation.ts'
import { rotationOf, type TestRow } from './thumbnail-test-rows.ts'

/** How often a test's figures are asked for: new days arrive once a day at most. */
export const FIGURES_EVERY_MS = 3 * 60 * 60_000
/** Figures keep coming for the test's last days after it ends. */
const FIGURES_AFTER_END_DAYS = 4

/** Whether the test's figures are due for a fetch at `now`. */
export function figuresDue(test: TestRow, now: Date): boolean {
  if (test.figuresFetchedAt && now.getTime() - test.figuresFetchedAt.getTime() < FIGURES_EVERY_MS)
    return false
  const lastDay = addDays(test.startDate, test.lengthDays - 1)
  return daysBetween(lastDay, pacificDateOf(now)) <= FIGURES_AFTER_END_DAYS && test.lastSlot !== null
}

interface DayFigures {
  impressions: number
  clicks: number
  views: number
  averageViewDuration: number
}

export async function fetchTestFigures(ctx: YoutubeContext, test: TestRow, channel: ChannelRow, now: Date) {
  const rotation = rotationOf(test)
  // Only days a variant was actually live: up to the last slot taken.
  const lastDay = addDays(test.startDate, Math.min(test.lastSlot ?? -1, test.lengthDays - 1))
  const inTest = (day: PacificDate) => daysBetween(test.startDate, day) >= 0 && daysBetween(day, lastDay) >= 0
  const byDay = new Map<PacificDate, DayFigures>()
  const dayOf = (day: PacificDate) => {
    let figures = byDay.get(day)
    if (!figures) {
      figures = { impressions: 0, clicks: 0, views: 0, averageViewDuration: 0 }
      byDay.set(day, figures)
    }
    return figures
  }
  const jobId =
    test.reachJobId ??
    (await callChannel(ctx, channel, 0, (port, tokens) => port.ensureReachJob(tokens))).jobId
  const reports = await callChannel(ctx, channel, 0, (port, tokens) => port.listReachReports(tokens, jobId))
  // A day issued again keeps the report created last.
  const latest = new Map<PacificDate, (typeof reports)[number]>()
  for (const report of reports) {
    const day = pacificDateOf(new Date(report.startTime))
    const kept = latest.get(day)
    if (inTest(day) && (!kept || kept.createTime < report.createTime)) latest.set(day, report)
  }
  for (const report of latest.values()) {
    const rows = await callChannel(ctx, channel, 0, (port, tokens) =>
      port.downloadReachReport(tokens, report),
    )
    for (const row of rows.filter((each) => each.videoId === test.videoId && inTest(each.day))) {
      const figures = dayOf(row.day)
      figures.impressions += row.impressions
      figures.clicks += row.clicks
    }
  }
  if (daysBetween(test.startDate, lastDay) >= 0) {
    const views = await callChannel(ctx, channel, 0, (port, tokens) =>
      port.viewsByDay(tokens, { videoId: test.videoId, startDate: test.startDate, endDate: lastDay }),
    )
    for (const row of views.filter((each) => inTest(each.day))) {
      Object.assign(dayOf(row.day), { views: row.views, averageViewDuration: row.averageViewDuration })
    }
  }
  for (const [day, figures] of byDay) {
    const variant = variantForSlot(rotation, daysBetween(test.startDate, day))
    const values = { variant, ...figures }
    await ctx.db
      .insert(youtubeTestDays)
      .values({ testId: test.id, day, ...values })
      .onConflictDoUpdate({ target: [youtubeTestDays.testId, youtubeTestDays.day], set: values })
  }
  await ctx.db
    .update(youtubeTests)
    .set({ reachJobId: jobId, figuresFetchedAt: now })
    .where(eq(youtubeTests.id, test.id))
}
