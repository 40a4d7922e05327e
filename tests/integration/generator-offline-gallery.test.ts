import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startOfflineGenerator } from '../support/offline-generator.ts'

// Offline provider: enhance, the gallery and who may reach each generator route. Runs and their
// limits are generator-offline's test.
const { app, db, balanceOf, generateAs } = await startOfflineGenerator()

async function generateOne(user: TestUser, payload?: Record<string, unknown>) {
  const response = await generateAs(user, payload)
  expect(response.statusCode, response.body).toBe(202)
  const body = response.json()
  return body.results[0] as { id: string; imageUrl: string; downloadName: string; status: string }
}

describe('enhance offline', () => {
  it('enriches a hint from the category templates', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/generator/enhance',
      payload: { category: 'Food & Cooking', prompt: 'pasta night' },
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Prompt enhanced successfully!')
    expect(response.json().prompt).toContain('pasta night')
  })

  it('needs a hint or a category', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/generator/enhance',
      payload: { prompt: '  ' },
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Please provide a prompt or select a category first')
  })
})

describe('gallery', () => {
  it('lists only my own thumbnails, newest first, paged', async () => {
    const user = await createUser(app, { credits: 3 })
    const other = await createUser(app, { credits: 1 })
    const first = await generateOne(user)
    const second = await generateOne(user)
    await generateOne(other)
    const page = await app.inject({
      method: 'GET',
      url: '/api/generations?page=1&pageSize=1',
      headers: { cookie: user.cookie },
    })
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 })
    expect(page.json().items.map((i: { id: string }) => i.id)).toEqual([second.id])
    const next = await app.inject({
      method: 'GET',
      url: '/api/generations?page=2&pageSize=1',
      headers: { cookie: user.cookie },
    })
    expect(next.json().items.map((i: { id: string }) => i.id)).toEqual([first.id])
  })

  it('re-renders new text for free: same balance, no new ledger entry, different image', async () => {
    const user = await createUser(app, { credits: 1 })
    const result = await generateOne(user)
    const before = await app.inject({ method: 'GET', url: result.imageUrl, headers: { cookie: user.cookie } })
    const ledgerBefore = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${result.id}`,
      payload: {
        textOverlay: { title: 'Completely Different Words', textPosition: 'top' },
        overlay: { style: 'solid' },
      },
      headers: { cookie: user.cookie },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().params.textOverlay).toMatchObject({
      title: 'Completely Different Words',
      textPosition: 'top',
      subtitle: 'in under ten minutes',
    })
    expect(patched.json().params.overlay.style).toBe('solid')
    const after = await app.inject({ method: 'GET', url: result.imageUrl, headers: { cookie: user.cookie } })
    expect(Buffer.compare(before.rawPayload, after.rawPayload)).not.toBe(0)
    expect(await balanceOf(user.id)).toBe(0)
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(
      ledgerBefore.length,
    )
  })

  it('deletes the row and its files', async () => {
    const user = await createUser(app, { credits: 1 })
    const result = await generateOne(user)
    const [row] = await db.select().from(generations).where(eq(generations.id, result.id))
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/generations/${result.id}`,
      headers: { cookie: user.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await app.deps.files.get(row?.compositeKey ?? '')).toBeNull()
    expect(await app.deps.files.get(row?.backgroundKey ?? '')).toBeNull()
    const gone = await app.inject({
      method: 'GET',
      url: `/api/generations/${result.id}`,
      headers: { cookie: user.cookie },
    })
    expect(gone.statusCode).toBe(404)
  })
})

describe('authorization on every generator route', () => {
  it('anonymous 401, another user 404, owner 200; an admin who is not the owner 404, but for the image', async () => {
    const owner = await createUser(app, { credits: 1 })
    const other = await createUser(app)
    const admin = await createAdmin(app)
    const result = await generateOne(owner)
    // The image is the one read an admin has (decision 053); generator-image-reach.test.ts covers it.
    const routes: { method: 'GET' | 'PATCH' | 'DELETE'; url: string; payload?: object; ok: number }[] = [
      { method: 'GET', url: `/api/generations/${result.id}`, ok: 200 },
      {
        method: 'PATCH',
        url: `/api/generations/${result.id}`,
        payload: { textOverlay: { title: 'Mine' } },
        ok: 200,
      },
      { method: 'DELETE', url: `/api/generations/${result.id}`, ok: 204 },
    ]
    for (const route of routes) {
      const as = (user: TestUser | null) =>
        app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: user ? { cookie: user.cookie } : {},
        })
      expect((await as(null)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401)
      expect((await as(other)).statusCode, `${route.method} ${route.url} other`).toBe(404)
      expect((await as(admin)).statusCode, `${route.method} ${route.url} admin`).toBe(404)
      expect((await as(owner)).statusCode, `${route.method} ${route.url} owner`).toBe(route.ok)
    }
    const list = (user: TestUser | null) =>
      app.inject({ method: 'GET', url: '/api/generations', headers: user ? { cookie: user.cookie } : {} })
    expect((await list(null)).statusCode).toBe(401)
    expect((await list(other)).json().total).toBe(0)
    expect((await list(admin)).json().total).toBe(0)
  })

  it('catalog is public; enhance and generate need a signed-in user (any role)', async () => {
    const admin = await createAdmin(app)
    await db.update(users).set({ creditBalance: 1 }).where(eq(users.id, admin.id))
    expect((await app.inject({ method: 'GET', url: '/api/generator/catalog' })).statusCode).toBe(200)
    const enhanceAs = (user: TestUser | null) =>
      app.inject({
        method: 'POST',
        url: '/api/generator/enhance',
        payload: { category: 'Music' },
        headers: user ? { cookie: user.cookie } : {},
      })
    expect((await enhanceAs(null)).statusCode).toBe(401)
    expect((await enhanceAs(await createUser(app))).statusCode).toBe(200)
    expect((await enhanceAs(admin)).statusCode).toBe(200)
    expect((await generateAs(admin)).statusCode).toBe(202)
  })
})
