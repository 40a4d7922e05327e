/**
 * The simulated channel's figures, shaped as the port's Google path returns them: one reach report
 * per Pacific day (the Reporting API's channel_reach_basic_a1, developers.google.com/youtube/reporting/
 * v1/reports/channel_reports) and views per day (the Analytics API's reports.query). The numbers come
 * from simulated-figures.ts, read with the thumbnail that was live on that day.
 *
 * Google's lag is kept: a day's figures arrive about 48 hours after it ends, so day D's report is
 * created at 00:00 Pacific on D+2, and the Analytics rows appear at the same time. A new reach job
 * is backfilled with the 30 days before, as YouTube does.
 */
import { addDays, daysBetween, type PacificDate, pacificDateOf, pacificMidnight } from './pacific-day.ts'
import type { DailyFigures } from './simulated-figures.ts'
import type { SimulatedVideo } from './simulated-videos.ts'
import { YOUTUBE_MESSAGES, YoutubeError } from './youtube-error.ts'
import type { ReachDay, ReachReport, ViewsDay, YoutubeAnswer, YoutubeTokens } from './youtube-port.ts'

export const SIMULATED_REACH_JOB = 'sim-reach-job'
const LAG_DAYS = 2
const BACKFILL_DAYS = 30
const REPORT_PREFIX = 'sim-reach-'

export interface SimulatedFiguresContext {
  authed: <T>(tokens: YoutubeTokens, units: number, call: () => Promise<T>) => Promise<YoutubeAnswer<T>>
  videos: readonly SimulatedVideo[]
  /** When the sample videos were laid out: the reach job's backfill counts back from it. */
  anchor: Date
  now: () => Date
  /** One video's figures for a day, read with the thumbnail live then. */
  figuresOn: (video: SimulatedVideo, day: PacificDate) => Promise<DailyFigures>
}

const notFound = (reason: string) =>
  new YoutubeError('unavailable', YOUTUBE_MESSAGES.refused, { status: 404, reason })

/** When day D's figures arrive. */
const arrivesAt = (day: PacificDate) => pacificMidnight(addDays(day, LAG_DAYS))

/** The inclusive range of days between two dates (empty when `to` is before `from`). */
const daysFrom = (from: PacificDate, to: PacificDate) =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i))

export function simulatedFigures(context: SimulatedFiguresContext) {
  const { authed, videos, now } = context
  const publishedOn = (video: SimulatedVideo) => pacificDateOf(new Date(video.publishedAt))
  /** The last day whose figures have arrived. */
  const lastArrived = () => addDays(pacificDateOf(now()), -LAG_DAYS)

  const report = (jobDay: PacificDate, day: PacificDate): ReachReport => ({
    id: `${REPORT_PREFIX}${day}`,
    startTime: pacificMidnight(day).toISOString(),
    endTime: pacificMidnight(addDays(day, 1)).toISOString(),
    createTime: arrivesAt(day).toISOString(),
    downloadUrl: `simulated:reporting/${SIMULATED_REACH_JOB}/${jobDay}/${day}`,
  })

  return {
    ensureReachJob: (tokens: YoutubeTokens) =>
      authed(tokens, 0, async () => ({ jobId: SIMULATED_REACH_JOB })),

    listReachReports: (tokens: YoutubeTokens, jobId: string, filter: { createdAfter?: Date } = {}) =>
      authed(tokens, 0, async () => {
        if (jobId !== SIMULATED_REACH_JOB) throw notFound('NOT_FOUND')
        const jobDay = pacificDateOf(context.anchor)
        return daysFrom(addDays(jobDay, -BACKFILL_DAYS), lastArrived())
          .map((day) => report(jobDay, day))
          .filter(
            (each) => !filter.createdAfter || Date.parse(each.createTime) > filter.createdAfter.getTime(),
          )
      }),

    downloadReachReport: (tokens: YoutubeTokens, wanted: ReachReport) =>
      authed(tokens, 0, async (): Promise<ReachDay[]> => {
        const day = wanted.id.slice(REPORT_PREFIX.length)
        if (!wanted.id.startsWith(REPORT_PREFIX) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
          throw notFound('NOT_FOUND')
        }
        if (arrivesAt(day).getTime() > now().getTime()) throw notFound('NOT_FOUND')
        // Feeds show only public videos' thumbnails, and nothing before a video's first day.
        const shown = videos.filter((video) => video.privacyStatus === 'public' && publishedOn(video) <= day)
        return Promise.all(
          shown.map(async (video) => {
            const figures = await context.figuresOn(video, day)
            return {
              day,
              videoId: video.id,
              impressions: figures.impressions,
              ctr: figures.ctr ?? 0,
              clicks: figures.clicks,
            }
          }),
        )
      }),

    viewsByDay: (
      tokens: YoutubeTokens,
      query: { videoId: string; startDate: PacificDate; endDate: PacificDate },
    ) =>
      authed(tokens, 0, async (): Promise<ViewsDay[]> => {
        const video = videos.find((candidate) => candidate.id === query.videoId)
        // The Analytics API answers no rows for a video it has no figures for.
        if (!video) return []
        // 'YYYY-MM-DD' sorts as the calendar does.
        const first = [query.startDate, publishedOn(video)].sort().at(-1) ?? query.startDate
        const last = [query.endDate, lastArrived()].sort()[0] ?? query.endDate
        return Promise.all(
          daysFrom(first, last).map(async (day) => {
            const figures = await context.figuresOn(video, day)
            return { day, views: figures.views, averageViewDuration: figures.averageViewDurationSeconds }
          }),
        )
      }),
  }
}
