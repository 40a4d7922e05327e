/**
 * Typed days in the app's one format, dd/mm/yyyy (decision 018), read into the ISO day
 * (yyyy-mm-dd) the API takes. A native date input would show mm/dd/yyyy in an en-US browser
 * whatever the page says, so date filters are text fields that read and write these.
 */

const pad = (n: number) => String(n).padStart(2, '0')

// Day and month of one or two digits, a four-digit year; slashes, dots or dashes between.
const DAY_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

/** '1/2/2026', '01.02.2026' or '01-02-2026' → '2026-02-01'; null for anything that is not a real day. */
export function parseDayText(text: string): string | null {
  const match = DAY_TEXT.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null
  // Day 0 of the next month is this month's last day (leap years included).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/** '2026-02-01' → '01/02/2026'; an empty or malformed value shows as an empty field. */
export function dayTextOf(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}
