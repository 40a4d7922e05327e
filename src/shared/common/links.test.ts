import { describe, expect, it } from 'vitest'
import { isHttpUrl, isSafeImageUrl, isSafeLink, isSameSitePath, linkKind } from './links.ts'

/** Every way we know of to make a link that looks local (or harmless) open somewhere else. */
const offSite = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u200b/evil.example',
  ' //evil.example',
  '\u0001//evil.example',
  '/%09/evil.example\u0000',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'https:\\\\evil.example',
  'https://\\evil.example',
  'https://good.example\\@evil.example',
  'ftp://files.example/x',
  'evil.example',
  'register',
  '',
]

describe('isSafeLink', () => {
  it.each([
    ['/', 'path'],
    ['/register', 'path'],
    ['/user/generate-image?tab=new#top', 'path'],
    ['/%2F%2Fevil.example', 'path'],
    ['https://x.com/', 'http'],
    ['HTTPS://www.youtube.com/@channel', 'http'],
    ['http://localhost:3000/about', 'http'],
    ['mailto:hello@shop.example', 'mailto'],
    ['#pricing', 'fragment'],
  ])('accepts %j as a %s link', (value, kind) => {
    expect(linkKind(value)).toBe(kind)
    expect(isSafeLink(value)).toBe(true)
  })

  it.each(offSite)('refuses %j', (value) => {
    expect(isSafeLink(value)).toBe(false)
    expect(isSafeImageUrl(value)).toBe(false)
  })

  it('refuses mailto links that hide whitespace or have no address', () => {
    expect(isSafeLink('mailto:a@b.example\n//evil.example')).toBe(false)
    expect(isSafeLink('mailto:nobody')).toBe(false)
  })
})

describe('isSafeImageUrl', () => {
  it('accepts an http(s) URL or a path on this site, nothing else', () => {
    expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(true)
    expect(isSafeImageUrl('/images/logo.svg')).toBe(true)
    expect(isSafeImageUrl('#logo')).toBe(false)
    expect(isSafeImageUrl('mailto:a@b.example')).toBe(false)
  })
})

describe('isSameSitePath and isHttpUrl', () => {
  it('split the two kinds cleanly', () => {
    expect(isSameSitePath('/about')).toBe(true)
    expect(isSameSitePath('https://x.com/')).toBe(false)
    expect(isHttpUrl('https://x.com/')).toBe(true)
    expect(isHttpUrl('/about')).toBe(false)
    expect(isHttpUrl('https://exa mple.com/')).toBe(false)
  })
})
