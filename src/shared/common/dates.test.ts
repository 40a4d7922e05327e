import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './dates.ts'

describe('one date format', () => {
  it("writes the spec's dd/mm/yyyy, padded, day first", () => {
    expect(formatDate('2026-03-04T10:00:00.000Z', { utc: true })).toBe('04/03/2026')
    expect(formatDate(new Date(Date.UTC(2026, 11, 25)), { utc: true })).toBe('25/12/2026')
  })

  it('adds a 24-hour time where a moment matters', () => {
    expect(formatDateTime('2026-11-20T21:05:00.000Z', { utc: true })).toBe('20/11/2026 21:05')
    expect(formatDateTime('2026-11-20T09:05:00.000Z', { utc: true })).toBe('20/11/2026 09:05')
  })

  it("reads the viewer's own time zone by default", () => {
    const moment = new Date(2026, 0, 31, 23, 59)
    expect(formatDate(moment)).toBe('31/01/2026')
    expect(formatDateTime(moment)).toBe('31/01/2026 23:59')
  })
})
