import { describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()

const profile = {
  name: 'Priya Patel',
  aboutMe: 'I make cooking videos.',
  address: '12 Rue des Fleurs',
  phone: '+33 6 12 34 56 78',
  city: 'Lyon',
  country: 'France',
}

const put = (user: TestUser, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/me/profile', headers: { cookie: user.cookie }, payload })
const me = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json()

describe('PUT /api/me/profile', () => {
  it('saves every profile field and GET /api/me returns them', async () => {
    const user = await createUser(app)
    const response = await put(user, profile)
    expect(response.statusCode).toBe(200)
    expect(await me(user)).toMatchObject({ ...profile, email: user.email, role: 'member' })
  })

  it('trims the text and stores cleared fields as empty', async () => {
    const user = await createUser(app)
    await put(user, profile)
    await put(user, { ...profile, name: '  Priya  ', city: '   ', aboutMe: '' })
    expect(await me(user)).toMatchObject({ name: 'Priya', city: null, aboutMe: null, country: 'France' })
  })

  it('requires a Full Name, with the form’s message', async () => {
    const user = await createUser(app)
    const response = await put(user, { ...profile, name: '   ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'name', message: 'Full Name is required' }],
    })
  })

  it.each([
    ['email', { email: 'new@example.test' }],
    ['role', { role: 'Admin' }],
    ['credits', { creditBalance: 1_000_000 }],
    ['credits (spec name)', { currentBalance: 1_000_000 }],
    ['membership', { membership: 'premium' }],
    ['profile picture URL', { profileUrl: 'https://evil.example/x.png' }],
  ])('refuses an attempt to change the %s with 400 and changes nothing', async (_what, extra) => {
    const user = await createUser(app, { credits: 5 })
    const before = await me(user)
    const response = await put(user, { ...profile, ...extra })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
    expect(await me(user)).toEqual(before)
  })

  it('refuses over-long text with 400', async () => {
    const user = await createUser(app)
    expect((await put(user, { ...profile, aboutMe: 'x'.repeat(2001) })).statusCode).toBe(400)
  })
})
