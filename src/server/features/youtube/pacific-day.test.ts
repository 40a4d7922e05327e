import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  nextPacificMidnight,
  pacificDateOf,
  pacificMidnight,
  weekdayOf,
} from './pacific-day.ts'

const HOUR = 3_600_000
const dayLength = (date: string) =>
  (pacificMidnight(addDays(date, 1)).getTime() - pacificMidnight(date).getTime()) / HOUR

describe('Pacific days', () => {
  it('midnight is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(pacificMidnight('2027-01-15').toISOString()).toBe('2027-01-15T08:00:00.000Z')
    expect(pacificMidnight('2027-07-15').toISOString()).toBe('2027-07-15T07:00:00.000Z')
  })

  it('the spring-forward day lasts 23 hours and the fall-back day 25', () => {
    // US DST 2027: starts Sunday 14 March, ends Sunday 7 November (second Sunday / first Sunday).
    expect(dayLength('2027-03-14')).toBe(23)
    expect(dayLength('2027-11-07')).toBe(25)
    expect(dayLength('2027-03-13')).toBe(24)
    expect(dayLength('2026-11-01')).toBe(25)
  })

  it('an instant belongs to the Pacific date on the wall clock there, not the UTC date', () => {
    expect(pacificDateOf(new Date('2027-03-15T06:59:59Z'))).toBe('2027-03-14')
    expect(pacificDateOf(new Date('2027-03-15T07:00:00Z'))).toBe('2027-03-15')
    expect(pacificDateOf(new Date('2027-11-08T07:59:59Z'))).toBe('2027-11-07')
    expect(pacificDateOf(new Date('2027-11-08T08:00:00Z'))).toBe('2027-11-08')
  })

  it('the next midnight is strictly later, even at midnight itself', () => {
    expect(nextPacificMidnight(new Date('2027-03-14T08:00:00Z')).toISOString()).toBe(
      '2027-03-15T07:00:00.000Z',
    )
    expect(nextPacificMidnight(new Date('2027-03-15T06:59:59Z')).toISOString()).toBe(
      '2027-03-15T07:00:00.000Z',
    )
  })

  it('calendar arithmetic crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(daysBetween('2027-03-10', '2027-03-17')).toBe(7)
    expect(daysBetween('2027-03-17', '2027-03-10')).toBe(-7)
    expect(weekdayOf('2027-03-14')).toBe(0)
  })

  it('refuses dates that do not exist', () => {
    expect(() => pacificMidnight('2027-02-30')).toThrow(RangeError)
    expect(() => addDays('14/03/2027', 1)).toThrow(RangeError)
  })
})
