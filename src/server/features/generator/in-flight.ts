import { generatorMessages } from '#shared/generator/defaults.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Counts each user's running generate requests in this process. A counter in memory (not a count
 * of pending rows) because the check and the increment must be one step: two requests arriving
 * together would both see "1 pending" in the database.
 */
export function createInFlightLimiter(limit: number) {
  const running = new Map<string, number>()
  return {
    acquire(userId: string): () => void {
      const now = running.get(userId) ?? 0
      if (now >= limit) throw new AppError('RATE_LIMITED', generatorMessages.tooManyInFlight)
      running.set(userId, now + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (running.get(userId) ?? 1) - 1
        if (left <= 0) running.delete(userId)
        else running.set(userId, left)
      }
    },
  }
}
export type InFlightLimiter = ReturnType<typeof createInFlightLimiter>
