import { isIP } from 'node:net'

/**
 * True when the address names this machine: localhost (and *.localhost), 127.0.0.0/8 or ::1
 * (also as ::ffff:127.x). Anything else, a LAN address included, may be reached by strangers.
 */
export function isLocalUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  host = host.replace(/^\[|\]$/g, '').replace(/\.$/, '')
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
