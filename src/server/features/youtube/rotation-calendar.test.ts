import { describe, expect, it } from 'vitest'
import { makeRotation, nextChangeAt, rotationBalance, slotAt, slotStart, variantForSlot } from './rotation.ts'

describe('balance', () => {
  it('14 days × 2 variants: 7 days each and one of every weekday each', () => {
    const balance = rotationBalance(makeRotation({ startDate: '2027-06-09', variantCount: 2 }))
    expect(balance.daysPerVariant).toEqual([7, 7])
    expect(balance.weekdaysPerVariant).toEqual([Array(7).fill(1), Array(7).fill(1)])
  })

  it('21 days × 3 variants: every variant gets every weekday once', () => {
    const balance = rotationBalance(
      makeRotation({ startDate: '2027-06-09', variantCount: 3, lengthDays: 21 }),
    )
    expect(balance.daysPerVariant).toEqual([7, 7, 7])
    expect(balance.weekdaysPerVariant.flat().every((n) => n === 1)).toBe(true)
  })

  it('14 days × 3 variants: the first variants get the extra day, and no weekday repeats', () => {
    const balance = rotationBalance(makeRotation({ startDate: '2027-06-09', variantCount: 3 }))
    expect(balance.daysPerVariant).toEqual([5, 5, 4])
    expect(balance.weekdaysPerVariant.flat().every((n) => n <= 1)).toBe(true)
  })

  it('refuses tests the rule cannot schedule', () => {
    expect(() => makeRotation({ startDate: '2027-06-09', variantCount: 4 })).toThrow(RangeError)
    expect(() => makeRotation({ startDate: '2027-06-09', variantCount: 3, lengthDays: 2 })).toThrow(
      RangeError,
    )
    expect(() => makeRotation({ startDate: '2027-06-31', variantCount: 2 })).toThrow(RangeError)
  })
})

describe('slots across daylight-saving changes', () => {
  it('spring forward: the 23-hour day is one slot, and the next starts at 07:00 UTC', () => {
    const test = makeRotation({ startDate: '2027-03-10', variantCount: 2, lengthDays: 7 })
    expect(slotStart(test, 4).toISOString()).toBe('2027-03-14T08:00:00.000Z')
    expect(slotStart(test, 5).toISOString()).toBe('2027-03-15T07:00:00.000Z')
    // 00:30 PDT on the 15th: a fixed 24-hour step from the first midnight would still say slot 4.
    expect(slotAt(test, new Date('2027-03-15T07:30:00Z'))).toBe(5)
    expect(nextChangeAt(test, new Date('2027-03-14T12:00:00Z'))?.toISOString()).toBe(
      '2027-03-15T07:00:00.000Z',
    )
  })

  it('fall back: the 25-hour day is one slot, including the repeated 01:00 hour', () => {
    const test = makeRotation({ startDate: '2027-11-05', variantCount: 2, lengthDays: 7 })
    expect(slotStart(test, 2).toISOString()).toBe('2027-11-07T07:00:00.000Z')
    expect(slotStart(test, 3).toISOString()).toBe('2027-11-08T08:00:00.000Z')
    expect(slotAt(test, new Date('2027-11-07T08:30:00Z'))).toBe(2) // 01:30 PDT
    expect(slotAt(test, new Date('2027-11-07T09:30:00Z'))).toBe(2) // 01:30 PST, an hour later
    expect(slotAt(test, new Date('2027-11-08T07:30:00Z'))).toBe(2) // 23:30 PST, 24.5 h after midnight
  })
})

describe('slot lookups', () => {
  it('is null before the start and after the end, and the variant follows the slot', () => {
    const test = makeRotation({ startDate: '2027-06-07', variantCount: 2, lengthDays: 4 })
    expect(slotAt(test, new Date('2027-06-07T06:59:59Z'))).toBeNull()
    expect(slotAt(test, new Date('2027-06-07T07:00:00Z'))).toBe(0)
    expect(slotAt(test, new Date('2027-06-11T07:00:00Z'))).toBeNull()
    expect([0, 1, 2, 3].map((s) => variantForSlot(test, s))).toEqual([0, 1, 0, 1])
    expect(() => variantForSlot(test, 4)).toThrow(RangeError)
    expect(nextChangeAt(test, new Date('2027-06-01T00:00:00Z'))).toEqual(slotStart(test, 0))
    expect(nextChangeAt(test, new Date('2027-06-12T00:00:00Z'))).toBeNull()
  })
})
