import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

describe('formatMoney', () => {
  it('shows each shop currency with its own sign', () => {
    expect(formatMoney(1900)).toBe('$19.00')
    expect(formatMoney(1900, 'USD')).toBe('$19.00')
    expect(formatMoney(1900, 'EUR')).toBe('€19.00')
    expect(formatMoney(1900, 'GBP')).toBe('£19.00')
    expect(formatMoney(1900, 'CAD')).toBe('CA$19.00')
    expect(formatMoney(5, 'EUR')).toBe('€0.05')
  })

  it('never throws on a code it does not know', () => {
    expect(formatMoney(1900, 'nope')).toBe('19.00 nope')
  })
})
