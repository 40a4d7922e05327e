import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, generations } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 26, item 4: a character no bundled font covers would be drawn as a box (or in whatever font
// the host has), so the run is refused, naming it, before any credit moves. The offline provider.
const { app, config, database } = await createTestApp({ GENERATOR_RATE_LIMIT_PER_MINUTE: '1000' })
await prepareGenerator(config, database)

const post = (user: TestUser, url: string, textOverlay: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    payload: { category: 'Technology', prompt: 'A new phone', textOverlay },
    headers: { cookie: user.cookie },
  })

describe('a title with characters no bundled font can draw', () => {
  it.each([
    [
      '/api/generator/generate',
      { title: 'Linear B 𐀀 and cuneiform 𒀀' },
      'These characters cannot be drawn yet: 𐀀 𒀀',
    ],
    [
      '/api/generator/generate',
      { title: 'Fine', subtitle: 'Unassigned \u{50000}' },
      'These characters cannot be drawn yet: \u{50000}',
    ],
    ['/api/generator/preview', { title: 'Linear B 𐀀' }, 'These characters cannot be drawn yet: 𐀀'],
  ])('is refused by %s with 400 naming them, nothing spent', async (url, textOverlay, message) => {
    const user = await createUser(app, { credits: 3 })
    const ledger = () => database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    const ledgerBefore = await ledger()
    const refused = await post(user, url, textOverlay)
    expect(refused.statusCode, refused.body).toBe(400)
    const { error } = refused.json()
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
    expect(await balanceOf(app, user.id)).toBe(3)
    expect(await database.db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    expect(await ledger()).toEqual(ledgerBefore)
  })

  it('is made, and charged, when every script in it is bundled', async () => {
    const user = await createUser(app, { credits: 3 })
    const made = await post(user, '/api/generator/generate', { title: 'iPhone 17 का सच 東京 한국 ไทย 😱' })
    expect(made.statusCode, made.body).toBe(202)
    expect(await balanceOf(app, user.id)).toBe(2)
  })
})
