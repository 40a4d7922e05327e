import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// A built web app is in place, so a wrong answer would be the SPA's index.html (the old bug).
const webRoot = testTempDir('web')
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><title>Thumbforge</title><div id="root"></div>',
)

const appUrl = 'https://thumbs.example.com'
const { app } = await createTestApp({ APP_URL: appUrl }, { webRoot })

describe('robots.txt', () => {
  it('is plain text from the server that lets crawlers in, keeps them out of private areas and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body).not.toContain('<div id="root">')
    const lines = response.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const area of ['/api/', '/user/', '/admin/', '/buy/', '/pay-now/'])
      expect(lines).toContain(`Disallow: ${area}`)
    expect(lines).toContain(`Sitemap: ${appUrl}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('lists the public pages at APP_URL, as XML', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual([
      `${appUrl}/`,
      `${appUrl}/pricing`,
      `${appUrl}/about`,
      `${appUrl}/contact`,
      `${appUrl}/items`,
      `${appUrl}/terms`,
      `${appUrl}/privacy`,
      `${appUrl}/login`,
      `${appUrl}/register`,
    ])
  })

  it('leaves out the signed-in areas and checkout', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(body).not.toMatch(/\/(user|admin|buy|pay-now|update-profile)\b/)
  })
})

describe('who may read them', () => {
  it('anyone: a visitor, a member, another member and an admin get the same answers', async () => {
    const [member, otherMember, admin] = [
      await createUser(app),
      await createUser(app),
      await createAdmin(app),
    ]
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const anonymous = await app.inject({ method: 'GET', url })
      for (const who of [member, otherMember, admin]) {
        const signedIn = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
        expect(signedIn.statusCode, url).toBe(200)
        expect(signedIn.body, url).toBe(anonymous.body)
      }
    }
  })

  it('are read-only: a POST is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/robots.txt', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })
})
