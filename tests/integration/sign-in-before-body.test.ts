import { describe, expect, it } from 'vitest'
import { createUser, nextIp, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Route guards run before the body is read: a caller who may not use a route gets 401 or 403,
 * never a 400 or 413 that reveals the schema, and never makes the server parse a large body.
 */
const { app } = await createTestApp()
const member = await createUser(app)

/** Unterminated JSON: any route that parsed it would answer 400. */
const MALFORMED = '{"name": [1, 2, {"oops": '

function send(method: string, url: string, user?: TestUser, payload = MALFORMED) {
  return app.inject({
    method: method as 'POST',
    url,
    payload: method === 'GET' ? undefined : payload,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    remoteAddress: nextIp(),
  })
}

type Operation = { responses?: Record<string, unknown> }
const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }

/** Every route that documents a 401, with a bad path value and a bad query where it has them. */
const signedInRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, op]) => op.responses?.['401'])
    .map(([method]) => ({
      method: method.toUpperCase(),
      url: `${path.replace(/\{\w+\}/g, 'not-a-real-id')}?page=abc&pageSize=-1`,
    })),
)

describe('an anonymous caller', () => {
  it('finds guarded routes under every prefix', () => {
    const prefixes = new Set(signedInRoutes.map((r) => r.url.split('/')[2]))
    expect(signedInRoutes.length).toBeGreaterThan(60)
    for (const prefix of ['me', 'users', 'generator', 'support-tickets', 'orders', 'items', 'admin']) {
      expect(prefixes).toContain(prefix)
    }
  })

  it.each(signedInRoutes)('gets 401 from $method $url whatever the body', async ({ method, url }) => {
    const response = await send(method, url)
    expect(response.statusCode, response.body).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('gets 401, not 413, for a body over the size limit', async () => {
    const response = await send('PUT', '/api/me/profile', undefined, `{"name":"${'x'.repeat(2_000_000)}"}`)
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/generator/generate with a 14 MB body', () => {
  const huge = `{"category":"Gaming","prompt":"${'x'.repeat(14 * 1024 * 1024)}`

  it('refuses an anonymous caller with the spec’s words, without parsing the body', async () => {
    const response = await send('POST', '/api/generator/generate', undefined, huge)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not logged in' } })
  })

  it('is parsed (and found malformed) only once the caller is signed in', async () => {
    const response = await send('POST', '/api/generator/generate', member, huge)
    expect(response.statusCode).toBe(400)
  })
})

/** One write route, or a read with a query, under each admin prefix. */
const adminRoutes = [
  ['GET', '/api/admin/outbox?page=abc'],
  ['GET', '/api/admin/stats'],
  ['PUT', '/api/users/not-a-real-id'],
  ['GET', '/api/users?pageSize=-1'],
  ['POST', '/api/email-templates'],
  ['POST', '/api/messages'],
  ['POST', '/api/gemini-keys'],
  ['PUT', '/api/ai-settings'],
  ['PATCH', '/api/support-tickets/not-a-real-id'],
  ['POST', '/api/support-tickets/not-a-real-id/refund'],
  ['PUT', '/api/banner-section'],
  ['PATCH', '/api/navlogo/toggle'],
  ['POST', '/api/contact-page/reset'],
  ['POST', '/api/packages'],
  ['PUT', '/api/packages/not-a-real-id'],
  ['DELETE', '/api/orders/not-a-real-id'],
  ['DELETE', '/api/item-orders/not-a-real-id'],
  ['POST', '/api/items'],
  ['GET', '/api/items/admin'],
  ['PUT', '/api/paypal-settings'],
  ['POST', '/api/paypal-settings/reset'],
] as const

describe('a signed-in member', () => {
  it.each(adminRoutes)('gets 403 from the admin route %s %s whatever the body', async (method, url) => {
    const response = await send(method, url, member)
    expect(response.statusCode, response.body).toBe(403)
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'This route is only accessible for Admin.',
    })
  })

  it('still gets the 400 that names the problem on their own routes', async () => {
    const response = await send('PUT', '/api/me/profile', member)
    expect(response.statusCode).toBe(400)
  })
})
