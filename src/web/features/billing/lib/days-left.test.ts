import { describe, expect, it } from 'vitest'
import { daysLeft, daysLeftRank, formatDaysLeft } from './days-left.ts'

const now = new Date('2026-03-01T12:00:00Z')

describe('days left', () => {
  it('counts whole days, rounded up', () => {
    expect(daysLeft('2026-03-31T12:00:00Z', now)).toBe(30)
    expect(daysLeft('2026-03-01T12:00:01Z', now)).toBe(1)
    expect(daysLeft('2026-03-02T11:00:00Z', now)).toBe(1)
    expect(daysLeft('2026-03-02T13:00:00Z', now)).toBe(2)
  })

  it("says 'Expired' when nothing positive is left or there is no end date", () => {
    expect(daysLeft('2026-03-01T12:00:00Z', now)).toBe('Expired')
    expect(daysLeft('2026-02-01T00:00:00Z', now)).toBe('Expired')
    expect(daysLeft(null, now)).toBe('Expired')
    expect(daysLeft('not a date', now)).toBe('Expired')
  })

  it('puts Expired first when sorted ascending', () => {
    const values = [
      daysLeft('2026-03-10T12:00:00Z', now),
      daysLeft(null, now),
      daysLeft('2026-03-02T12:00:00Z', now),
    ]
    expect([...values].sort((a, b) => daysLeftRank(a) - daysLeftRank(b))).toEqual(['Expired', 1, 9])
  })

  it('words the count for the table', () => {
    expect(formatDaysLeft(1)).toBe('1 day')
    expect(formatDaysLeft(30)).toBe('30 days')
    expect(formatDaysLeft('Expired')).toBe('Expired')
  })
})
