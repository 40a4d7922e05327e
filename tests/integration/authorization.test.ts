import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every route this issue adds, called as anonymous, as a user, as another user and as the admin.
 * Each caller sees only their own data; admin routes refuse everyone else.
 */
const { app } = await createTestApp()
const alice = await createUser(app, { name: 'Alice' })
const bob = await createUser(app, { name: 'Bob' })
const admin = await createAdmin(app)

const get = (server: FastifyInstance, url: string, user?: TestUser) =>
  server.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} })

describe('GET /api/health', () => {
  it.each([
    ['anonymous', undefined],
    ['a user', alice],
    ['the admin', admin],
  ])('is public (%s)', async (_who, user) => {
    expect((await get(app, '/api/health', user)).statusCode).toBe(200)
  })
})

describe('GET /api/me for someone not signed in', () => {
  // Every page load asks: a signed-out visitor is an answer, not an error in the browser console.
  it('answers 200 with null to an anonymous caller', async () => {
    const response = await get(app, '/api/me')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toBeNull()
  })

  it('answers null to a forged session cookie, and to a real token with a forged signature', async () => {
    expect((await get(app, '/api/me', alice)).json()).toMatchObject({ id: alice.id })
    const forged = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.token' },
    })
    expect([forged.statusCode, forged.json()]).toEqual([200, null])
    const signed = /better-auth\.session_token=([^;]+)/.exec(alice.cookie)?.[1] ?? ''
    const token = decodeURIComponent(signed).split('.')[0]
    expect(token).toBeTruthy()
    const resigned = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `better-auth.session_token=${encodeURIComponent(`${token}.forged-signature`)}` },
    })
    expect([resigned.statusCode, resigned.json()]).toEqual([200, null])
  })
})

describe('GET /api/me/ledger for someone not signed in', () => {
  it('refuses anonymous callers with 401 in the error shape', async () => {
    const response = await get(app, '/api/me/ledger')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    })
  })

  it('refuses a forged session cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/me/ledger',
      headers: { cookie: 'better-auth.session_token=forged.token' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe.each(['/api/me', '/api/me/ledger'])('GET %s', (url) => {
  it('shows each user only their own account, whoever else asks first', async () => {
    const forAlice = await get(app, url, alice)
    const forBob = await get(app, url, bob)
    const forAdmin = await get(app, url, admin)
    expect([forAlice.statusCode, forBob.statusCode, forAdmin.statusCode]).toEqual([200, 200, 200])
    if (url === '/api/me') {
      expect(forAlice.json()).toMatchObject({
        id: alice.id,
        name: 'Alice',
        email: alice.email,
        role: 'member',
      })
      expect(forBob.json()).toMatchObject({ id: bob.id, name: 'Bob' })
      expect(forAdmin.json()).toMatchObject({ id: admin.id, role: 'Admin' })
    } else {
      expect(forAlice.json().entries).toHaveLength(1)
      expect(forBob.json().entries).toHaveLength(1)
      expect(forAlice.json().entries[0].id).not.toBe(forBob.json().entries[0].id)
    }
  })
})

describe('GET /api/admin/outbox', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await get(app, '/api/admin/outbox')).statusCode).toBe(401)
  })

  it.each([
    ['a member', () => alice],
    ['another member', () => bob],
  ])('refuses %s with 403', async (_who, user) => {
    const response = await get(app, '/api/admin/outbox', user())
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('FORBIDDEN')
  })

  it('refuses a Seller and a moderator with 403', async () => {
    const seller = await createUser(app, { role: 'Seller' })
    const moderator = await createUser(app, { role: 'moderator' })
    expect((await get(app, '/api/admin/outbox', seller)).statusCode).toBe(403)
    expect((await get(app, '/api/admin/outbox', moderator)).statusCode).toBe(403)
  })

  it('lists queued mail, newest first, for the admin', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: bob.email, redirectTo: '/new-password' },
      remoteAddress: '10.99.0.1',
    })
    const response = await get(app, '/api/admin/outbox?page=1&pageSize=5', admin)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ page: 1, pageSize: 5 })
    expect(body.messages[0]).toMatchObject({
      to: bob.email,
      subject: 'Reset your Thumbforge password',
      status: 'queued',
    })
  })

  it('takes the role from the server, so a demoted admin loses access at once', async () => {
    const formerAdmin = await createAdmin(app)
    expect((await get(app, '/api/admin/outbox', formerAdmin)).statusCode).toBe(200)
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/users/${formerAdmin.id}`,
      headers: { cookie: admin.cookie },
      payload: { name: formerAdmin.name, role: 'member', membership: 'free' },
    })
    expect(demote.statusCode).toBe(200)
    expect((await get(app, '/api/admin/outbox', formerAdmin)).statusCode).toBe(403)
  })
})
