/** A bound on remembered refusals; past it, expired ones are dropped first, then the oldest. */
const MAX_REMEMBERED = 10_000

/**
 * Who a rate limit has refused, until their window resets. A limit counted after the body is read
 * (so that bad bodies do not use up anyone's budget) would otherwise read and parse every refused
 * body in full: a route whose bodies are large checks this before reading, and refuses at the door
 * someone it has already refused. Per process: the limiter itself stays the authority, and this
 * only repeats a refusal it gave.
 */
export function createRefusalMemo(now: () => number = Date.now) {
  const until = new Map<string, number>()
  const forget = () => {
    const at = now()
    for (const [key, end] of until) if (end <= at) until.delete(key)
    while (until.size >= MAX_REMEMBERED) until.delete(until.keys().next().value as string)
  }
  return {
    /** The limiter refused `key` for `ms` more milliseconds. */
    refused(key: string, ms: number) {
      if (until.size >= MAX_REMEMBERED) forget()
      until.set(key, now() + ms)
    },
    /** Seconds until `key` may ask again, or 0 when it may ask now. */
    secondsLeft(key: string): number {
      const end = until.get(key)
      if (end === undefined) return 0
      const left = end - now()
      if (left > 0) return Math.ceil(left / 1000)
      until.delete(key)
      return 0
    },
  }
}
