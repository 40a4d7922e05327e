import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { createUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Offline provider (no key in the pool, provider 'auto'): it draws no lettering (issue 27, item 3).
const { app, db } = await createTestApp()

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
  textOverlay: { title: 'I Beat The Final Boss' },
  ...overrides,
})

describe("'AI-drawn text' offline", () => {
  it('is refused with the reason before a credit moves, and the next run still goes', async () => {
    const user = await createUser(app, { credits: 2 })
    const ledgerOf = () => db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    const ledgerBefore = await ledgerOf()
    const response = await generateSettled(app, user, form({ textMode: 'ai', variants: 2 }))
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'AI_TEXT_NEEDS_GEMINI',
      message: generatorMessages.aiTextNeedsGemini,
    })
    const [row] = await db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, user.id))
    expect(row?.balance).toBe(2)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    expect(await ledgerOf()).toEqual(ledgerBefore)

    // The in-flight slot came back, and 'Exact text' offline is made with its title.
    const exact = await generateSettled(app, user, form({ textMode: 'exact' }))
    expect(exact.statusCode, exact.body).toBe(202)
    expect(exact.json().results[0].status).toBe('succeeded')
  })
})
