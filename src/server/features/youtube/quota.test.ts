import { describe, expect, it } from 'vitest'
import { canSpend, DEFAULT_DAILY_QUOTA, QUOTA_COSTS, quotaCost, quotaDayKey, quotaResetsAt } from './quota.ts'

const now = new Date('2027-06-10T20:00:00Z') // 13:00 PDT
const base = { now, dailyLimit: DEFAULT_DAILY_QUOTA }

describe('quota costs (YouTube Data API quota calculator)', () => {
  it('a thumbnail change costs 50 units and each list page 1', () => {
    expect(QUOTA_COSTS).toEqual({
      'channels.list': 1,
      'playlistItems.list': 1,
      'videos.list': 1,
      'thumbnails.set': 50,
    })
    expect(quotaCost('playlistItems.list', 3)).toBe(3)
    expect(DEFAULT_DAILY_QUOTA / quotaCost('thumbnails.set')).toBe(200)
  })
})

describe('the quota day', () => {
  it('is the Pacific date, so 23:30 Pacific is still today even when UTC has moved on', () => {
    expect(quotaDayKey(new Date('2027-06-11T06:30:00Z'))).toBe('2027-06-10')
    expect(quotaDayKey(new Date('2027-06-11T07:00:00Z'))).toBe('2027-06-11')
  })

  it('resets at the next Pacific midnight, 07:00 UTC in summer and 08:00 UTC in winter', () => {
    expect(quotaResetsAt(now).toISOString()).toBe('2027-06-11T07:00:00.000Z')
    expect(quotaResetsAt(new Date('2027-01-10T20:00:00Z')).toISOString()).toBe('2027-01-11T08:00:00.000Z')
  })
})

describe('canSpend', () => {
  it('allows a call that fits, and says what is left after it', () => {
    expect(canSpend({ ...base, cost: 50, projectUsedToday: 9_950 })).toEqual({
      ok: true,
      resetsAt: new Date('2027-06-11T07:00:00Z'),
      projectRemainingAfter: 0,
    })
  })

  it('refuses before going over, with the reset time and plain words', () => {
    const decision = canSpend({ ...base, cost: 50, projectUsedToday: 10_000 })
    expect(decision).toEqual({
      ok: false,
      reason: 'shop-quota-used-up',
      resetsAt: new Date('2027-06-11T07:00:00Z'),
      remaining: 0,
      message: "YouTube's daily quota for this shop is used up. It resets at 00:00 Pacific time.",
    })
  })

  it('refuses a thumbnail change when only a few units are left, saying how many', () => {
    const decision = canSpend({ ...base, cost: 50, projectUsedToday: 9_970 })
    expect(decision).toMatchObject({
      ok: false,
      remaining: 30,
      message: expect.stringContaining('this needs 50 units and 30 are left'),
    })
  })

  it("holds a creator to the operator's share even when the shop has quota left", () => {
    const creator = { usedToday: 1_980, share: 0.2 }
    expect(canSpend({ ...base, cost: 50, projectUsedToday: 3_000, creator })).toMatchObject({
      ok: false,
      reason: 'creator-share-used-up',
      remaining: 20,
    })
    expect(canSpend({ ...base, cost: 1, projectUsedToday: 3_000, creator }).ok).toBe(true)
  })

  it('checks the shop first: a creator within their share is still refused when the shop is out', () => {
    const decision = canSpend({
      ...base,
      cost: 1,
      projectUsedToday: 10_000,
      creator: { usedToday: 0, share: 0.5 },
    })
    expect(decision).toMatchObject({ ok: false, reason: 'shop-quota-used-up' })
  })

  it('refuses nonsense figures instead of allowing them', () => {
    expect(() => canSpend({ ...base, cost: -1, projectUsedToday: 0 })).toThrow(RangeError)
    expect(() =>
      canSpend({ ...base, cost: 1, projectUsedToday: 0, creator: { usedToday: 0, share: 0 } }),
    ).toThrow(RangeError)
  })
})
