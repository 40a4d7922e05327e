import { describe, expect, it } from 'vitest'
import {
  membershipAfterRefund,
  refundedAfter,
  refundedShareDelta,
  refundStatuses,
  valueToCents,
} from './refund-rules.ts'

describe('refundedShareDelta: the refunded share of what an order granted', () => {
  it('a whole refund takes everything; a partial one takes the share, rounded down', () => {
    expect(refundedShareDelta(100, 1900, 0, 1900)).toBe(100)
    expect(refundedShareDelta(100, 1900, 0, 950)).toBe(50)
    expect(refundedShareDelta(10, 300, 0, 100)).toBe(3)
    expect(refundedShareDelta(10, 1900, 0, 1)).toBe(0)
  })

  it('repeated partial refunds add up to the share of their sum, never more', () => {
    const credits = 7
    const total = 1000
    const refunds = [333, 333, 334]
    let before = 0
    const taken = refunds.map((amount) => {
      const after = refundedAfter(total, before, 'refund', amount)
      const delta = refundedShareDelta(credits, total, before, after)
      before = after
      return delta
    })
    expect(taken).toEqual([2, 2, 3])
    expect(taken.reduce((a, b) => a + b, 0)).toBe(credits)
  })

  it('refunds beyond the total take nothing more', () => {
    expect(refundedShareDelta(100, 1000, 1000, 1500)).toBe(0)
    expect(refundedAfter(1000, 900, 'refund', 500)).toBe(1000)
  })

  it('an order that granted nothing gives nothing back', () => {
    expect(refundedShareDelta(0, 1900, 0, 1900)).toBe(0)
  })

  it('a free order refunded at all counts as wholly refunded', () => {
    expect(refundedShareDelta(5, 0, 0, 1)).toBe(5)
  })
})

describe('refundedAfter and refundStatuses', () => {
  it('a reversal takes what is left, whatever was refunded before', () => {
    expect(refundedAfter(1900, 500, 'reversal', 0)).toBe(1900)
    expect(refundStatuses(1900, 1900, 'reversal')).toEqual({
      paymentStatus: 'Reversed',
      orderStatus: 'Cancelled',
    })
  })

  it('a whole refund cancels the order; a partial one leaves it as it was', () => {
    expect(refundStatuses(1900, 1900, 'refund')).toEqual({
      paymentStatus: 'Refunded',
      orderStatus: 'Cancelled',
    })
    expect(refundStatuses(1900, 100, 'refund')).toEqual({
      paymentStatus: 'Partially Refunded',
      orderStatus: null,
    })
  })
})

describe('membershipAfterRefund', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000)

  it('moves the end back by the days given back, and stays premium while time is left', () => {
    expect(membershipAfterRefund(inDays(60), 30, now)).toEqual({ membership: 'premium', endsAt: inDays(30) })
  })

  it('ends the membership now when the refund takes all the time left', () => {
    expect(membershipAfterRefund(inDays(30), 30, now)).toEqual({ membership: 'free', endsAt: now })
    expect(membershipAfterRefund(inDays(10), 30, now)).toEqual({ membership: 'free', endsAt: now })
  })

  it('changes nothing for a membership already over, or when no days are given back', () => {
    expect(membershipAfterRefund(inDays(-5), 30, now)).toBeNull()
    expect(membershipAfterRefund(null, 30, now)).toBeNull()
    expect(membershipAfterRefund(inDays(30), 0, now)).toBeNull()
  })
})

describe('valueToCents', () => {
  it('reads PayPal decimal strings exactly', () => {
    expect(valueToCents('19.00')).toBe(1900)
    expect(valueToCents('0.1')).toBe(10)
    expect(valueToCents('7')).toBe(700)
    expect(valueToCents('1234.56')).toBe(123456)
  })

  it('refuses anything that is not an amount', () => {
    for (const bad of ['', '-1.00', '1.234', 'abc', '1e3', undefined]) expect(valueToCents(bad)).toBeNull()
  })
})
