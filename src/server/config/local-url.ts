import { isIP } from 'node:net'

/**
 * True when the host names this machine: localhost (and *.localhost), 127.0.0.0/8 or ::1 (also as
 * ::ffff:127.x, and in brackets as URLs write it). Anything else, a LAN address or 0.0.0.0
 * included, may be reached by strangers.
 */
export function isLocalHost(name: string): boolean {
  const host = name
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) {
    if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true
    const mapped = host.match(/^::ffff:(.+)$/)?.[1]
    if (!mapped) return false
    if (isIP(mapped) === 4) return mapped.startsWith('127.')
    // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
    return /^7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(mapped)
  }
  return false
}

/** True when the URL's host is this machine (see isLocalHost). */
export function isLocalUrl(url: string): boolean {
  try {
    return isLocalHost(new URL(url).hostname)
  } catch {
    return false
  }
}
