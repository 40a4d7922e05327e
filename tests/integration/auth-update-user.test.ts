import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema.ts'
import { cookieFrom, createAdmin, createUser, nextIp, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()

const TRACKER = 'https://tracker.example/p.gif'
const LONG_NAME = 'N'.repeat(500)

const rowOf = async (user: TestUser) => {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, user.id))
  return row
}

const callAuth = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
  app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    remoteAddress: nextIp(),
  })

describe("better-auth's own profile endpoints", () => {
  it('refuse a tracking-pixel image and a 500-character name from a signed-in user, changing nothing', async () => {
    const user = await createUser(app)
    const before = await rowOf(user)
    const response = await callAuth('POST', '/api/auth/update-user', user, {
      image: TRACKER,
      name: LONG_NAME,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for POST /api/auth/update-user' },
    })
    expect(await rowOf(user)).toEqual(before)
  })

  it.each([
    ['an anonymous visitor', async () => undefined],
    ['a member', () => createUser(app)],
    ['an admin', () => createAdmin(app)],
  ])('answer 404 to %s, whatever the spelling of the path', async (_, who) => {
    const user = await who()
    const paths = [
      '/api/auth/update-user',
      '/api/auth/update-user/',
      '/api/auth/update-user?x=1',
      '/api/auth/%75pdate-user',
      '/api/auth//update-user',
      '/api/auth/sign-in/../update-user',
      '/api/auth/change-email',
      '/api/auth/change-password',
      '/api/auth/delete-user',
      '/api/auth/update-session',
      '/api/auth/revoke-sessions',
      '/api/auth/revoke-other-sessions',
      '/api/auth/send-verification-email',
      // Not '/api/auth/sign-in/social': Sign in with Google uses it (decision 051, auth-google.test.ts).
    ]
    for (const path of paths) {
      const response = await callAuth('POST', path, user, {
        image: TRACKER,
        name: LONG_NAME,
        newEmail: 'taken-over@example.test',
        newPassword: 'another-password',
        currentPassword: user?.password ?? 'x',
      })
      expect({ path, status: response.statusCode, code: response.json().error?.code }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      })
    }
    for (const path of ['/api/auth/list-sessions', '/api/auth/get-session', '/api/auth/list-accounts']) {
      expect({ path, status: (await callAuth('GET', path, user)).statusCode }).toEqual({ path, status: 404 })
    }
    if (user) {
      expect(await rowOf(user)).toMatchObject({ name: user.name, email: user.email, image: null })
      // The password is unchanged too: the user still signs in with it.
      const signIn = await callAuth('POST', '/api/auth/sign-in/email', undefined, {
        email: user.email,
        password: user.password,
      })
      expect(signIn.statusCode).toBe(200)
      expect((await db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBeGreaterThan(1)
    }
  })

  it('leave the profile to our own API, which still works and keeps its limits', async () => {
    const user = await createUser(app)
    const put = (name: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { cookie: user.cookie },
        payload: { name, aboutMe: '', address: '', phone: '', city: '', country: '' },
      })
    expect((await put(LONG_NAME)).statusCode).toBe(400)
    expect((await put('Renamed Properly')).statusCode).toBe(200)
    expect(await rowOf(user)).toMatchObject({ name: 'Renamed Properly', image: null })
  })
})

describe('sign-up', () => {
  const signUp = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: nextIp() })

  it('ignores an image URL sent with it', async () => {
    const response = await signUp({
      name: 'Pixel Person',
      email: 'pixel-person@example.test',
      password: 'pixel-person-pass',
      image: TRACKER,
    })
    expect(response.statusCode).toBe(200)
    const [row] = await db.select().from(users).where(eq(users.email, 'pixel-person@example.test'))
    expect(row?.image).toBeNull()
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(response.headers['set-cookie']) },
    })
    expect(me.json().profileUrl).toBeNull()
  })

  it('refuses a name over 100 characters or a blank one, creating no account, and trims the rest', async () => {
    for (const name of [LONG_NAME, 'N'.repeat(101), '   ']) {
      const email = `name-${name.length}@example.test`
      const response = await signUp({ name, email, password: 'long-name-pass' })
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 })
      expect(response.json().code).toBe('INVALID_NAME')
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    }
    const ok = await signUp({
      name: `  ${'N'.repeat(100)}  `,
      email: 'name-ok@example.test',
      password: 'name-ok-pass',
    })
    expect(ok.statusCode).toBe(200)
    const [row] = await db.select().from(users).where(eq(users.email, 'name-ok@example.test'))
    expect(row?.name).toBe('N'.repeat(100))
  })
})
