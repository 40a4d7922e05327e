import { describe, expect, it } from 'vitest'
import { dayTextOf, parseDayText } from '#web/lib/date-input.ts'

describe('typed days (dd/mm/yyyy)', () => {
  it('reads day first, as every date on screen is written', () => {
    expect(parseDayText('03/04/2026')).toBe('2026-04-03')
    expect(parseDayText('3/4/2026')).toBe('2026-04-03')
    expect(parseDayText(' 03.04.2026 ')).toBe('2026-04-03')
    expect(parseDayText('03-04-2026')).toBe('2026-04-03')
  })

  it('refuses days that do not exist and other shapes', () => {
    expect(parseDayText('31/02/2026')).toBeNull()
    expect(parseDayText('29/02/2026')).toBeNull()
    expect(parseDayText('29/02/2028')).toBe('2028-02-29')
    expect(parseDayText('12/13/2026')).toBeNull()
    expect(parseDayText('00/01/2026')).toBeNull()
    expect(parseDayText('2026-04-03')).toBeNull()
    expect(parseDayText('03/04/26')).toBeNull()
    expect(parseDayText('')).toBeNull()
  })

  it('writes an ISO day back as dd/mm/yyyy, and nothing for no day', () => {
    expect(dayTextOf('2026-04-03')).toBe('03/04/2026')
    expect(dayTextOf('')).toBe('')
    expect(parseDayText(dayTextOf('2026-12-31'))).toBe('2026-12-31')
  })
})
