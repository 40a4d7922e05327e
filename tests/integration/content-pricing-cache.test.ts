import { describe, expect, it } from 'vitest'
import type { Package } from '#shared/billing/packages.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * The home page's pricing section reads GET /api/packages on every view, so the list is cached
 * like the content sections: ETag, 304, and dropped by every package write.
 */
const { app } = await createTestApp()
const admin = await createAdmin(app)

const list = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/packages', headers })
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: admin.cookie } })
const input = (name: string) => ({
  packageName: name,
  priceCents: 4200,
  credit: 80,
  validity: 30,
  isPopular: false,
  points: { pointOne: 'Eighty credits' },
})

describe('GET /api/packages is served from the cache', () => {
  it('answers 304 to a matching If-None-Match, with the security headers of any API answer', async () => {
    const first = await list()
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^W\/".+"$/)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['content-security-policy']).toBeTruthy()

    const again = await list({ 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('shows every package write at once: update, delete and create each change the list', async () => {
    const before = await list()
    const [cheapest] = before.json<Package[]>() as [Package]

    const renamed = await write('PUT', `/api/packages/${cheapest.id}`, input('Renamed plan'))
    expect(renamed.statusCode).toBe(200)
    const afterPut = await list({ 'if-none-match': before.headers.etag as string })
    expect(afterPut.statusCode).toBe(200)
    expect(afterPut.json<Package[]>().map((p) => p.packageName)).toContain('Renamed plan')

    expect((await write('DELETE', `/api/packages/${cheapest.id}`)).statusCode).toBe(200)
    const afterDelete = await list({ 'if-none-match': afterPut.headers.etag as string })
    expect(afterDelete.statusCode).toBe(200)
    expect(afterDelete.json<Package[]>().map((p) => p.id)).not.toContain(cheapest.id)

    expect((await write('POST', '/api/packages', input('Brand new plan'))).statusCode).toBe(201)
    const afterCreate = await list({ 'if-none-match': afterDelete.headers.etag as string })
    expect(afterCreate.statusCode).toBe(200)
    expect(afterCreate.json<Package[]>().map((p) => p.packageName)).toContain('Brand new plan')
  })

  it('a refused write leaves the cached list as it was', async () => {
    const before = await list()
    const refused = await app.inject({ method: 'POST', url: '/api/packages', payload: input('Sneaky') })
    expect(refused.statusCode).toBe(401)
    expect((await list({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(304)
  })
})
