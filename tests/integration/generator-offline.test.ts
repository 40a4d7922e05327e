import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { createUser } from '../support/factories.ts'
import { offlineForm, startOfflineGenerator } from '../support/offline-generator.ts'
import { createTestApp } from '../support/test-app.ts'

// Offline provider: the catalog, runs and their limits (the in-flight limiter has its own test
// below). Enhance, the gallery and route authorization are generator-offline-gallery's test.
const { app, db, balanceOf, generateAs } = await startOfflineGenerator()

describe('catalog', () => {
  it('lists the 25 categories with 15 templates each and says offline will run', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/generator/catalog' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.categories).toHaveLength(25)
    expect(body.categories.every((c: { templates: string[] }) => c.templates.length === 15)).toBe(true)
    expect(body.referenceStyles).toEqual([
      'professional',
      'casual',
      'vibrant',
      'minimalist',
      'cinematic',
      'artistic',
    ])
    expect(body.effectiveProvider).toBe('offline')
  })
})

describe('generate offline', () => {
  it('spends one credit, stores a 1280×720 JPEG under 2 MB and returns the new balance', async () => {
    const user = await createUser(app, { credits: 3 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    const body = response.json()
    expect(body.message).toBe('YouTube thumbnail generated successfully!')
    expect(body.balance).toBe(2)
    expect(body.results).toHaveLength(1)
    const [result] = body.results
    expect(result).toMatchObject({
      status: 'succeeded',
      provider: 'offline',
      width: 1280,
      height: 720,
      mimeType: 'image/jpeg',
    })
    expect(result.downloadName).toMatch(/^youtube-thumbnail-1-\d+\.jpg$/)

    const image = await app.inject({
      method: 'GET',
      url: `${result.imageUrl}?download=1`,
      headers: { cookie: user.cookie },
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.headers['content-disposition']).toBe(`attachment; filename="${result.downloadName}"`)
    expect(image.rawPayload.length).toBeLessThan(2 * 1024 * 1024)
    const meta = await sharp(image.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720])

    const ledger = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `generation:${result.id}`))
    expect(ledger.map((e) => e.delta)).toEqual([-1])
  })

  it('makes one image per variant at one credit each, in the chosen size and format', async () => {
    const user = await createUser(app, { credits: 5 })
    const response = await generateAs(
      user,
      offlineForm({ variants: 3, output: { size: '1920x1080', format: 'png' } }),
    )
    expect(response.statusCode).toBe(202)
    const body = response.json()
    expect(body.balance).toBe(2)
    expect(body.results.map((r: { params: { n: number } }) => r.params.n)).toEqual([1, 2, 3])
    for (const result of body.results) {
      expect(result).toMatchObject({ width: 1920, height: 1080 })
      expect(result.bytes).toBeLessThan(2 * 1024 * 1024)
    }
  })

  it('refuses with 402 and spends nothing when the balance is 0', async () => {
    const user = await createUser(app, { credits: 0 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(402)
    expect(response.json().error.message).toBe('Insufficient credits. Buy more to generate images.')
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    expect(await balanceOf(user.id)).toBe(0)
  })

  it('refuses a 3-image run on 2 credits whole: 402, balance unchanged, no rows', async () => {
    const user = await createUser(app, { credits: 2 })
    const response = await generateAs(user, offlineForm({ variants: 3 }))
    expect(response.statusCode).toBe(402)
    expect(await balanceOf(user.id)).toBe(2)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
  })

  it('turns 20 parallel requests on 5 credits into exactly 5 images and a balance of 0 (races only on PostgreSQL)', async () => {
    const user = await createUser(app, { credits: 5 })
    const responses = await Promise.all(Array.from({ length: 20 }, () => generateAs(user)))
    const statuses = responses.map((r) => r.statusCode).sort()
    expect(statuses.filter((s) => s === 202)).toHaveLength(5)
    expect(statuses.filter((s) => s === 402)).toHaveLength(15)
    expect(await balanceOf(user.id)).toBe(0)
    const rows = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(5)
    expect(rows).toHaveLength(5)
  })

  it('answers the spec messages for a blank prompt and for a signed-out caller', async () => {
    const user = await createUser(app, { credits: 1 })
    const blank = await generateAs(user, offlineForm({ prompt: '   ' }))
    expect(blank.statusCode).toBe(400)
    expect(JSON.stringify(blank.json())).toContain('Prompt is required')
    const anonymous = await generateAs(null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.message).toBe('User not logged in')
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('re-encodes an image reference and refuses a non-image one without spending', async () => {
    const user = await createUser(app, { credits: 2 })
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const ok = await generateAs(
      user,
      offlineForm({ referenceImage: `data:image/png;base64,${png.toString('base64')}` }),
    )
    expect(ok.statusCode).toBe(202)
    expect(ok.json().results[0].params.hasReference).toBe(true)
    const fake = await generateAs(
      user,
      offlineForm({
        referenceImage: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`,
      }),
    )
    expect(fake.statusCode).toBe(400)
    expect(await balanceOf(user.id)).toBe(1)
  })
})

describe('a ledger that fails', () => {
  it("answers 'Failed to deduct credits', keeps the balance and leaves no row", async () => {
    const user = await createUser(app, { credits: 2 })
    // A real database failure on this user's ledger insert (not a short balance), as a broken disk
    // or a lost connection would give.
    await db.execute(
      sql.raw(`create or replace function refuse_ledger() returns trigger language plpgsql as $$
        begin raise exception 'ledger unavailable'; end $$`),
    )
    await db.execute(
      sql.raw(`create trigger refuse_ledger before insert on credit_ledger for each row
        when (new.user_id = '${user.id}') execute function refuse_ledger()`),
    )
    try {
      const response = await generateAs(user)
      expect(response.statusCode).toBe(500)
      expect(response.json().error.message).toBe('Failed to deduct credits')
      expect(await balanceOf(user.id)).toBe(2)
      expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    } finally {
      await db.execute(sql.raw('drop trigger refuse_ledger on credit_ledger'))
    }
  })
})

describe('reference size', () => {
  it('accepts a reference well over the 1 MB API body limit and refuses one over 10 MB with 413', async () => {
    const user = await createUser(app, { credits: 2 })
    const big = await sharp(randomBytes(1400 * 1000 * 3), { raw: { width: 1400, height: 1000, channels: 3 } })
      .png()
      .toBuffer()
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const ok = await generateAs(
      user,
      offlineForm({ referenceImage: `data:image/png;base64,${big.toString('base64')}` }),
    )
    expect(ok.statusCode).toBe(202)
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1024, 1)
    const refused = await generateAs(
      user,
      offlineForm({ referenceImage: `data:image/png;base64,${huge.toString('base64')}` }),
    )
    expect(refused.statusCode).toBe(413)
    expect(refused.json().error.message).toBe('The reference image must be 10 MB or smaller.')
    expect(await balanceOf(user.id)).toBe(1)
  })
})

describe('in-flight limit', () => {
  it('allows at most the configured number of runs at once per user', async () => {
    const { app: limited } = await createTestApp({
      GENERATOR_MAX_IN_FLIGHT: '2',
      GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
    })
    const user = await createUser(limited, { credits: 10 })
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        limited.inject({
          method: 'POST',
          url: '/api/generator/generate',
          payload: offlineForm(),
          headers: { cookie: user.cookie },
        }),
      ),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1)
    const refused = responses.find((r) => r.statusCode === 429)
    expect(refused?.json().error.message).toBe(
      'You already have generations running. Wait for one to finish, then try again.',
    )
    // Whatever ran was paid for; whatever was refused cost nothing.
    const [row] = await limited.deps.db
      .select({ b: users.creditBalance })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.b).toBe(10 - statuses.filter((s) => s === 202).length)
  })
})

describe('rate limit', () => {
  it('refuses generate calls past GENERATOR_RATE_LIMIT_PER_MINUTE with 429, spending nothing', async () => {
    const { app: limited } = await createTestApp({ GENERATOR_RATE_LIMIT_PER_MINUTE: '2' })
    const user = await createUser(limited, { credits: 5 })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/generator/generate',
        payload: offlineForm(),
        headers: { cookie: user.cookie },
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) expect(response.json().error.code).toBe('RATE_LIMITED')
    }
    expect(statuses).toEqual([202, 202, 429])
    const [row] = await limited.deps.db
      .select({ b: users.creditBalance })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.b).toBe(3)
  })
})
