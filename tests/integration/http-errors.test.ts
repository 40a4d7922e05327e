import { describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()

describe('health', () => {
  it('reports the database as reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } })
  })
})

describe('bad input never gives a 500', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' },
    })
  })

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
  })

  it('answers wrong query types with a 400 that names the field', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'GET',
      url: '/api/me/ledger?page=abc',
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error.code).toBe('VALIDATION')
    expect(body.error.issues[0].path).toBe('page')
  })

  it('answers an oversized body with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers an unsupported content type with a 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })
})

describe('security headers', () => {
  it('sends a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/me/ledger', '/api/admin/outbox', '/api/health']),
    )
  })
})
