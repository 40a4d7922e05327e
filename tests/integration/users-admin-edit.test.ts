import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, users } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// The admin's user editor (PUT /api/users/{id}); the list, the customer view and deletion are
// users-admin's test.
const { app, db } = await createTestApp()
const admin = await createAdmin(app)

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser = admin) =>
  app.inject({ method, url, headers: { cookie: user.cookie }, payload })

const edit = (
  user: TestUser,
  patch: Partial<{
    name: string
    role: string
    membership: string
    credits: unknown
    expectedCredits: number
  }>,
) =>
  call('PUT', `/api/users/${user.id}`, {
    name: user.name,
    role: 'member',
    membership: 'free',
    ...patch,
  })

const ledgerOf = (userId: string) => db.select().from(creditLedger).where(eq(creditLedger.userId, userId))

describe('PUT /api/users/{id}', () => {
  it('saves name, role and membership', async () => {
    const user = await createUser(app)
    const response = await edit(user, { name: 'Renamed', role: 'moderator', membership: 'basic' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Renamed',
      role: 'moderator',
      membership: 'basic',
    })
  })

  it('writes a credit change as exactly one admin_adjust entry of the difference', async () => {
    const user = await createUser(app, { credits: 3 })
    const before = await ledgerOf(user.id)
    const response = await edit(user, { credits: '45', expectedCredits: 3 })
    expect(response.json().creditBalance).toBe(45)
    const after = await ledgerOf(user.id)
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toMatchObject({ reason: 'admin_adjust', delta: 42, balanceAfter: 45 })

    await edit(user, { credits: 40, expectedCredits: 45 })
    expect((await ledgerOf(user.id)).at(-1)).toMatchObject({
      reason: 'admin_adjust',
      delta: -5,
      balanceAfter: 40,
    })
  })

  it('writes no ledger entry when the credits are unchanged', async () => {
    const user = await createUser(app, { credits: 3 })
    const before = await ledgerOf(user.id)
    await edit(user, { name: 'Just a rename', credits: 3, expectedCredits: 3 })
    expect(await ledgerOf(user.id)).toHaveLength(before.length)
  })

  it('refuses a stale save with 409 when the balance moved since the editor opened, and changes nothing', async () => {
    const user = await createUser(app, { credits: 3 })
    // The editor opened at 3; meanwhile the customer bought 50 credits.
    await db.update(users).set({ creditBalance: 53 }).where(eq(users.id, user.id))
    const before = await ledgerOf(user.id)
    const response = await edit(user, { membership: 'premium', credits: 3, expectedCredits: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('The balance changed since you opened this row')
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ creditBalance: 53, membership: 'free' })
    expect(await ledgerOf(user.id)).toHaveLength(before.length)
  })

  it('a save without credits keeps a balance that moved meanwhile (only the membership changes)', async () => {
    const user = await createUser(app, { credits: 3 })
    await db.update(users).set({ creditBalance: 53 }).where(eq(users.id, user.id))
    const response = await edit(user, { membership: 'premium' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ creditBalance: 53, membership: 'premium' })
  })

  it('refuses credits sent without the balance the editor saw', async () => {
    const user = await createUser(app, { credits: 3 })
    const response = await edit(user, { credits: 10 })
    expect(response.statusCode).toBe(400)
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]?.creditBalance).toBe(3)
  })

  it('records who changed the credits and the reason given, and shows them in the credit history', async () => {
    const user = await createUser(app, { credits: 3 })
    const response = await call('PUT', `/api/users/${user.id}`, {
      name: user.name,
      role: 'member',
      membership: 'free',
      credits: 8,
      expectedCredits: 3,
      creditNote: 'Goodwill for ticket 12',
    })
    expect(response.statusCode).toBe(200)
    expect((await ledgerOf(user.id)).at(-1)).toMatchObject({
      reason: 'admin_adjust',
      delta: 5,
      actorId: admin.id,
      note: 'Goodwill for ticket 12',
    })
    const history = (await call('GET', '/api/me/ledger', undefined, user)).json()
    expect(history.entries[0]).toMatchObject({
      reason: 'admin_adjust',
      delta: 5,
      balanceAfter: 8,
      byName: admin.name,
      note: 'Goodwill for ticket 12',
    })
  })

  it.each([[-1], [1.5], ['abc'], ['']])(
    'refuses credits of %j with 400 and changes nothing',
    async (credits) => {
      const user = await createUser(app, { credits: 3 })
      const response = await edit(user, { credits, expectedCredits: 3, name: 'Should not save' })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe('Credits must be a whole number of 0 or more')
      const [row] = await db.select().from(users).where(eq(users.id, user.id))
      expect(row).toMatchObject({ creditBalance: 3, name: user.name })
    },
  )

  it('refuses unknown roles, memberships and an e-mail change with 400', async () => {
    const user = await createUser(app)
    expect((await edit(user, { role: 'Owner' })).statusCode).toBe(400)
    expect((await edit(user, { membership: 'gold' })).statusCode).toBe(400)
    expect(
      (
        await call('PUT', `/api/users/${user.id}`, {
          name: 'x',
          role: 'member',
          membership: 'free',
          email: 'x@y.z',
        })
      ).statusCode,
    ).toBe(400)
  })

  it('answers 404 for an unknown user', async () => {
    const response = await call('PUT', '/api/users/no-such-user', {
      name: 'x',
      role: 'member',
      membership: 'free',
    })
    expect(response.statusCode).toBe(404)
  })

  it('makes another user an Admin, who may then demote the first; nobody demotes themselves', async () => {
    const second = await createUser(app, { name: 'Second Admin' })
    expect((await edit(second, { role: 'Admin' })).statusCode).toBe(200)
    const self = await call('PUT', `/api/users/${admin.id}`, {
      name: admin.name,
      role: 'member',
      membership: 'free',
    })
    expect(self.statusCode).toBe(409)
    expect(self.json().error.message).toBe('You cannot change your own role.')
    // Hand the role back so the rest of the file keeps one admin.
    expect(
      (
        await call('PUT', `/api/users/${second.id}`, {
          name: second.name,
          role: 'member',
          membership: 'free',
        })
      ).statusCode,
    ).toBe(200)
  })

  it('refuses to demote the last admin', async () => {
    const response = await call('PUT', `/api/users/${admin.id}`, {
      name: admin.name,
      role: 'moderator',
      membership: 'free',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe(
      'The last admin cannot be removed or demoted. Make another user an Admin first.',
    )
    const [row] = await db.select().from(users).where(eq(users.id, admin.id))
    expect(row?.role).toBe('Admin')
  })
})
