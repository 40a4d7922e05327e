import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every support route, called as anonymous, as the ticket's owner, as another user and as the
 * admin. Someone else's ticket reads like a missing one (404) and is never changed.
 */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const owner = await createUser(app, { name: 'Olga Owner' })
const other = await createUser(app, { name: 'Otto Other' })
const generation = await createGeneration(db, owner.id)
const ticket = await openTicket(app, owner, { generationId: generation.id })

type Method = 'GET' | 'POST' | 'PATCH'
const call = (server: FastifyInstance, method: Method, url: string, user?: TestUser, payload?: object) =>
  server.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload })
const detail = async (user: TestUser) =>
  (await call(app, 'GET', `/api/support-tickets/${ticket.id}`, user)).json()

const every: Array<[Method, string, object?]> = [
  ['POST', '/api/support-tickets', { subject: 'x', message: 'y' }],
  ['GET', '/api/support-tickets'],
  ['GET', `/api/support-tickets/${ticket.id}`],
  ['POST', `/api/support-tickets/${ticket.id}/messages`, { message: 'hello' }],
  ['PATCH', `/api/support-tickets/${ticket.id}`, { status: 'closed' }],
  ['POST', `/api/support-tickets/${ticket.id}/refund`],
  ['GET', '/api/admin/stats'],
]

describe('anonymous callers', () => {
  it.each(every)('%s %s answers 401', async (method, url, payload) => {
    const response = await call(app, method, url, undefined, payload)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })
})

describe('another user', () => {
  it.each([
    ['GET', `/api/support-tickets/${ticket.id}`],
    ['POST', `/api/support-tickets/${ticket.id}/messages`, { message: 'let me in' }],
  ] as Array<[Method, string, object?]>)(
    '%s %s answers 404 and changes nothing',
    async (method, url, payload) => {
      const response = await call(app, method, url, other, payload)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
      expect(await detail(owner)).toMatchObject({ status: 'open', messages: [] })
    },
  )

  it('does not see the ticket in their list', async () => {
    const page = (await call(app, 'GET', '/api/support-tickets', other)).json()
    expect(page).toMatchObject({ total: 0, tickets: [] })
  })
})

describe('admin-only routes refuse users, the owner included', () => {
  it.each([
    ['PATCH', `/api/support-tickets/${ticket.id}`, { status: 'closed' }],
    ['POST', `/api/support-tickets/${ticket.id}/refund`],
    ['GET', '/api/admin/stats'],
  ] as Array<[Method, string, object?]>)(
    '%s %s answers 403 and changes nothing',
    async (method, url, payload) => {
      for (const user of [owner, other]) {
        const response = await call(app, method, url, user, payload)
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
      expect(await detail(owner)).toMatchObject({ status: 'open', refundedAt: null })
    },
  )
})

describe('the owner and the admin', () => {
  it('the owner reads their ticket without the generation’s internals', async () => {
    expect(await detail(owner)).toMatchObject({
      id: ticket.id,
      generationId: generation.id,
      generation: null,
    })
  })

  it('the admin reads any ticket with the reported generation’s prompt, settings, provider and error', async () => {
    expect(await detail(admin)).toMatchObject({
      generation: {
        id: generation.id,
        prompt: 'A neon castle at dusk',
        provider: 'offline',
        params: { category: 'Gaming' },
        error: null,
        refunded: false,
      },
    })
  })

  it('unknown and malformed ids answer 404 and 400', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await call(app, 'GET', `/api/support-tickets/${missing}`, admin)).statusCode).toBe(404)
    expect(
      (await call(app, 'PATCH', `/api/support-tickets/${missing}`, admin, { status: 'open' })).statusCode,
    ).toBe(404)
    expect((await call(app, 'POST', `/api/support-tickets/${missing}/refund`, admin)).statusCode).toBe(404)
    expect((await call(app, 'GET', '/api/support-tickets/not-a-uuid', owner)).statusCode).toBe(400)
  })

  it('without CONTACT_EMAIL the new-ticket mail goes to the first admin', async () => {
    const mail = await lastMailTo(db, admin.email)
    expect(mail?.subject).toBe('New support ticket: Cannot download')
  })

  it('documents every route in OpenAPI', async () => {
    const doc = (await call(app, 'GET', '/api/docs/json')).json()
    for (const path of [
      '/api/support-tickets',
      '/api/support-tickets/{id}',
      '/api/support-tickets/{id}/messages',
      '/api/support-tickets/{id}/refund',
      '/api/admin/stats',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
  })

  it('the admin is let through every route, the refund included', async () => {
    const own = await call(app, 'POST', '/api/support-tickets', admin, {
      subject: 'Admin own',
      message: 'Test',
    })
    expect(own.statusCode).toBe(201)
    const list = (await call(app, 'GET', '/api/support-tickets', admin)).json()
    expect(list.tickets.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([ticket.id, own.json().id]),
    )
    const reply = await call(app, 'POST', `/api/support-tickets/${ticket.id}/messages`, admin, {
      message: 'Looking into it',
    })
    expect(reply.statusCode).toBe(200)
    const patched = await call(app, 'PATCH', `/api/support-tickets/${ticket.id}`, admin, { priority: 'high' })
    expect(patched.statusCode).toBe(200)
    const refund = await call(app, 'POST', `/api/support-tickets/${ticket.id}/refund`, admin)
    expect(refund.statusCode).toBe(200)
    expect((await call(app, 'GET', '/api/admin/stats', admin)).statusCode).toBe(200)
    expect(await detail(owner)).toMatchObject({ status: 'open', priority: 'high' })
    expect((await detail(owner)).refundedAt).not.toBeNull()
  })
})
