import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { contentMessages as m } from '#shared/content/messages.ts'
import { cookieFrom, createAdmin, createUser, nextIp, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Issue 29's operator-edited pages: the /pricing FAQ, /terms and /privacy. Anyone reads them; only
 * the admin changes them, with clear messages for what is missing; and the privacy page's cookie
 * list is what the app really sets.
 */
const { app } = await createTestApp()
const member = await createUser(app)
const otherMember = await createUser(app)
const admin = await createAdmin(app)

const keys = ['pricing-faq', 'terms-page', 'privacy-page'] as const
const call = (
  server: FastifyInstance,
  method: 'GET' | 'PUT',
  url: string,
  user?: TestUser,
  payload?: object,
) => server.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })
const issuesOf = (body: { error: { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]))

describe.each(keys)('/api/%s', (key) => {
  it('is seeded and readable by anyone: a visitor, a member, another member and the admin see the same page', async () => {
    const anonymous = await call(app, 'GET', `/api/${key}`)
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json().data).toMatchObject({ ...contentDefaults[key], isActive: true })
    for (const who of [member, otherMember, admin]) {
      const signedIn = await call(app, 'GET', `/api/${key}`, who)
      expect(signedIn.json().data).toEqual(anonymous.json().data)
    }
  })

  it('is changed by the admin only (anonymous 401, members 403), and the change is what visitors then read', async () => {
    const before = (await call(app, 'GET', `/api/${key}`)).body
    const changed = structuredClone(contentDefaults[key]) as Record<string, unknown>
    changed[key === 'pricing-faq' ? 'mainTitle' : 'title'] = `Edited ${key}`
    expect((await call(app, 'PUT', `/api/${key}`, undefined, changed)).statusCode).toBe(401)
    for (const who of [member, otherMember]) {
      const refused = await call(app, 'PUT', `/api/${key}`, who, changed)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('FORBIDDEN')
    }
    expect((await call(app, 'GET', `/api/${key}`)).body).toBe(before)

    const saved = await call(app, 'PUT', `/api/${key}`, admin, changed)
    expect(saved.statusCode).toBe(200)
    expect((await call(app, 'GET', `/api/${key}`)).json().data).toMatchObject(changed)
  })
})

describe('validation messages', () => {
  it('names each missing question and answer of the FAQ, and refuses an empty list', async () => {
    const faq = contentDefaults['pricing-faq']
    const blank = await call(app, 'PUT', '/api/pricing-faq', admin, {
      ...faq,
      mainTitle: ' ',
      faqs: [{ id: 1, question: '', answer: '  ' }],
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.code).toBe('VALIDATION')
    expect(issuesOf(blank.json())).toEqual({
      mainTitle: m.mainTitleRequired,
      'faqs.0.question': 'Question is required',
      'faqs.0.answer': 'Answer is required',
    })
    const none = await call(app, 'PUT', '/api/pricing-faq', admin, { ...faq, faqs: [] })
    expect(issuesOf(none.json())).toEqual({ faqs: 'At least one question is required' })
  })

  it.each(['terms-page', 'privacy-page'] as const)(
    'names a missing title, heading and text of %s, and refuses a page with no section',
    async (key) => {
      const page = contentDefaults[key]
      const blank = await call(app, 'PUT', `/api/${key}`, admin, {
        ...page,
        title: '',
        sections: [{ id: 1, heading: '', body: '' }],
      })
      expect(blank.statusCode).toBe(400)
      expect(issuesOf(blank.json())).toEqual({
        title: 'Title is required',
        'sections.0.heading': 'Heading is required',
        'sections.0.body': 'Text is required',
      })
      const none = await call(app, 'PUT', `/api/${key}`, admin, { ...page, sections: [] })
      expect(issuesOf(none.json())).toEqual({ sections: 'At least one section is required' })
    },
  )
})

describe('the seeded privacy page tells the truth', () => {
  const privacy = JSON.stringify(contentDefaults['privacy-page'])

  it('names every cookie that signing up, signing in and signing out set, and there is only the session one', async () => {
    const email = `cookies-${Date.now()}@example.test`
    const password = 'cookie-test-secret'
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Cookie Tester', email, password },
      remoteAddress: nextIp(),
    })
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: nextIp(),
    })
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: cookieFrom(signIn.headers['set-cookie']) },
      remoteAddress: nextIp(),
    })
    const cookies = [signUp, signIn, signOut].flatMap((response) =>
      [response.headers['set-cookie'] ?? []].flat(),
    )
    // Sign-out also clears better-auth's other cookie names (empty, Max-Age=0): never stored.
    const stored = cookies.filter((cookie) => !/^[^=]+=;/.test(cookie) && !/Max-Age=0\b/.test(cookie))
    const names = new Set(stored.map((cookie) => cookie.split('=')[0]))
    expect([...names]).toEqual(['better-auth.session_token'])
    for (const name of names) expect(privacy).toContain(name)
    // 'lasts up to 30 days'
    for (const cookie of stored) expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60};`)
    expect(privacy).toContain('lasts up to 30 days')
  })

  it('says what goes to PayPal and to Google', () => {
    expect(privacy).toContain('What we send to PayPal')
    expect(privacy).toContain('What we send to Google')
    expect(privacy).toMatch(/Gemini/)
  })
})
