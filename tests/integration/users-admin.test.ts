import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  creditLedger,
  generations,
  messageLog,
  orders,
  sessions,
  supportTickets,
  users,
} from '#server/db/schema.ts'
import { subjectKey } from '#server/features/generator/render.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()
const admin = await createAdmin(app)

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser = admin) =>
  app.inject({ method, url, headers: { cookie: user.cookie }, payload })

const ledgerOf = (userId: string) => db.select().from(creditLedger).where(eq(creditLedger.userId, userId))

describe('GET /api/users', () => {
  it('lists newest first, 10 per page, with the total', async () => {
    for (let i = 0; i < 11; i++) await createUser(app, { name: `Paging ${i}` })
    const first = (await call('GET', '/api/users')).json()
    expect(first).toMatchObject({ page: 1, pageSize: 10 })
    expect(first.users).toHaveLength(10)
    expect(first.total).toBeGreaterThanOrEqual(12)
    const dates = first.users.map((u: { createdAt: string }) => u.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.users[0]).toMatchObject({
      name: 'Paging 10',
      role: 'member',
      membership: 'free',
      creditBalance: 3,
    })
    expect(first.users[0]).not.toHaveProperty('password')
  })

  it('searches name, e-mail, role and membership case-insensitively', async () => {
    const zed = await createUser(app, { name: 'Zebedee Quill' })
    await createUser(app, { role: 'moderator', name: 'Mod Squad' })
    await db.update(users).set({ membership: 'premium' }).where(eq(users.id, zed.id))

    const byName = (await call('GET', '/api/users?search=zEBEDEE')).json()
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([zed.id])
    const byEmail = (await call('GET', `/api/users?search=${zed.email.toUpperCase()}`)).json()
    expect(byEmail.users.map((u: { id: string }) => u.id)).toEqual([zed.id])
    const byRole = (await call('GET', '/api/users?search=MODERATOR')).json()
    expect(byRole.users.every((u: { role: string }) => u.role === 'moderator')).toBe(true)
    expect(byRole.total).toBe(1)
    const byMembership = (await call('GET', '/api/users?search=Premium')).json()
    expect(byMembership.users.map((u: { id: string }) => u.id)).toEqual([zed.id])
    expect((await call('GET', '/api/users?search=%25')).json().total).toBe(0)
  })

  it('exposes each user’s address and country, as the spec’s users list does', async () => {
    const user = await createUser(app, { name: 'Addressed' })
    await app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      payload: {
        name: 'Addressed',
        aboutMe: '',
        address: '5 Rue Neuve',
        phone: '',
        city: 'Lyon',
        country: 'France',
      },
    })
    const listed = (await call('GET', `/api/users?search=${encodeURIComponent(user.email)}`)).json()
    expect(listed.users).toEqual([
      expect.objectContaining({ id: user.id, address: '5 Rue Neuve', country: 'France' }),
    ])
  })

  it('sorts by each column both ways', async () => {
    const asc = (await call('GET', '/api/users?sort=credits&dir=asc&pageSize=100')).json().users
    const credits = asc.map((u: { creditBalance: number }) => u.creditBalance)
    expect(credits).toEqual([...credits].sort((a, b) => a - b))
    const byName = (await call('GET', '/api/users?sort=name&dir=desc&pageSize=100')).json().users
    expect(byName.length).toBeGreaterThan(1)
    for (const sort of ['email', 'role', 'membership', 'createdAt']) {
      expect((await call('GET', `/api/users?sort=${sort}&dir=asc`)).statusCode).toBe(200)
    }
    expect((await call('GET', '/api/users?sort=password')).statusCode).toBe(400)
  })
})

