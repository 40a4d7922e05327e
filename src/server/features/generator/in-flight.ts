import { generatorMessages } from '#shared/generator/defaults.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Each user's runs that are accepted and not yet finished. A run takes its slot when it is accepted
 * and gives it back when its last image is done, which may be in another process (a worker), so
 * release goes by user id. The check and the increment are one step: two requests arriving together
 * must not both see "1 running".
 */
export interface InFlightLimiter {
  /** Takes one of the user's slots, or throws 429 'You already have generations running…'. */
  acquire(userId: string): Promise<void>
  /** Gives one slot back. Never goes below zero, so a double release cannot free a slot twice. */
  release(userId: string): Promise<void>
}

/** The embedded default: a counter in this process's memory. */
export function createMemoryInFlightLimiter(limit: number): InFlightLimiter {
  const running = new Map<string, number>()
  return {
    async acquire(userId) {
      const now = running.get(userId) ?? 0
      if (now >= limit) throw new AppError('RATE_LIMITED', generatorMessages.tooManyInFlight)
      running.set(userId, now + 1)
    },
    async release(userId) {
      const left = (running.get(userId) ?? 0) - 1
      if (left <= 0) running.delete(userId)
      else running.set(userId, left)
    },
  }
}

/**
 * Accepts a run (a generation or an 'Edit with AI' version) under one of the user's slots. Once
 * `accept` answers, the run's last job gives the slot back (batch.service.ts); when it throws,
 * nothing was queued, so no job ever will, and the slot comes back here.
 */
export async function acceptInSlot<T>(limiter: InFlightLimiter, userId: string, accept: () => Promise<T>) {
  await limiter.acquire(userId)
  try {
    return await accept()
  } catch (error) {
    await limiter.release(userId)
    throw error
  }
}
