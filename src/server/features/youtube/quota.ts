/**
 * YouTube Data API quota, counted per Google project per Pacific day, so we refuse a call before
 * Google does (a refused thumbnails.set mid-test would leave the wrong variant live for a day).
 *
 * Source: "Quota Calculator", https://developers.google.com/youtube/v3/determine_quota_cost
 * - costs: channels.list 1, playlistItems.list 1, videos.list 1, thumbnails.set 50;
 * - "All API requests, including invalid requests, incur a quota cost of at least one point",
 *   so the caller counts a call whether it succeeds or fails;
 * - each extra page of a list is a request of its own and costs the same again;
 * - default allocation 10,000 units per day; "Daily quotas reset at midnight Pacific Time (PT)".
 * The Analytics and Reporting APIs have separate quotas and are not counted here.
 */
import { nextPacificMidnight, type PacificDate, pacificDateOf } from './pacific-day.ts'

export const QUOTA_COSTS = {
  'channels.list': 1,
  'playlistItems.list': 1,
  'videos.list': 1,
  'thumbnails.set': 50,
} as const satisfies Record<string, number>

export type QuotaCall = keyof typeof QUOTA_COSTS

export const DEFAULT_DAILY_QUOTA = 10_000

/** Units for `requests` calls of one method (one per page for the list methods). */
export function quotaCost(call: QuotaCall, requests = 1): number {
  return QUOTA_COSTS[call] * requests
}

/** The key a day's usage is stored under: the Pacific date. */
export function quotaDayKey(now: Date): PacificDate {
  return pacificDateOf(now)
}

/** When today's quota resets: the next Pacific midnight. */
export function quotaResetsAt(now: Date): Date {
  return nextPacificMidnight(now)
}

export type QuotaRequest = {
  now: Date
  cost: number
  /** Units the whole project (this shop) has used on today's Pacific day. */
  projectUsedToday: number
  dailyLimit: number
  /**
   * Optional cap for one creator, as a share of the daily limit (0.2 = 20 %), so one busy channel
   * cannot use up everyone's day. Omit when the operator has set no share.
   */
  creator?: { usedToday: number; share: number }
}

export type QuotaDecision =
  | { ok: true; resetsAt: Date; projectRemainingAfter: number }
  | {
      ok: false
      reason: 'shop-quota-used-up' | 'creator-share-used-up'
      resetsAt: Date
      /** Units still available to this request; less than its cost. */
      remaining: number
      /** Plain words for the creator. The caller may append the reset time in their own zone. */
      message: string
    }

const RESET_WORDS = 'It resets at 00:00 Pacific time.'

/** Whether a call of `cost` units may go ahead now, and if not, why and until when. */
export function canSpend(request: QuotaRequest): QuotaDecision {
  const { now, cost, projectUsedToday, dailyLimit, creator } = request
  if (![cost, projectUsedToday, dailyLimit].every((n) => Number.isFinite(n) && n >= 0)) {
    throw new RangeError('Quota figures must be non-negative numbers')
  }
  const resetsAt = quotaResetsAt(now)
  const projectRemaining = Math.max(0, dailyLimit - projectUsedToday)
  if (cost > projectRemaining) {
    const message =
      projectRemaining === 0
        ? `YouTube's daily quota for this shop is used up. ${RESET_WORDS}`
        : `YouTube's daily quota for this shop is nearly used up: this needs ${cost} units and ${projectRemaining} are left. ${RESET_WORDS}`
    return { ok: false, reason: 'shop-quota-used-up', resetsAt, remaining: projectRemaining, message }
  }
  if (creator) {
    if (!(creator.share > 0 && creator.share <= 1))
      throw new RangeError('A creator share is above 0 and at most 1')
    const creatorRemaining = Math.max(0, Math.floor(dailyLimit * creator.share) - creator.usedToday)
    if (cost > creatorRemaining) {
      const message =
        creatorRemaining === 0
          ? `You have used your share of this shop's daily YouTube quota. ${RESET_WORDS}`
          : `Your share of this shop's daily YouTube quota is nearly used: this needs ${cost} units and ${creatorRemaining} are left. ${RESET_WORDS}`
      return { ok: false, reason: 'creator-share-used-up', resetsAt, remaining: creatorRemaining, message }
    }
  }
  return { ok: true, resetsAt, projectRemainingAfter: projectRemaining - cost }
}
