import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supportTickets, users } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp({ CONTACT_EMAIL: 'help@thumbforge.test' })
const admin = await createAdmin(app)
const alice = await createUser(app, { name: 'Alice Able' })
const bob = await createUser(app, { name: 'Bob Baker' })

const as = (user: TestUser | undefined) => ({ headers: user ? { cookie: user.cookie } : {} })
const reply = (user: TestUser, id: string, message: string) =>
  app.inject({
    method: 'POST',
    url: `/api/support-tickets/${id}/messages`,
    ...as(user),
    payload: { message },
  })
const patch = (id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/support-tickets/${id}`, ...as(admin), payload })
const list = async (user: TestUser, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/support-tickets${query}`, ...as(user) })).json()

describe('opening a ticket', () => {
  it('starts open, copies the owner, and e-mails the operator', async () => {
    await db.update(users).set({ image: '/api/avatars/alice.webp' }).where(eq(users.id, alice.id))
    const response = await app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      ...as(alice),
      payload: { subject: '  Billing question ', message: 'Where is my invoice?', phone: '+1 555 0100' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      status: 'open',
      priority: 'medium',
      subject: 'Billing question',
      phone: '+1 555 0100',
      userName: 'Alice Able',
      userEmail: alice.email,
      userImage: '/api/avatars/alice.webp',
      messages: [],
      generation: null,
    })
    const mail = await lastMailTo(db, 'help@thumbforge.test')
    expect(mail?.subject).toBe('New support ticket: Billing question')
    expect(mail?.text).toContain(`From: Alice Able <${alice.email}>`)
    expect(mail?.text).toContain('Where is my invoice?')
  })

  it('refuses a blank subject or message with the form’s messages and stores nothing', async () => {
    const before = await db.select().from(supportTickets)
    const response = await app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      ...as(bob),
      payload: { subject: '   ', message: '' },
    })
    expect(response.statusCode).toBe(400)
    const messages = response.json().error.issues.map((i: { message: string }) => i.message)
    expect(messages).toEqual(expect.arrayContaining(['Subject is required', 'Message is required']))
    expect(await db.select().from(supportTickets)).toHaveLength(before.length)
  })

  it('links a generation only when it is the caller’s own; another’s answers 404', async () => {
    const own = await createGeneration(db, bob.id)
    const linked = await openTicket(app, bob, { generationId: own.id })
    expect(linked).toMatchObject({ generationId: own.id, generation: null })

    const alices = await createGeneration(db, alice.id)
    const response = await app.inject({
      method: 'POST',
      url: '/api/support-tickets',
      ...as(bob),
      payload: { subject: 'x', message: 'y', generationId: alices.id },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Generation not found')
  })
})

describe('status rules and the conversation', () => {
  it('a user reply sets in-progress; an admin reply keeps the status and e-mails the user', async () => {
    const ticket = await openTicket(app, alice)
    const userReply = await reply(alice, ticket.id, '  Any news?  ')
    expect(userReply.statusCode).toBe(200)
    expect(userReply.json()).toMatchObject({
      status: 'in-progress',
      messages: [{ sender: 'user', message: 'Any news?' }],
    })

    expect((await patch(ticket.id, { status: 'resolved' })).json().status).toBe('resolved')
    const adminReply = await reply(admin, ticket.id, 'Fixed: try again now.')
    expect(adminReply.json()).toMatchObject({
      status: 'resolved',
      messages: [
        { sender: 'user', message: 'Any news?' },
        { sender: 'admin', message: 'Fixed: try again now.' },
      ],
    })
    const mail = await lastMailTo(db, alice.email)
    expect(mail?.subject).toBe('Re: Cannot download')
    expect(mail?.text).toContain('Fixed: try again now.')

    // A user's reply on a resolved ticket reopens it as in-progress.
    expect((await reply(alice, ticket.id, 'Still broken')).json().status).toBe('in-progress')
  })

  it('refuses a reply that is blank after trimming', async () => {
    const ticket = await openTicket(app, alice)
    const response = await reply(alice, ticket.id, '  \n ')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].message).toBe('Reply cannot be empty')
    const detail = await app.inject({ method: 'GET', url: `/api/support-tickets/${ticket.id}`, ...as(alice) })
    expect(detail.json()).toMatchObject({ status: 'open', messages: [] })
  })

  it('the admin sets any status and priority at any time', async () => {
    const ticket = await openTicket(app, bob)
    for (const status of ['closed', 'open', 'resolved', 'in-progress', 'closed', 'open']) {
      expect((await patch(ticket.id, { status })).json().status).toBe(status)
    }
    expect((await patch(ticket.id, { priority: 'urgent' })).json()).toMatchObject({
      status: 'open',
      priority: 'urgent',
    })
    expect((await patch(ticket.id, {})).statusCode).toBe(400)
    expect((await patch(ticket.id, { status: 'pending' })).statusCode).toBe(400)
  })

  it('a closed ticket refuses replies from the user and the admin, and keeps its conversation', async () => {
    const ticket = await openTicket(app, bob)
    await reply(admin, ticket.id, 'Looking into it')
    await patch(ticket.id, { status: 'closed' })
    for (const user of [bob, admin]) {
      const response = await reply(user, ticket.id, 'One more thing')
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toBe('This ticket is closed and no longer accepts replies.')
    }
    const detail = await app.inject({ method: 'GET', url: `/api/support-tickets/${ticket.id}`, ...as(bob) })
    expect(detail.json()).toMatchObject({ status: 'closed', messages: [{ message: 'Looking into it' }] })
  })
})

