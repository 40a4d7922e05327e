import { describe, expect, it } from 'vitest'
import { amountToCents } from './refund-form.tsx'

describe('the refund amount box', () => {
  it.each([
    ['2.50', 250],
    ['2.5', 250],
    [' 10 ', 1000],
    ['0.01', 1],
  ])('reads %j as %i cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents)
  })

  it.each(['', '0', '0.00', '-1', '1.234', 'ten', '1,50', '1e3'])('refuses %j', (text) => {
    expect(amountToCents(text)).toBeNull()
  })
})
