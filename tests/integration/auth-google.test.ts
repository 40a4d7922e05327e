import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminGoogleClient } from '#shared/google/schemas.ts'
import { cookieFrom, createAdmin, createUser, nextIp, type TestUser } from '../support/factories.ts'
import { startFakeGoogle } from '../support/fake-google-oauth.ts'
import { createTestApp } from '../support/test-app.ts'

const google = await startFakeGoogle()
afterAll(() => google.close())
const { app } = await createTestApp({ GOOGLE_OAUTH_BASE_URL: google.url })
const admin = await createAdmin(app)

const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    id: string
    email: string
    role: string
  } | null>()

const startSignIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/generator', errorCallbackURL: '/login' },
    remoteAddress: nextIp(),
  })

/** The browser's round trip: our start, Google's consent screen, our callback with the state cookie. */
async function signInWithGoogle(person: Partial<typeof google.nextUser> & { email: string }) {
  google.nextUser = { sub: `sub-${person.email}`, email_verified: true, name: 'Google Person', ...person }
  const start = await startSignIn()
  expect(start.statusCode, start.body).toBe(200)
  const consent = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const back = new URL(consent.headers.get('location') ?? '')
  const callback = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieFrom(start.headers['set-cookie']) },
    remoteAddress: nextIp(),
  })
  return {
    location: String(callback.headers.location),
    cookie: sessionCookieOf(callback.headers['set-cookie']),
  }
}

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  cookieFrom(setCookie)
    .split('; ')
    .filter((pair) => pair.startsWith('better-auth.session_token=') && !pair.endsWith('='))
    .join('; ')

const signInWithPassword = (user: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
    remoteAddress: nextIp(),
  })

describe('Sign in with Google before the operator has entered a client', () => {
  it('is not offered, and its start answers 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toEqual({
      google: false,
    })
    expect((await startSignIn()).statusCode).toBe(404)
  })
})

describe('Admin › Settings › Google', () => {
  const put = (user: TestUser | null, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/google-client',
      payload,
      headers: user ? { cookie: user.cookie } : {},
    })

  it('is for admins only: anonymous 401, a member and another member 403', async () => {
    const payload = { clientId: google.clientId, clientSecret: google.clientSecret }
    expect((await put(null, payload)).statusCode).toBe(401)
    for (const member of [await createUser(app), await createUser(app)]) {
      expect((await put(member, payload)).statusCode).toBe(403)
      const read = await app.inject({
        method: 'GET',
        url: '/api/admin/google-client',
        headers: { cookie: member.cookie },
      })
      expect(read.statusCode).toBe(403)
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/google-client' })).statusCode).toBe(401)
  })

  it('refuses a client id that is not Google’s, and a new id with no secret', async () => {
    const wrong = await put(admin, { clientId: 'my-client', clientSecret: 'x' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.issues[0].message).toBe(
      'Enter the client ID Google shows, ending in .apps.googleusercontent.com',
    )
    const noSecret = await put(admin, { clientId: google.clientId })
    expect(noSecret.statusCode).toBe(400)
    expect(noSecret.json().error.message).toBe('Enter the client secret Google shows with this client ID')
  })

  it('saves the client with its secret masked, and shows the exact redirect URI to register', async () => {
    const saved = await put(admin, { clientId: google.clientId, clientSecret: google.clientSecret })
    expect(saved.statusCode, saved.body).toBe(200)
    const view = saved.json<AdminGoogleClient>()
    expect(view).toMatchObject({
      clientId: google.clientId,
      clientSecretSet: true,
      configured: true,
      redirectUri: 'http://localhost:3000/api/auth/callback/google',
      origin: 'http://localhost:3000',
    })
    expect(saved.body).not.toContain(google.clientSecret)
    google.redirectUris = [view.redirectUri]
    expect((await app.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toEqual({
      google: true,
    })
  })
})

describe('Sign in with Google', () => {
  beforeAll(async () => {
    // Independent of the order above: the client is in place for every sign-in below.
    await app.inject({
      method: 'PUT',
      url: '/api/admin/google-client',
      payload: { clientId: google.clientId, clientSecret: google.clientSecret },
      headers: { cookie: admin.cookie },
    })
    google.redirectUris = ['http://localhost:3000/api/auth/callback/google']
  })

  it('makes a new member account for a new Google e-mail and signs it in', async () => {
    const result = await signInWithGoogle({ email: 'new.creator@gmail.test', name: 'New Creator' })
    expect(result.location).toBe('/generator')
    const account = await me(result.cookie)
    expect(account).toMatchObject({ email: 'new.creator@gmail.test', role: 'member' })
  })

  it('joins an existing member with the same verified e-mail, who stays a member', async () => {
    const member = await createUser(app)
    const result = await signInWithGoogle({ email: member.email })
    expect(result.location).toBe('/generator')
    expect(await me(result.cookie)).toMatchObject({ id: member.id, role: 'member' })
    // The password was set before anyone proved the address: it and its sessions end (decision 051).
    expect(await me(member.cookie)).toBeNull()
    expect((await signInWithPassword(member)).statusCode).toBe(401)
    // Google again finds the same account.
    expect(await me((await signInWithGoogle({ email: member.email })).cookie)).toMatchObject({
      id: member.id,
    })
  })

  it('joins an existing admin with the same verified e-mail, who stays an admin', async () => {
    const other = await createAdmin(app)
    const result = await signInWithGoogle({ email: other.email.toUpperCase() })
    expect(await me(result.cookie)).toMatchObject({ id: other.id, role: 'Admin' })
  })

  it('never joins an account when Google has not verified the e-mail', async () => {
    const member = await createUser(app)
    const result = await signInWithGoogle({ email: member.email, email_verified: false })
    expect(result.location).toBe('/login?error=account_not_linked')
    expect(result.cookie).toBe('')
    expect(await me(member.cookie)).toMatchObject({ id: member.id })
    expect((await signInWithPassword(member)).statusCode).toBe(200)
  })

  it('refuses a callback whose state is forged, or was issued to another browser', async () => {
    google.nextUser = { sub: 'sub-forged', email: 'forged@gmail.test', email_verified: true, name: 'Forged' }
    const start = await startSignIn()
    const consent = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location') ?? '')
    const stateCookie = cookieFrom(start.headers['set-cookie'])

    const forged = new URL(back)
    forged.searchParams.set('state', 'forged-state-value')
    for (const [url, cookie] of [
      [`${forged.pathname}${forged.search}`, stateCookie],
      [`${back.pathname}${back.search}`, ''],
    ] as const) {
      const callback = await app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: nextIp() })
      expect(callback.statusCode).toBe(302)
      expect(String(callback.headers.location)).toMatch(/^(http:\/\/localhost:3000)?\/login\?error=/)
      expect(sessionCookieOf(callback.headers['set-cookie'])).toBe('')
    }
  })

  it('stops offering Google once the operator clears the client', async () => {
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/admin/google-client',
      payload: { clientId: '' },
      headers: { cookie: admin.cookie },
    })
    expect(cleared.json<AdminGoogleClient>()).toMatchObject({ configured: false, clientSecretSet: false })
    expect((await app.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toEqual({
      google: false,
    })
    expect((await startSignIn()).statusCode).toBe(404)
  })
})