describe('lists', () => {
  it('a user sees only their own tickets, newest first; an admin sees every ticket', async () => {
    const carol = await createUser(app, { name: 'Carol' })
    const first = await openTicket(app, carol, { subject: 'First' })
    const second = await openTicket(app, carol, { subject: 'Second' })
    const mine = await list(carol)
    expect(mine.total).toBe(2)
    expect(mine.tickets.map((t: { id: string }) => t.id)).toEqual([second.id, first.id])

    const all = await list(admin, '?pageSize=100')
    const emails = new Set(all.tickets.map((t: { userEmail: string }) => t.userEmail))
    expect(emails).toEqual(new Set([alice.email, bob.email, carol.email]))
    const times = all.tickets.map((t: { createdAt: string }) => t.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('filters by status, priority, e-mail (admin) and date range', async () => {
    const dave = await createUser(app, { name: 'Dave' })
    const old = await openTicket(app, dave, { subject: 'Old one' })
    await db
      .update(supportTickets)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(supportTickets.id, old.id))
    const urgent = await openTicket(app, dave, { subject: 'Urgent one' })
    await patch(urgent.id, { priority: 'urgent', status: 'resolved' })

    const byStatus = await list(dave, '?status=resolved')
    expect(byStatus.tickets.map((t: { id: string }) => t.id)).toEqual([urgent.id])
    const byRange = await list(dave, '?from=2026-01-15&to=2026-01-15')
    expect(byRange.tickets.map((t: { id: string }) => t.id)).toEqual([old.id])
    expect((await list(dave, '?from=2026-01-16&to=2026-01-31')).total).toBe(0)

    const byEmail = await list(
      admin,
      `?email=${encodeURIComponent(dave.email.toUpperCase())}&priority=urgent`,
    )
    expect(byEmail.tickets.map((t: { id: string }) => t.id)).toEqual([urgent.id])
    // A user's e-mail filter cannot widen their view beyond their own tickets.
    expect((await list(alice, `?email=${encodeURIComponent(dave.email)}`)).tickets).not.toContainEqual(
      expect.objectContaining({ userEmail: dave.email }),
    )
    // The search box matches % and _ literally.
    expect((await list(admin, '?email=%25')).total).toBe(0)
  })

  it('refuses a date range that ends before it starts, and a bad status', async () => {
    const backwards = await app.inject({
      method: 'GET',
      url: '/api/support-tickets?from=2026-02-01&to=2026-01-01',
      ...as(alice),
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.issues[0].message).toBe('The start date must be on or before the end date')
    const badStatus = await app.inject({
      method: 'GET',
      url: '/api/support-tickets?status=done',
      ...as(alice),
    })
    expect(badStatus.statusCode).toBe(400)
  })
})

describe('an admin’s own tickets', () => {
  it('mine=true lists only the admin’s own, and the admin’s reply on their own ticket counts as the user’s', async () => {
    const own = await openTicket(app, admin, { subject: 'Admin asks' })
    const mine = await list(admin, '?mine=true')
    expect(mine.tickets.map((t: { id: string }) => t.id)).toEqual([own.id])
    expect((await list(admin)).total).toBeGreaterThan(1)

    const answer = await reply(admin, own.id, 'Following up on my own ticket')
    expect(answer.json()).toMatchObject({ status: 'in-progress', messages: [{ sender: 'user' }] })
  })
})
