// No imports on purpose: the visitor's first download checks links with these too.

/**
 * Characters a browser drops or ignores inside a URL, so they can hide a scheme or a second
 * slash ('/\t/evil.example' opens '//evil.example'): C0 and C1 controls, spaces of every kind,
 * the soft hyphen, and zero-width and bidi marks. As code point ranges, inclusive.
 */
const HIDDEN: readonly [number, number][] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]

const isHidden = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return HIDDEN.some(([from, to]) => code >= from && code <= to)
}

/** A backslash never belongs in a link, and browsers read it as '/' ('/\evil.example' leaves the site). */
const isClean = (value: string) => !value.includes('\\') && !Array.from(value).some(isHidden)

/** A path on this site: '/' alone, or '/' followed by anything but a second '/' or a '\'. */
export function isSameSitePath(value: string): boolean {
  return isClean(value) && /^\/(?![/\\])/.test(value)
}

/** An absolute http(s) URL with a host ('https://host…'; not 'https:host' nor 'https:///x'). */
export function isHttpUrl(value: string): boolean {
  if (!isClean(value) || !/^https?:\/\/[^/?#]/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export type LinkKind = 'path' | 'http' | 'mailto' | 'fragment'

/**
 * What an admin-set link is, or null when it is none we accept. Links open a page on this site,
 * an http(s) page, a mail window or a place on the same page; never javascript:, data:, a
 * protocol-relative '//host' or '/\host', or anything hiding in whitespace or control characters.
 */
export function linkKind(value: string): LinkKind | null {
  if (isSameSitePath(value)) return 'path'
  if (isHttpUrl(value)) return 'http'
  if (!isClean(value)) return null
  if (/^mailto:[^@]+@[^@]+$/i.test(value)) return 'mailto'
  if (value.startsWith('#')) return 'fragment'
  return null
}

export const isSafeLink = (value: string): boolean => linkKind(value) !== null

/** Where an image may be loaded from: an http(s) URL or a path on this site. */
export const isSafeImageUrl = (value: string): boolean => isHttpUrl(value) || isSameSitePath(value)
