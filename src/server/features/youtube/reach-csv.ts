/**
 * The reach report's CSV (`channel_reach_basic_a1`) read into numbers per day per video.
 * Source: developers.google.com/youtube/reporting/v1/reports/channel_reports ("Reach": dimensions
 * date, channel_id, video_id; metrics video_thumbnail_impressions, video_thumbnail_impressions_ctr)
 * and reports/dimensions (date as YYYYMMDD). Columns are found by header name, not position, and
 * rows that share a day and video (a report split by further dimensions) are added up.
 */
import type { ReachDay } from './youtube-port.ts'

const COLUMNS = {
  date: 'date',
  videoId: 'video_id',
  impressions: 'video_thumbnail_impressions',
  ctr: 'video_thumbnail_impressions_ctr',
} as const

export class ReachCsvError extends Error {}

export function parseReachCsv(csv: string): ReachDay[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '')
  const header = (lines[0] ?? '').split(',').map((name) => name.trim())
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>
  const missing = Object.entries(at).find(([, index]) => index < 0)
  if (missing)
    throw new ReachCsvError(`The reach report has no ${COLUMNS[missing[0] as keyof typeof COLUMNS]} column`)

  const totals = new Map<string, { day: string; videoId: string; impressions: number; clicks: number }>()
  for (const line of lines.slice(1)) {
    const cells = line.split(',')
    const date = cells[at.date] ?? ''
    const videoId = cells[at.videoId] ?? ''
    const impressions = Number(cells[at.impressions])
    const ctr = Number(cells[at.ctr])
    if (!/^\d{8}$/.test(date) || !videoId || !Number.isFinite(impressions) || !Number.isFinite(ctr)) {
      throw new ReachCsvError(`The reach report has a row that is not a day's figures: ${line.slice(0, 80)}`)
    }
    if (impressions < 0 || ctr < 0 || ctr > 1) {
      throw new ReachCsvError(`The reach report has a figure out of range: ${line.slice(0, 80)}`)
    }
    const day = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`
    const key = `${day}|${videoId}`
    const total = totals.get(key) ?? { day, videoId, impressions: 0, clicks: 0 }
    total.impressions += impressions
    // Clicks are summed unrounded, so splitting a day's rows does not change its rate.
    total.clicks += impressions * ctr
    totals.set(key, total)
  }
  return [...totals.values()].map(({ day, videoId, impressions, clicks }) => ({
    day,
    videoId,
    impressions,
    ctr: impressions === 0 ? 0 : clicks / impressions,
    clicks: Math.round(clicks),
  }))
}
