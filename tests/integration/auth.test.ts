import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, users } from '#server/db/schema.ts'
import { cookieFrom, createUser, nextIp } from '../support/factories.ts'
import { lastMailTo, resetLinkIn } from '../support/outbox.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()

const signUp = (payload: Record<string, unknown>, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: ip })
const signIn = (email: string, password: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  })
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

/** /api/me says "nobody" (200, null) and a guarded route answers 401. */
async function expectSignedOut(cookie: string) {
  const answer = await me(cookie)
  expect([answer.statusCode, answer.json()]).toEqual([200, null])
  const ledger = await app.inject({ method: 'GET', url: '/api/me/ledger', headers: { cookie } })
  expect(ledger.statusCode).toBe(401)
}

describe('sign-up', () => {
  it('makes the first account on an empty install Admin with 3 credits, and later ones members', async () => {
    const first = await signUp({ name: 'Owner', email: 'owner@example.test', password: 'owner-pass' })
    expect(first.statusCode).toBe(200)
    const owner = await me(cookieFrom(first.headers['set-cookie']))
    expect(owner.json()).toMatchObject({ name: 'Owner', role: 'Admin', creditBalance: 3, membership: 'free' })

    const second = await signUp({ name: 'Second', email: 'second@example.test', password: 'second-pass' })
    const member = await me(cookieFrom(second.headers['set-cookie']))
    expect(member.json()).toMatchObject({ role: 'member', creditBalance: 3 })
  })

  it('records the sign-up credits in the ledger', async () => {
    const user = await createUser(app)
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    expect(entries).toEqual([expect.objectContaining({ delta: 3, reason: 'signup', balanceAfter: 3 })])
  })

  it('ignores a role, balance or membership sent with the sign-up', async () => {
    const response = await signUp({
      name: 'Sneaky',
      email: 'sneaky@example.test',
      password: 'sneaky-pass',
      role: 'Admin',
      creditBalance: 9999,
      membership: 'premium',
    })
    expect(response.statusCode).toBe(200)
    const profile = (await me(cookieFrom(response.headers['set-cookie']))).json()
    expect(profile).toMatchObject({ role: 'member', creditBalance: 3, membership: 'free' })
  })

  it('refuses a duplicate e-mail and a short password', async () => {
    const user = await createUser(app)
    const duplicate = await signUp({ name: 'Again', email: user.email, password: 'another-pass' })
    expect(duplicate.statusCode).toBe(422)
    expect(duplicate.json().code).toMatch(/^USER_ALREADY_EXISTS/)

    const short = await signUp({ name: 'Short', email: 'short@example.test', password: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT')
  })

  it('does not let the profile update endpoint change the role', async () => {
    const user = await createUser(app)
    await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie },
      payload: { name: 'Renamed', role: 'Admin', creditBalance: 500 },
    })
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ role: 'member', creditBalance: 3 })
  })
})

describe('sign-in and sign-out', () => {
  it('signs in with the right password, refuses a wrong one, and signs out', async () => {
    const user = await createUser(app)
    const wrong = await signIn(user.email, 'not-the-password')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD')

    const ok = await signIn(user.email, user.password)
    expect(ok.statusCode).toBe(200)
    const cookie = cookieFrom(ok.headers['set-cookie'])
    expect(ok.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringContaining('HttpOnly')]))
    expect((await me(cookie)).statusCode).toBe(200)

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    })
    expect(out.statusCode).toBe(200)
    await expectSignedOut(cookie)
  })

  it('rate-limits repeated sign-in attempts from one address, per address', async () => {
    const user = await createUser(app)
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await signIn(user.email, 'wrong-password', ip)).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)

    // A client-sent X-Forwarded-For does not buy a fresh bucket (TRUST_PROXY is off).
    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    })
    expect(spoofed.statusCode).toBe(429)

    // Another address is unaffected.
    expect((await signIn(user.email, user.password)).statusCode).toBe(200)
  })
})

describe('password reset by e-mail', () => {
  it('mails a one-time link, sets the new password and revokes old sessions', async () => {
    const user = await createUser(app)
    // In use just before the reset, so it is one this server has seen (and cached).
    expect((await me(user.cookie)).json()).toMatchObject({ id: user.id })
    const request = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/new-password' },
      remoteAddress: nextIp(),
    })
    expect(request.statusCode).toBe(200)

    const mail = await lastMailTo(db, user.email)
    expect(mail?.subject).toBe('Reset your Thumbforge password')
    const link = new URL(resetLinkIn(mail!.text))
    expect(link.origin).toBe('http://localhost:3000')

    const follow = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(follow.statusCode).toBe(302)
    const landing = new URL(follow.headers.location as string, 'http://localhost:3000')
    expect(landing.pathname).toBe('/new-password')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'brand-new-pass' },
      remoteAddress: nextIp(),
    })
    expect(reset.statusCode).toBe(200)

    await expectSignedOut(user.cookie)
    expect((await signIn(user.email, user.password)).statusCode).toBe(401)
    expect((await signIn(user.email, 'brand-new-pass')).statusCode).toBe(200)

    const reuse = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'third-password' },
      remoteAddress: nextIp(),
    })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json().code).toBe('INVALID_TOKEN')
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.test', redirectTo: '/new-password' },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    expect(await lastMailTo(db, 'nobody@example.test')).toBeUndefined()
  })
})
