import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentSections } from '#server/db/schema.ts'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

/** The content API's writes as the editors send them: validation with the spec's messages, HTML sanitizing. */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const asAdmin = { cookie: admin.cookie }

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers: asAdmin })
const banner = () => ({ ...contentDefaults['banner-section'] })
const issuesOf = (body: { error: { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]))

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
