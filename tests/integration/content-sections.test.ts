import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentSections } from '#server/db/schema.ts'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/** The content API as the home page and the editors use it: envelope, caching, toggle and reset. */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const asAdmin = { cookie: admin.cookie }

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers: asAdmin })
const banner = () => ({ ...contentDefaults['banner-section'] })
describe('GET /api/{section}', () => {
  it('answers {success, data, message} with the seeded fields, isActive and updatedAt', async () => {
    const response = await get('/api/features-section')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(typeof body.message).toBe('string')
    expect(body.data).toMatchObject({
      subTitle: contentDefaults['features-section'].subTitle,
      isActive: true,
    })
    expect(body.data.features).toHaveLength(contentDefaults['features-section'].features.length)
    expect(body.data.features[0].icon).toBeTruthy()
    expect(Date.parse(body.data.updatedAt)).not.toBeNaN()
  })

  it('fills spec defaults for a testimonial without an image (the default avatar)', async () => {
    const section = { ...contentDefaults['testimonials-section'] }
    const testimonials = [{ id: 'x1', name: 'Ana', designation: 'Vlogger', content: 'Great.' }]
    expect((await put('/api/testimonials-section', { ...section, testimonials })).statusCode).toBe(200)
    const body = (await get('/api/testimonials-section')).json()
    expect(body.data.testimonials[0].image).toBe('/images/avatar.svg')
  })
})

describe('ETag and 304', () => {
  it('answers 304 with no body to a matching If-None-Match, and the body otherwise', async () => {
    const first = await get('/api/about-section')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await get('/api/about-section', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)

    const listed = await get('/api/about-section', { 'if-none-match': `"other", ${etag.slice(2)}` })
    expect(listed.statusCode).toBe(304)

    const stale = await get('/api/about-section', { 'if-none-match': 'W/"stale"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(first.json())
  })

  it('drops the cached copy on every write: PUT, toggle and reset each change the ETag and the body', async () => {
    const before = await get('/api/banner-section')
    const saved = await put('/api/banner-section', { ...banner(), subTitle: 'Fresh subtitle' })
    expect(saved.statusCode).toBe(200)

    const afterPut = await get('/api/banner-section', { 'if-none-match': before.headers.etag as string })
    expect(afterPut.statusCode).toBe(200)
    expect(afterPut.json().data.subTitle).toBe('Fresh subtitle')

    await app.inject({ method: 'PATCH', url: '/api/banner-section/toggle', headers: asAdmin })
    const afterToggle = await get('/api/banner-section', { 'if-none-match': afterPut.headers.etag as string })
    expect(afterToggle.statusCode).toBe(200)
    expect(afterToggle.json().data.isActive).toBe(false)

    await app.inject({ method: 'POST', url: '/api/banner-section/reset', headers: asAdmin })
    const afterReset = await get('/api/banner-section', {
      'if-none-match': afterToggle.headers.etag as string,
    })
    expect(afterReset.statusCode).toBe(200)
    expect(afterReset.json().data).toMatchObject({ subTitle: banner().subTitle, isActive: true })
  })
})

describe('toggle, reset and who edited', () => {
  it('toggle flips isActive with the spec’s texts and records the editor and time', async () => {
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/testimonials-section/toggle',
      headers: asAdmin,
    })
    expect(off.json()).toMatchObject({
      data: { isActive: false },
      message: 'Testimonials section deactivated',
    })
    const on = await app.inject({
      method: 'PATCH',
      url: '/api/testimonials-section/toggle',
      headers: asAdmin,
    })
    expect(on.json()).toMatchObject({ data: { isActive: true }, message: 'Testimonials section activated' })

    const [row] = await db
      .select()
      .from(contentSections)
      .where(eq(contentSections.key, 'testimonials-section'))
    expect(row?.updatedBy).toBe(admin.id)
    expect(Date.now() - (row?.updatedAt.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('PUT may carry isActive (the logo editor’s switch) and reset restores defaults, active', async () => {
    const logo = contentDefaults.navlogo
    const hidden = await put('/api/navlogo', { ...logo, alt: 'Changed', isActive: false })
    expect(hidden.json()).toMatchObject({
      data: { alt: 'Changed', isActive: false },
      message: 'Logo updated successfully',
    })
    const reset = await app.inject({ method: 'POST', url: '/api/navlogo/reset', headers: asAdmin })
    expect(reset.json()).toMatchObject({
      message: 'Logo reset to default successfully',
      data: { ...logo, isActive: true },
    })
  })

  it('the contact page answers its own reset text', async () => {
    const reset = await app.inject({ method: 'POST', url: '/api/contact-page/reset', headers: asAdmin })
    expect(reset.json().message).toBe('Contact page reset to default successfully!')
  })
})

describe('GET /api/banner-section/stats', () => {
  it('reports active, video, background and the last update', async () => {
    await put('/api/banner-section', {
      ...banner(),
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      backgroundImage: '',
    })
    const stats = (await get('/api/banner-section/stats')).json()
    expect(stats.success).toBe(true)
    expect(stats.data).toMatchObject({ isActive: true, hasYoutubeVideo: true, hasBackgroundImage: false })
    const banner1 = (await get('/api/banner-section')).json().data
    expect(stats.data.lastUpdated).toBe(banner1.updatedAt)

    await put('/api/banner-section', { ...banner(), youtubeUrl: '' })
    await app.inject({ method: 'PATCH', url: '/api/banner-section/toggle', headers: asAdmin })
    const after = (await get('/api/banner-section/stats')).json().data
    expect(after).toMatchObject({ isActive: false, hasYoutubeVideo: false, hasBackgroundImage: true })
  })
})

describe('the cached GET keeps the app’s protections', () => {
  it('carries the same security headers as any other API answer', async () => {
    const content = await get('/api/navlogo')
    const other = await get('/api/health')
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(content.headers[name], name).toBeDefined()
      expect(content.headers[name], name).toBe(other.headers[name])
    }
  })

  it('serves a compressed copy of an answer over 1 KB when the client accepts one, the same JSON once decoded', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const footer = {
      ...contentDefaults['footer-section'],
      description: 'Thumbnails for creators. '.repeat(60),
    }
    expect((await put('/api/footer-section', footer)).statusCode).toBe(200)
    const plain = await get('/api/footer-section')
    expect(plain.body.length).toBeGreaterThan(1024)
    const gzip = await get('/api/footer-section', { 'accept-encoding': 'gzip, deflate' })
    const br = await get('/api/footer-section', { 'accept-encoding': 'gzip, deflate, br' })
    const noBr = await get('/api/footer-section', { 'accept-encoding': 'br;q=0, gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(noBr.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toContain('accept-encoding')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
  })

  it('sends an answer under 1 KB as it is, as the app does for any answer that small', async () => {
    const logo = await get('/api/navlogo', { 'accept-encoding': 'gzip, deflate, br' })
    expect(logo.body.length).toBeLessThan(1024)
    expect(logo.headers['content-encoding']).toBeUndefined()
    expect(logo.json().success).toBe(true)
  })
})
