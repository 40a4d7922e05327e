import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// A stand-in build: the serving rules do not depend on what the bundle contains.
const webRoot = testTempDir('web')
mkdirSync(path.join(webRoot, 'assets'))
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Thumbforge</title></head><body><div id="root"></div></body></html>',
)
writeFileSync(
  path.join(webRoot, 'assets', 'index-AbC123.js'),
  `console.info(${JSON.stringify('x'.repeat(5000))})`,
)

// As the build leaves a bundle: its brotli and gzip copies beside it (scripts/vite/precompress.ts).
const bundle = Buffer.from(`console.info(${JSON.stringify('y'.repeat(5000))})`)
const precompressed = { br: brotliCompressSync(bundle), gzip: gzipSync(bundle, { level: 9 }) }
writeFileSync(path.join(webRoot, 'assets', 'vendor-XyZ789.js'), bundle)
writeFileSync(path.join(webRoot, 'assets', 'vendor-XyZ789.js.br'), precompressed.br)
writeFileSync(path.join(webRoot, 'assets', 'vendor-XyZ789.js.gz'), precompressed.gzip)

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

  it('sends the build’s brotli copy to a browser that accepts it, as it is and cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/vendor-XyZ789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.equals(precompressed.br)).toBe(true)
    expect(brotliDecompressSync(response.rawPayload).equals(bundle)).toBe(true)
  })

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/vendor-XyZ789.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.rawPayload.equals(precompressed.gzip)).toBe(true)
    expect(gunzipSync(gzip.rawPayload).equals(bundle)).toBe(true)

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/vendor-XyZ789.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    expect(plain.rawPayload.equals(bundle)).toBe(true)
  })

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })
})

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0])

describe('the first screen’s images', () => {
  it('the home page preloads the banner background (high priority) and the header logo for each width', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/' })
    expect(preloads(body)).toEqual([
      '<link rel="preload" as="image" href="/images/logo.svg" media="(min-width: 768px)" />',
      '<link rel="preload" as="image" href="/images/logo-mark.svg" media="(max-width: 767.98px)" />',
      '<link rel="preload" as="image" href="/images/banner-background.webp" fetchpriority="high" />',
    ])
  })

  it('other public pages preload only the logo; the signed-in areas, which show no such header, nothing', async () => {
    const about = await app.inject({ method: 'GET', url: '/about' })
    expect(preloads(about.body).map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/images/logo.svg',
      '/images/logo-mark.svg',
    ])
    const dashboard = await app.inject({ method: 'GET', url: '/user/dashboard' })
    expect(preloads(dashboard.body)).toEqual([])
  })

  it('follows the content: a hidden banner gets no background preload', async () => {
    const { app: other } = await createTestApp({}, { webRoot })
    const admin = await createAdmin(other)
    const toggled = await other.inject({
      method: 'PATCH',
      url: '/api/banner-section/toggle',
      headers: { cookie: admin.cookie },
    })
    expect(toggled.json().data.isActive).toBe(false)
    const { body } = await other.inject({ method: 'GET', url: '/' })
    expect(body).not.toContain('banner-background')
    expect(body).toContain('href="/images/logo.svg"')
  })
})

const dataPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map(
    (match) => match[1],
  )

describe('the first screen’s data', () => {
  it('preloads the answers each page’s first render waits on: the payment mode everywhere, the sections on the home page, the footer on other public pages', async () => {
    const home = await app.inject({ method: 'GET', url: '/' })
    expect(dataPreloads(home.body)).toEqual([
      '/api/paypal-settings',
      '/api/banner-section',
      '/api/features-section',
      '/api/about-section',
      '/api/showcase',
      '/api/showcase-section',
    ])
    const login = await app.inject({ method: 'GET', url: '/login' })
    expect(dataPreloads(login.body)).toEqual(['/api/paypal-settings', '/api/footer-section'])
    const pricing = await app.inject({ method: 'GET', url: '/pricing' })
    expect(dataPreloads(pricing.body)).toEqual([
      '/api/paypal-settings',
      '/api/footer-section',
      '/api/packages',
      '/api/pricing-faq',
    ])
    for (const url of ['/user/dashboard', '/admin/orders', '/dashboard']) {
      const { body } = await app.inject({ method: 'GET', url })
      expect(dataPreloads(body), url).toEqual(['/api/paypal-settings'])
    }
  })

  it('every preloaded answer is one a signed-out visitor gets (a preload of a guarded or missing route would be wasted)', async () => {
    const urls = new Set(
      (
        await Promise.all(
          ['/', '/pricing', '/login', '/user/dashboard'].map((url) => app.inject({ method: 'GET', url })),
        )
      ).flatMap((response) => dataPreloads(response.body)),
    )
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url: url as string })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toContain('application/json')
    }
  })
})
