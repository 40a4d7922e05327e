import { balanceOf } from './billing.ts'
import type { TestUser } from './factories.ts'
import { generateSettled } from './generate.ts'
import { createTestApp } from './test-app.ts'

export const offlineForm = (overrides: Record<string, unknown> = {}) => ({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
  textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
  ...overrides,
})

/**
 * The real app with the offline provider (no key in the pool, provider 'auto'). The in-flight
 * and rate limits are raised so that a burst measures the ledger, not the limiter.
 */
export async function startOfflineGenerator() {
  const { app, db } = await createTestApp({
    GENERATOR_MAX_IN_FLIGHT: '25',
    GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  })
  return {
    app,
    db,
    balanceOf: (userId: string) => balanceOf(app, userId),
    /** The run, waited for: 202 and the done view, or the refusal. */
    generateAs: (user: TestUser | null, payload: Record<string, unknown> = offlineForm()) =>
      generateSettled(app, user, payload),
  }
}
