import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { pngOfSize, uploadPhoto } from '../support/photo-upload.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every route of the users feature, called as anonymous, as a user, as another user and as the
 * admin. The account routes act on the caller only; the admin routes refuse everyone else.
 */
const { app } = await createTestApp()
const admin = await createAdmin(app)
const alice = await createUser(app, { name: 'Alice' })
const bob = await createUser(app, { name: 'Bob' })

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (server: FastifyInstance, method: Method, url: string, user?: TestUser, payload?: object) =>
  server.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload })

const template = { templateName: 'Welcome', subject: 'Hi {{name}}', body: '<p>Hello {{name}}</p>' }

describe('OpenAPI', () => {
  it('documents the users routes', async () => {
    const doc = (await call(app, 'GET', '/api/docs/json')).json()
    for (const path of [
      '/api/me/profile',
      '/api/me/photo',
      '/api/users',
      '/api/users/{id}',
      '/api/email-templates',
      '/api/messages',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
  })
})

describe('admin-only routes', () => {
  const routes: Array<[Method, () => string, object?]> = [
    ['GET', () => '/api/users'],
    [
      'PUT',
      () => `/api/users/${alice.id}`,
      { name: 'Hacked', role: 'Admin', membership: 'premium', credits: 999 },
    ],
    ['DELETE', () => `/api/users/${bob.id}`],
    ['GET', () => '/api/email-templates'],
    ['POST', () => '/api/email-templates', template],
    ['PUT', () => '/api/email-templates/00000000-0000-4000-8000-000000000000', template],
    ['DELETE', () => '/api/email-templates/00000000-0000-4000-8000-000000000000'],
    ['POST', () => '/api/messages', { toEmail: alice.email, subject: 'x', messageBody: 'y' }],
    ['GET', () => `/api/messages?to=${encodeURIComponent(alice.email)}`],
  ]

  it.each(routes)('%s %s refuses anonymous callers with 401', async (method, url, payload) => {
    const response = await call(app, method, url(), undefined, payload)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })

  it.each(routes)(
    '%s %s refuses a member and another member with 403, changing nothing',
    async (method, url, payload) => {
      for (const user of [alice, bob]) {
        const response = await call(app, method, url(), user, payload)
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
      const me = (await call(app, 'GET', '/api/me', alice)).json()
      expect(me).toMatchObject({ name: 'Alice', role: 'member' })
      expect((await call(app, 'GET', '/api/me', bob)).statusCode).toBe(200)
    },
  )

  it('refuses a moderator and a Seller with 403', async () => {
    for (const role of ['moderator', 'Seller'] as const) {
      const user = await createUser(app, { role })
      expect((await call(app, 'GET', '/api/users', user)).statusCode).toBe(403)
    }
  })

  it('lets the admin through every one of them', async () => {
    expect((await call(app, 'GET', '/api/users', admin)).statusCode).toBe(200)
    const carol = await createUser(app, { name: 'Carol' })
    const edit = { name: 'Carol C.', role: 'member', membership: 'basic', credits: 3, expectedCredits: 3 }
    expect((await call(app, 'PUT', `/api/users/${carol.id}`, admin, edit)).statusCode).toBe(200)
    expect((await call(app, 'DELETE', `/api/users/${carol.id}`, admin)).statusCode).toBe(200)

    const created = await call(app, 'POST', '/api/email-templates', admin, template)
    expect(created.statusCode).toBe(201)
    const templateUrl = `/api/email-templates/${created.json().id}`
    expect((await call(app, 'GET', '/api/email-templates', admin)).statusCode).toBe(200)
    expect(
      (await call(app, 'PUT', templateUrl, admin, { ...template, subject: 'Hello {{name}}' })).statusCode,
    ).toBe(200)
    expect((await call(app, 'DELETE', templateUrl, admin)).statusCode).toBe(200)

    const message = { toEmail: alice.email, subject: 'Hi', messageBody: '<p>Hello</p>' }
    expect((await call(app, 'POST', '/api/messages', admin, message)).statusCode).toBe(201)
    const log = await call(app, 'GET', `/api/messages?to=${encodeURIComponent(alice.email)}`, admin)
    expect(log.json().total).toBe(1)
  })
})

describe('account routes act on the caller only', () => {
  const profile = { name: 'Alice A.', aboutMe: '', address: '', phone: '', city: 'Lyon', country: 'France' }

  it.each([
    ['PUT', '/api/me/profile', profile],
    ['POST', '/api/me/photo', undefined],
    ['DELETE', '/api/me/photo', undefined],
  ] as const)('%s %s refuses anonymous callers with 401', async (method, url, payload) => {
    expect((await call(app, method, url, undefined, payload)).statusCode).toBe(401)
  })

  it('changes the caller’s own profile and never another user’s', async () => {
    const response = await call(app, 'PUT', '/api/me/profile', alice, profile)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: alice.id, name: 'Alice A.', city: 'Lyon' })
    expect((await call(app, 'GET', '/api/me', bob)).json()).toMatchObject({ name: 'Bob', city: null })
  })

  it('lets the admin edit only their own profile through /api/me', async () => {
    const response = await call(app, 'PUT', '/api/me/profile', admin, { ...profile, name: 'Ada' })
    expect(response.json()).toMatchObject({ id: admin.id, name: 'Ada' })
    expect((await call(app, 'GET', '/api/me', alice)).json().name).toBe('Alice A.')
  })
})

describe('profile photos', () => {
  it('an admin’s upload changes only the admin’s own photo', async () => {
    const response = await uploadPhoto(app, admin, await pngOfSize(3000))
    expect(response.statusCode).toBe(200)
    expect((await call(app, 'GET', '/api/me', admin)).json().profileUrl).toBe(response.json().profileUrl)
    expect((await call(app, 'GET', '/api/me', alice)).json().profileUrl).toBeNull()
  })

  it('an anonymous upload of a real image is refused with 401 and stores nothing', async () => {
    const response = await uploadPhoto(app, undefined, await pngOfSize(3000))
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('a stored photo is readable by anyone (it is shown beside tickets and in the users table)', async () => {
    const { profileUrl } = (await uploadPhoto(app, bob, await pngOfSize(3000))).json()
    for (const viewer of [undefined, alice, bob, admin]) {
      const photo = await call(app, 'GET', profileUrl, viewer)
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/jpeg')
    }
  })
})
