import { describe, expect, it } from 'vitest'
import { ledgerEntrySchema } from '#shared/users/me.ts'
import { describeEntry } from './ledger-labels.ts'

const reversal = (delta: number, refund: { amountCents: number; creditsKept: boolean } | null) =>
  ledgerEntrySchema.parse({
    id: '7',
    delta,
    reason: 'reversal',
    balanceAfter: 10,
    createdAt: '2026-11-27T10:00:00.000Z',
    orderId: 'AB12CD34',
    refund: refund && { ...refund, currency: 'USD' },
  })

describe('a refund in the credit history', () => {
  it('says the credits were kept for a goodwill refund', () => {
    expect(describeEntry(reversal(0, { amountCents: 950, creditsKept: true }))).toBe(
      'Refund of $9.50 for order #AB12CD34, credits kept',
    )
  })

  it('says how many credits a refund took back', () => {
    expect(describeEntry(reversal(-50, { amountCents: 950, creditsKept: false }))).toBe(
      'Refund of $9.50 for order #AB12CD34, 50 credits taken back',
    )
    expect(describeEntry(reversal(-1, { amountCents: 100, creditsKept: false }))).toBe(
      'Refund of $1.00 for order #AB12CD34, 1 credit taken back',
    )
  })

  it('says when every credit had been spent already', () => {
    expect(describeEntry(reversal(0, { amountCents: 950, creditsKept: false }))).toBe(
      'Refund of $9.50 for order #AB12CD34, no credits left to take back',
    )
  })

  it('falls back to the old words for a reversal without its refund (older entries)', () => {
    expect(describeEntry(reversal(-5, null))).toBe('Payment refunded')
  })
})
