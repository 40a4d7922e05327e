import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '#server/db/schema.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * The web app turns a 401 on any request into "signed out, go to /login", and reloads the user on
 * a 403. These are the server answers it relies on for each way a session ends elsewhere. (A
 * password reset and an admin deleting the account are proven in auth.test.ts and users-admin.test.ts.)
 */
const { app, db } = await createTestApp()

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } })

const expectSignedOut = async (cookie: string) => {
  // The session probe says "nobody" without an error status; every user route answers 401.
  const me = await get('/api/me', cookie)
  expect([me.statusCode, me.json()]).toEqual([200, null])
  for (const url of ['/api/me/ledger', '/api/orders', '/api/support-tickets']) {
    const response = await get(url, cookie)
    expect(response.statusCode, url).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  }
}

describe('a session that ends elsewhere answers 401 on every user route', () => {
  // A session this server has cached is never served past its own expiry either: see
  // src/server/features/auth/session-cache.test.ts (the row's expiry is copied into the cache).
  it('once it has expired', async () => {
    const user = await createUser(app)
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id))
    await expectSignedOut(user.cookie)
  })

  it('once the same session is signed out from another tab or device', async () => {
    const user = await createUser(app)
    expect((await get('/api/me', user.cookie)).json()).toMatchObject({ id: user.id })
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    })
    expect(signOut.statusCode).toBe(200)
    await expectSignedOut(user.cookie)
  })
})

describe('an admin demoted elsewhere', () => {
  it('gets 403 on admin routes at once, while /api/me shows the new role and user routes still work', async () => {
    const operator = await createAdmin(app)
    const demoted = await createAdmin(app)
    expect((await get('/api/admin/outbox', demoted.cookie)).statusCode).toBe(200)

    const demote = await app.inject({
      method: 'PUT',
      url: `/api/users/${demoted.id}`,
      headers: { cookie: operator.cookie },
      payload: { name: demoted.name, role: 'member', membership: 'free' },
    })
    expect(demote.statusCode).toBe(200)

    const admin = await get('/api/admin/outbox', demoted.cookie)
    expect(admin.statusCode).toBe(403)
    expect(admin.json().error.code).toBe('FORBIDDEN')
    const me = await get('/api/me', demoted.cookie)
    expect(me.statusCode).toBe(200)
    expect(me.json().role).toBe('member')
    expect((await get('/api/support-tickets', demoted.cookie)).statusCode).toBe(200)
  })
})
