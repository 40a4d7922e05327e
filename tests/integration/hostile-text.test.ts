import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { createAdmin, createUser, nextIp } from '../support/factories.ts'
import { openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * A NUL byte (which PostgreSQL cannot store) or a lone UTF-16 surrogate (which is not Unicode) in
 * any string of a body, query or path is refused with a 400 that names the field, before any
 * handler or database sees it; better-auth's own routes included.
 */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const member = await createUser(app, { name: 'Nora Member' })

const profile = { name: 'Nora Member', aboutMe: '', address: '', phone: '', city: '', country: '' }

function send(method: 'POST' | 'PUT' | 'GET', url: string, cookie: string | undefined, payload?: string) {
  return app.inject({
    method,
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    remoteAddress: nextIp(),
  })
}

describe('a NUL byte', () => {
  it('in a profile field answers 400 naming the field, and the profile is unchanged', async () => {
    const before = (await send('GET', '/api/me', member.cookie)).json()
    const response = await send(
      'PUT',
      '/api/me/profile',
      member.cookie,
      JSON.stringify({ ...profile, city: 'Ber\u0000lin' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: '"city" must not contain a NUL character',
        issues: [{ path: 'city', message: '"city" must not contain a NUL character' }],
      },
    })
    expect((await send('GET', '/api/me', member.cookie)).json()).toEqual(before)
  })

  it('deep in a content section names the dotted path', async () => {
    const section = (await send('GET', '/api/features-section', undefined)).json().data
    section.features[1].title = 'Fast\u0000'
    const response = await send('PUT', '/api/features-section', admin.cookie, JSON.stringify(section))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues).toEqual([
      { path: 'features.1.title', message: '"features.1.title" must not contain a NUL character' },
    ])
  })

  it('in a query string answers 400 naming the parameter', async () => {
    const response = await send('GET', '/api/users?search=a%00b', admin.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues).toEqual([
      { path: 'search', message: '"search" must not contain a NUL character' },
    ])
  })

  it('in a path parameter answers 400 naming the parameter', async () => {
    const response = await send('GET', '/api/support-tickets/%00', member.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('id')
  })

  it('in an object key is refused too', async () => {
    const response = await send(
      'PUT',
      '/api/me/profile',
      member.cookie,
      JSON.stringify({ ...profile, 'x\u0000': 'y' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
  })

  it('in a sign-up name is refused before better-auth stores an account', async () => {
    const email = `nul-${Date.now()}@example.test`
    const response = await send(
      'POST',
      '/api/auth/sign-up/email',
      undefined,
      JSON.stringify({ name: 'Eve\u0000', email, password: 'a-long-password-1' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('name')
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
  })
})

describe('a lone surrogate', () => {
  it('in a ticket subject answers 400 naming the field, and no ticket is opened', async () => {
    const before = (await send('GET', '/api/support-tickets', member.cookie)).json().total
    const response = await send(
      'POST',
      '/api/support-tickets',
      member.cookie,
      JSON.stringify({ subject: 'Broken \ud800', message: 'Help' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues).toEqual([
      { path: 'subject', message: '"subject" must not contain an unpaired surrogate (invalid Unicode)' },
    ])
    expect((await send('GET', '/api/support-tickets', member.cookie)).json().total).toBe(before)
  })

  it('of the low half alone is refused as well', async () => {
    const response = await send(
      'PUT',
      '/api/me/profile',
      member.cookie,
      JSON.stringify({ ...profile, aboutMe: '\udc00 tail' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('aboutMe')
  })

  it('in a sign-up e-mail is refused', async () => {
    const response = await send(
      'POST',
      '/api/auth/sign-up/email',
      undefined,
      JSON.stringify({ name: 'Eve', email: 'eve\udfff@example.test', password: 'a-long-password-1' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('email')
  })

  it('as an undecodable path answers 400 in the error shape', async () => {
    const response = await send('GET', '/api/support-tickets/%ED%A0%80', member.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'The address of this request is not valid.' },
    })
  })
})

describe('text that is valid Unicode', () => {
  it('keeps its emoji (surrogate pairs) and accents', async () => {
    const ticket = await openTicket(app, member, { subject: 'Thumbnail 🎬 für café', message: 'Ça va? 👍' })
    const read = (await send('GET', `/api/support-tickets/${ticket.id}`, member.cookie)).json()
    expect(read.subject).toBe('Thumbnail 🎬 für café')
  })
})

describe('a deeply nested body', () => {
  it('answers 4xx, not a stack overflow', async () => {
    const depth = 200_000
    const response = await send(
      'PUT',
      '/api/me/profile',
      member.cookie,
      `${'['.repeat(depth)}"\u0000"${']'.repeat(depth)}`.replace('\u0000', '\\u0000'),
    )
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().error.code).toBeDefined()
  })
})