describe('GET /api/users/{id} (the customer view)', () => {
  it('caps each list at the newest 20 and says which lists have more', async () => {
    const busy = await createUser(app)
    const quiet = await createUser(app)
    const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, n))
    await db.insert(supportTickets).values(
      Array.from({ length: 21 }, (_, n) => ({
        userId: busy.id,
        userName: busy.name,
        userEmail: busy.email,
        subject: `Ticket ${n}`,
        message: 'Please',
        createdAt: at(n),
      })),
    )
    await db.insert(messageLog).values(
      Array.from({ length: 20 }, (_, n) => ({
        toUserId: busy.id,
        toEmail: busy.email,
        subject: `Note ${n}`,
        body: 'Hi',
        sentAt: at(n),
      })),
    )
    const view = (await call('GET', `/api/users/${busy.id}`)).json()
    expect(view.tickets).toHaveLength(20)
    expect(view.tickets[0].subject).toBe('Ticket 20')
    expect(view.tickets.at(-1).subject).toBe('Ticket 1')
    // Exactly 20 messages is the whole list, not a capped one.
    expect(view.messages).toHaveLength(20)
    expect(view.more).toEqual({ orders: false, tickets: true, generations: false, messages: false })
    const empty = (await call('GET', `/api/users/${quiet.id}`)).json()
    expect(empty.more).toEqual({ orders: false, tickets: false, generations: false, messages: false })
  })
})

describe('DELETE /api/users/{id}', () => {
  it('deletes the user, revokes their sessions and keeps their orders and tickets', async () => {
    const user = await createUser(app, { name: 'Leaving Soon' })
    await db.insert(orders).values({
      kind: 'package',
      orderId: 'DELTEST1',
      paymentId: 'DELPAY01',
      userId: user.id,
      customerName: user.name,
      customerEmail: user.email,
      address: '1 Road',
      country: 'France',
      productName: 'Starter',
      priceCents: 500,
      totalCents: 500,
      orderDate: '01/02/2026',
    })
    await db.insert(supportTickets).values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      subject: 'Help',
      message: 'Please',
    })
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200)

    const response = await call('DELETE', `/api/users/${user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ deleted: true })

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    // Signed out on their very next request, though that session had just been served from memory.
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
    expect([me.statusCode, me.json()]).toEqual([200, null])
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/me/ledger',
      headers: { cookie: user.cookie },
    })
    expect(ledger.statusCode).toBe(401)
    const [order] = await db.select().from(orders).where(eq(orders.orderId, 'DELTEST1'))
    expect(order).toMatchObject({ userId: null, customerName: 'Leaving Soon', customerEmail: user.email })
    const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.userEmail, user.email))
    expect(ticket).toMatchObject({ userId: null, userName: 'Leaving Soon' })
    expect((await call('GET', `/api/users?search=${user.email}`)).json().total).toBe(0)
  })

  it('removes the user’s generated images and their ledger with the account', async () => {
    const user = await createUser(app, { name: 'Maker' })
    const generated = await generateSettled(app, user, {
      category: 'Gaming',
      prompt: 'A neon castle at dusk',
    })
    expect(generated.statusCode, generated.body).toBe(202)
    const [row] = await db.select().from(generations).where(eq(generations.userId, user.id))
    // The offline run also keeps its cut-out subject layer, which no column names.
    const subject = (row?.params as { subject?: 'photo' | 'icon' } | undefined)?.subject
    const keys = [
      row?.backgroundKey,
      row?.compositeKey,
      subject && row && subjectKey(user.id, row.id, subject),
    ].filter((k): k is string => Boolean(k))
    expect(keys.length).toBe(3)
    for (const key of keys) expect(await app.deps.files.get(key)).not.toBeNull()

    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(200)
    for (const key of keys) expect(await app.deps.files.get(key)).toBeNull()
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    expect(await ledgerOf(user.id)).toEqual([])
  })

  it('answers 404 for an unknown user', async () => {
    expect((await call('DELETE', '/api/users/no-such-user')).statusCode).toBe(404)
  })

  it('refuses to delete the last admin, and an admin cannot delete themselves', async () => {
    const last = await call('DELETE', `/api/users/${admin.id}`)
    expect(last.statusCode).toBe(409)
    expect(last.json().error.message).toBe(
      'The last admin cannot be removed or demoted. Make another user an Admin first.',
    )

    const second = await createUser(app, { role: 'Admin' })
    const self = await call('DELETE', `/api/users/${admin.id}`, undefined, admin)
    expect(self.statusCode).toBe(409)
    expect(self.json().error.message).toBe('You cannot delete your own account.')
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })).json().role,
    ).toBe('Admin')

    // Another admin may remove one of two admins, never both.
    expect((await call('DELETE', `/api/users/${second.id}`)).statusCode).toBe(200)
  })
})
