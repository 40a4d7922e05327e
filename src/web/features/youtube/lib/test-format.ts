import type { ThumbnailTestDetail, ThumbnailTestSummary } from '#shared/youtube/thumbnail-tests.ts'

const PACIFIC = 'America/Los_Angeles'
const DAY_MS = 86_400_000

/** 0.0523 → '5.2%'; null (no impressions yet) → '—'. */
export const formatPercent = (fraction: number | null) =>
  fraction === null ? '—' : `${(fraction * 100).toFixed(1)}%`

/** The CTR with its 95% interval: '5.2% (4.1–6.5%)'; only the dash until there are impressions. */
export function formatCtr(ctr: number | null, interval: { low: number; high: number }): string {
  if (ctr === null) return '—'
  return `${formatPercent(ctr)} (${(interval.low * 100).toFixed(1)}–${formatPercent(interval.high)})`
}

/** Seconds of watch time per impression: '12.3 s', '1 min 5 s'; null → '—'. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—'
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

export const formatCount = (n: number) => n.toLocaleString('en-US')

/** 0, 1, 2 → A, B, C, as the server labels them. */
export const letterOf = (index: number) => String.fromCharCode(65 + index)

/** The Pacific calendar date of an instant, YYYY-MM-DD (the days a test counts in). */
export function pacificDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC, dateStyle: 'short' }).format(new Date(iso))
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/**
 * The test's day running now, from 1. The detail does not say it, and the practice channel's clock
 * may be days ahead of this one, so it is read from the server's own next change: that is the next
 * Pacific midnight of the test (or its end), which closes the day running now.
 */
export function currentDay(
  test: Pick<ThumbnailTestDetail, 'status' | 'startDate' | 'days' | 'nextChangeAt'>,
) {
  if (test.status !== 'running' || !test.nextChangeAt) return null
  const day = daysBetween(test.startDate.slice(0, 10), pacificDate(test.nextChangeAt))
  return Math.min(test.days, Math.max(1, day))
}

export const statusLabels: Record<ThumbnailTestSummary['status'], string> = {
  running: 'Running',
  finished: 'Finished',
  stopped: 'Stopped',
}
