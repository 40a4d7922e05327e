import { describe, expect, it } from 'vitest'
import { centsToValue, formatOrderDate, membershipDays, randomCode } from './codes.ts'

describe('order constants', () => {
  it('makes 8-character order and payment ids from A-Z and 0-9', () => {
    const codes = Array.from({ length: 500 }, () => randomCode())
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('dates orders dd/mm/yyyy', () => {
    expect(formatOrderDate(new Date('2026-03-01T23:59:00Z'))).toBe('01/03/2026')
    expect(formatOrderDate(new Date('2026-12-31T00:00:00Z'))).toBe('31/12/2026')
  })

  it('sends PayPal amounts with 2 decimals', () => {
    expect(centsToValue(1900)).toBe('19.00')
    expect(centsToValue(5)).toBe('0.05')
  })

  it('counts membership validity in days, with 30 for non-numeric, zero or negative', () => {
    expect(membershipDays(90)).toBe(90)
    for (const bad of [0, -5, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(membershipDays(bad)).toBe(30)
    }
  })
})
