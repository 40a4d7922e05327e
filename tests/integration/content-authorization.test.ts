import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { contentSectionKeys } from '#shared/content/messages.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every content route as anonymous, a member, a Seller, a moderator and the admin: reads are
 * public, and only the admin may change anything. A refused write leaves the section unchanged.
 */
const { app } = await createTestApp()
const member = await createUser(app)
const seller = await createUser(app, { role: 'Seller' })
const moderator = await createUser(app, { role: 'moderator' })
const admin = await createAdmin(app)

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST'
const call = (server: FastifyInstance, method: Method, url: string, user?: TestUser, payload?: object) =>
  server.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })

describe.each(contentSectionKeys)('/api/%s', (key) => {
  const writes: [Method, string, object | undefined][] = [
    ['PUT', `/api/${key}`, contentDefaults[key]],
    ['PATCH', `/api/${key}/toggle`, undefined],
    ['POST', `/api/${key}/reset`, undefined],
  ]

  it.each([
    ['anonymous', undefined],
    ['a member', member],
    ['the admin', admin],
  ])('GET is public (%s)', async (_who, user) => {
    const response = await call(app, 'GET', `/api/${key}`, user)
    expect(response.statusCode).toBe(200)
    expect(response.json().success).toBe(true)
  })

  it.each(writes)(
    '%s %s refuses anonymous (401), members, sellers and moderators (403)',
    async (method, url, body) => {
      const before = (await call(app, 'GET', `/api/${key}`)).body
      expect((await call(app, method, url, undefined, body)).statusCode).toBe(401)
      for (const user of [member, seller, moderator]) {
        const response = await call(app, method, url, user, body)
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
      expect((await call(app, 'GET', `/api/${key}`)).body).toBe(before)
    },
  )

  it.each(writes)('%s %s succeeds for the admin', async (method, url, body) => {
    const response = await call(app, method, url, admin, body)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, data: { updatedAt: expect.any(String) } })
  })
})

describe('GET /api/banner-section/stats', () => {
  it.each([
    ['anonymous', undefined],
    ['a member', member],
    ['the admin', admin],
  ])('is public (%s): it reveals nothing the banner itself does not', async (_who, user) => {
    expect((await call(app, 'GET', '/api/banner-section/stats', user)).statusCode).toBe(200)
  })
})
