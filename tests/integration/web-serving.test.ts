import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { createTestApp } from '../support/test-app.ts'

// A stand-in build: the serving rules do not depend on what the bundle contains.
const webRoot = testTempDir('web')
mkdirSync(path.join(webRoot, 'assets'))
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>Thumbforge</title><div id="root"></div>',
)
writeFileSync(
  path.join(webRoot, 'assets', 'index-AbC123.js'),
  `console.info(${JSON.stringify('x'.repeat(5000))})`,
)

const { app } = await createTestApp({}, { webRoot })

describe('serving the single-page app', () => {
  it('answers any client route with index.html, never cached', async () => {
    for (const url of ['/', '/user/dashboard', '/admin/outbox?x=1', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.info')
  })

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })
})
