/**
 * The Pacific day (America/Los_Angeles, with daylight saving time) is the day YouTube's quota
 * resets on and the day a thumbnail test's slots follow. A Pacific day is 23, 24 or 25 hours long,
 * so "midnight + n × 24 h" drifts by an hour twice a year; every boundary here is computed from the
 * calendar date through Intl instead. Dates are plain 'YYYY-MM-DD' strings so they compare, sort and
 * serialize without a time zone attached. No date library: Intl's tz data covers the one zone we need.
 */

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles'

/** A calendar date in the Pacific zone, 'YYYY-MM-DD'. */
export type PacificDate = string

const DAY_MS = 86_400_000
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

// One formatter for the process: building an Intl.DateTimeFormat is the slow part.
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function wallParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {}
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts
}

/** Milliseconds the Pacific wall clock is ahead of UTC at this instant (−8 h or −7 h). */
function pacificOffsetMs(instant: Date): number {
  const p = wallParts(instant)
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  )
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

function parseDate(date: PacificDate): number {
  const match = DATE_PATTERN.exec(date)
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  // Date.UTC rolls 2027-02-30 over to March; a date that does not round-trip is not a real day.
  if (new Date(utc).toISOString().slice(0, 10) !== date) throw new RangeError(`No such date: ${date}`)
  return utc
}

/** The Pacific calendar date an instant falls on. */
export function pacificDateOf(instant: Date): PacificDate {
  const p = wallParts(instant)
  const pad = (n: number | undefined, width: number) => String(n ?? 0).padStart(width, '0')
  return `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`
}

/** The instant a Pacific date begins (00:00 Pacific, which is 07:00 or 08:00 UTC). */
export function pacificMidnight(date: PacificDate): Date {
  const utcMidnight = parseDate(date)
  // The offset at UTC midnight is the evening before in Pacific time. Re-checking at the result
  // makes this right even if a zone ever changed its offset between the two (LA switches at 02:00).
  const first = utcMidnight - pacificOffsetMs(new Date(utcMidnight))
  const second = utcMidnight - pacificOffsetMs(new Date(first))
  return new Date(second)
}

/** The calendar date n days after (or before, if negative) the given one. */
export function addDays(date: PacificDate, days: number): PacificDate {
  return new Date(parseDate(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole calendar days from one date to another (negative if `to` is earlier). */
export function daysBetween(from: PacificDate, to: PacificDate): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS)
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
export function weekdayOf(date: PacificDate): number {
  return new Date(parseDate(date)).getUTCDay()
}

/** The next Pacific midnight strictly after this instant: when today's quota resets. */
export function nextPacificMidnight(instant: Date): Date {
  return pacificMidnight(addDays(pacificDateOf(instant), 1))
}
