import { describe, expect, it } from 'vitest'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { itemMessages } from '#shared/billing/items.ts'
import { contentMessages as m } from '#shared/content/messages.ts'
import type { ContentSectionKey } from '#shared/content/schemas.ts'
import { createAdmin } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()
const admin = await createAdmin(app)
const headers = { cookie: admin.cookie }

/** Ways to make a link that looks local open another site, or run script. */
const HOSTILE = [
  '/\\evil.example',
  '//evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\u200b/evil.example',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'https:evil.example',
]

/** A copy of `value` with `path` ('usefulLinks.0.url') set to `to`. */
function withField<T>(value: T, path: string, to: string): T {
  const copy = structuredClone(value) as Record<string, unknown>
  const keys = path.split('.')
  let at: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1) as string] = to
  return copy as T
}

const fields: [ContentSectionKey, string, string, (bad: string) => string][] = [
  ['banner-section', 'buttonLink', m.invalidLink, (bad) => bad],
  ['banner-section', 'backgroundImage', m.invalidImageUrl, (bad) => `${bad}/banner.png`],
  ['about-section', 'buttonLink', m.invalidLink, (bad) => bad],
  ['about-section', 'images.0.url', m.invalidAnyImageUrl, (bad) => bad],
  ['about-section', 'backgroundImage', m.invalidAnyImageUrl, (bad) => bad],
  ['testimonials-section', 'testimonials.0.image', m.invalidAnyImageUrl, (bad) => bad],
  ['testimonials-section', 'backgroundImage', m.invalidAnyImageUrl, (bad) => bad],
  ['footer-section', 'usefulLinks.0.url', m.invalidLink, (bad) => bad],
  ['footer-section', 'socialLinks.1.url', m.invalidLink, (bad) => bad],
  ['footer-section', 'logo.url', m.invalidAnyImageUrl, (bad) => bad],
  ['contact-page', 'imageUrl', m.invalidAnyImageUrl, (bad) => bad],
  ['navlogo', 'url', m.invalidAnyImageUrl, (bad) => bad],
  ['navlogo', 'mobileUrl', m.invalidAnyImageUrl, (bad) => bad],
]

const dataOf = async (key: ContentSectionKey) =>
  (await app.inject({ method: 'GET', url: `/api/${key}` })).json().data

describe('CMS link and image fields', () => {
  it.each(fields)(
    '%s %s refuses every off-site trick with 400 naming the field, and keeps what was saved',
    async (key, path, message, shape) => {
      const before = await dataOf(key)
      for (const bad of HOSTILE) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/${key}`,
          headers,
          payload: withField(contentDefaults[key], path, shape(bad)),
        })
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 })
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION',
          issues: expect.arrayContaining([{ path, message }]),
        })
      }
      expect(await dataOf(key)).toEqual(before)
    },
  )

  it('still takes same-site paths, http(s) URLs, mailto and #anchors where the spec allows them', async () => {
    const footer = contentDefaults['footer-section']
    const links = [
      '/about',
      '/',
      'https://www.youtube.com/@thumbforge',
      'mailto:hello@shop.example',
      '#pricing',
    ]
    const payload = {
      ...footer,
      usefulLinks: links.map((url, id) => ({ id, text: `Link ${id}`, url })),
      logo: { url: 'https://cdn.example/logo.png', alt: 'Logo' },
    }
    const response = await app.inject({ method: 'PUT', url: '/api/footer-section', headers, payload })
    expect(response.statusCode, response.body).toBe(200)
    const saved = await dataOf('footer-section')
    expect(saved.usefulLinks.map((l: { url: string }) => l.url)).toEqual(links)

    const banner = await app.inject({
      method: 'PUT',
      url: '/api/banner-section',
      headers,
      payload: {
        ...contentDefaults['banner-section'],
        buttonLink: '/register',
        backgroundImage: '/images/b.webp',
      },
    })
    expect(banner.statusCode, banner.body).toBe(200)
  })
})

describe('item image and access URLs', () => {
  const item = {
    itemName: 'Link Test Pack',
    priceCents: 500,
    guidelines: '',
    accessUrl: 'https://files.example.test/pack',
    imageUrl: '/images/pack.png',
  }

  it('refuses the same tricks on create and names the field; a good item is still created', async () => {
    for (const bad of HOSTILE) {
      for (const [field, message] of [
        ['imageUrl', itemMessages.imageUrlInvalid],
        ['accessUrl', itemMessages.accessUrlInvalid],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/items',
          headers,
          payload: { ...item, [field]: bad },
        })
        expect({ bad, field, status: response.statusCode }).toEqual({ bad, field, status: 400 })
        expect(response.json().error.issues).toEqual(expect.arrayContaining([{ path: field, message }]))
      }
    }
    const catalogue = (await app.inject({ method: 'GET', url: '/api/items' })).json()
    expect(catalogue.some((i: { itemName: string }) => i.itemName === item.itemName)).toBe(false)
    const created = await app.inject({ method: 'POST', url: '/api/items', headers, payload: item })
    expect(created.statusCode, created.body).toBe(201)
  })
})
