import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentSections } from '#server/db/schema.ts'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/** The content API as the home page and the editors use it: envelope, validation, HTML, caching. */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const asAdmin = { cookie: admin.cookie }

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers: asAdmin })
const banner = () => ({ ...contentDefaults['banner-section'] })
const issuesOf = (body: { error: { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]))

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

describe('PUT validation, with the spec’s messages', () => {
  it('rejects a bad YouTube URL and a background image that is not jpg/jpeg/png/gif/webp', async () => {
    const response = await put('/api/banner-section', {
      ...banner(),
      youtubeUrl: 'https://vimeo.com/12345',
      backgroundImage: 'https://cdn.example/background.svg',
    })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())).toMatchObject({
      youtubeUrl: 'Please enter a valid YouTube URL',
      backgroundImage: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
    })
  })

  it.each([
    'https://youtu.be/short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://www.youtube.com/shorts/abc',
  ])('refuses %s, which the home page could not play, with a 400', async (youtubeUrl) => {
    const response = await put('/api/banner-section', { ...banner(), youtubeUrl })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
    expect(issuesOf(response.json())).toEqual({ youtubeUrl: 'Please enter a valid YouTube URL' })
  })

  it('accepts a Shorts link with an 11-character id, which the home page plays', async () => {
    const ok = await put('/api/banner-section', {
      ...banner(),
      youtubeUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    })
    expect(ok.statusCode).toBe(200)
  })

  it('refuses an empty testimonials Main Title', async () => {
    const response = await put('/api/testimonials-section', {
      ...contentDefaults['testimonials-section'],
      mainTitle: '  ',
    })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())).toEqual({ mainTitle: 'Main title is required' })
  })

  it('reads a row written before these rules: only the refused field falls back to its default', async () => {
    await db
      .update(contentSections)
      .set({ data: { ...banner(), subTitle: 'Kept', youtubeUrl: 'https://youtu.be/short' } })
      .where(eq(contentSections.key, 'banner-section'))
    await db
      .update(contentSections)
      .set({ data: { ...contentDefaults['testimonials-section'], subTitle: 'Kept too', mainTitle: '' } })
      .where(eq(contentSections.key, 'testimonials-section'))
    // Any write through the API drops the cache: toggling twice leaves the switch as it was.
    for (const section of [
      'banner-section',
      'testimonials-section',
      'banner-section',
      'testimonials-section',
    ]) {
      await app.inject({ method: 'PATCH', url: `/api/${section}/toggle`, headers: asAdmin })
    }
    const bannerData = (await get('/api/banner-section')).json().data
    expect(bannerData).toMatchObject({ subTitle: 'Kept', youtubeUrl: '' })
    const testimonials = (await get('/api/testimonials-section')).json().data
    expect(testimonials).toMatchObject({
      subTitle: 'Kept too',
      mainTitle: contentDefaults['testimonials-section'].mainTitle,
    })
  })

  it('accepts a YouTube link and an https image, and an empty video', async () => {
    const ok = await put('/api/banner-section', {
      ...banner(),
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      backgroundImage: 'https://cdn.example/hero.JPEG',
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Banner section updated successfully!',
      data: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', backgroundImage: 'https://cdn.example/hero.JPEG' },
    })
  })

  it.each([
    ['features-section', 'features', 'At least one feature is required'],
    ['about-section', 'images', 'At least one image is required'],
    ['testimonials-section', 'testimonials', 'At least one testimonial is required'],
    ['footer-section', 'usefulLinks', 'At least one useful link is required'],
    ['footer-section', 'socialLinks', 'At least one social link is required'],
  ] as const)('%s needs at least one entry in %s: "%s"', async (section, field, message) => {
    const response = await put(`/api/${section}`, { ...contentDefaults[section], [field]: [] })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())[field]).toBe(message)
  })

  it('requires the contact page title', async () => {
    const response = await put('/api/contact-page', { ...contentDefaults['contact-page'], title: '  ' })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json()).title).toBe('Title is required')
  })

  it('refuses javascript: links anywhere an admin can put a link', async () => {
    const footer = contentDefaults['footer-section']
    const response = await put('/api/footer-section', {
      ...footer,
      usefulLinks: [{ id: 1, text: 'Click', url: 'javascript:alert(1)' }],
    })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response.json())['usefulLinks.0.url']).toMatch(/valid link/)
    const bannerLink = await put('/api/banner-section', { ...banner(), buttonLink: 'JavaScript:alert(1)' })
    expect(bannerLink.statusCode).toBe(400)
  })

  it('writes nothing when the body is invalid', async () => {
    const before = (await get('/api/features-section')).json().data
    await put('/api/features-section', {
      ...contentDefaults['features-section'],
      mainTitle: 'Changed',
      features: [],
    })
    expect((await get('/api/features-section')).json().data).toEqual(before)
  })
})

describe('HTML fields are sanitized on write and on read', () => {
  const hostile =
    'Make <strong>great</strong> thumbnails<script>alert(1)</script><img src=x onerror="alert(2)">' +
    '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example" onclick="alert(4)">ok</a>' +
    '<span style="background:url(javascript:alert(5))">styled</span>'

  it('keeps inline formatting and http(s) links, drops scripts, event handlers, javascript: and styles', async () => {
    const response = await put('/api/banner-section', { ...banner(), mainTitle: hostile })
    expect(response.statusCode).toBe(200)
    for (const html of [
      response.json().data.mainTitle,
      (await get('/api/banner-section')).json().data.mainTitle,
    ]) {
      expect(html).toContain('<strong>great</strong>')
      expect(html).toContain('href="https://ok.example"')
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<img/i)
    }
    const [row] = await db.select().from(contentSections).where(eq(contentSections.key, 'banner-section'))
    expect(String(row?.data.mainTitle)).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('sanitizes the footer copyright, and re-sanitizes HTML written to the database behind the API', async () => {
    const footer = contentDefaults['footer-section']
    const saved = await put('/api/footer-section', { ...footer, copyright: `© 2026 ${hostile}` })
    expect(saved.json().data.copyright).not.toMatch(/<script|onerror|javascript:/i)

    await db
      .update(contentSections)
      .set({
        data: { ...footer, copyright: '<b>©</b><script>alert(1)</script><a href="javascript:x">y</a>' },
      })
      .where(eq(contentSections.key, 'footer-section'))
    // Any write through the API drops the cache; this one stays as the raw row above.
    await app.inject({ method: 'PATCH', url: '/api/footer-section/toggle', headers: asAdmin })
    const served = (await get('/api/footer-section')).json().data.copyright
    expect(served).toContain('<b>©</b>')
    expect(served).not.toMatch(/<script|javascript:/i)
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
