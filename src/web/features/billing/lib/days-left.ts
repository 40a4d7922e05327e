const DAY_MS = 86_400_000

export type DaysLeft = number | 'Expired'

/**
 * Whole days until the membership end, rounded up; 'Expired' when not positive
 * (admin-and-items.md §4). An order without an end date (not paid yet) has nothing left either.
 */
export function daysLeft(validUntil: string | null | undefined, now: Date = new Date()): DaysLeft {
  if (!validUntil) return 'Expired'
  const end = Date.parse(validUntil)
  if (Number.isNaN(end)) return 'Expired'
  const days = Math.ceil((end - now.getTime()) / DAY_MS)
  return days > 0 ? days : 'Expired'
}

/** Sort key: 'Expired' sorts below every positive count, so ascending puts Expired first. */
export const daysLeftRank = (value: DaysLeft): number => (value === 'Expired' ? 0 : value)

export const formatDaysLeft = (value: DaysLeft): string =>
  value === 'Expired' ? 'Expired' : `${value} ${value === 1 ? 'day' : 'days'}`
