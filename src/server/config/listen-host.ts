import type { AppConfig } from './config.ts'
import { isLocalHost, isLocalUrl } from './local-url.ts'

/**
 * Where the server listens when HOST is unset: this machine only while APP_URL is this machine
 * (the quick start, which seeds simulated payments), every interface otherwise. `localhost` is
 * 127.0.0.1 and, where the system names it localhost too, ::1 (Fastify binds each).
 */
export function defaultListenHost(appUrl: string): string {
  return isLocalUrl(appUrl) ? 'localhost' : '0.0.0.0'
}

/**
 * The start-up warning for a server that listens where others can reach it (HOST set to a
 * non-loopback address) while APP_URL says it is this machine's alone: the combination under which
 * a fresh install turns simulated payments on. Null in production, which never simulates.
 */
export function openLocalServerWarning(
  config: Pick<AppConfig, 'host' | 'appUrl' | 'isProduction'>,
): string | null {
  if (config.isProduction || isLocalHost(config.host) || !isLocalUrl(config.appUrl)) return null
  return [
    '==================================================================',
    `WARNING: HOST=${config.host} lets other machines reach Thumbforge,`,
    `but APP_URL (${config.appUrl}) says it serves this machine only.`,
    'Simulated payments may be on here (a fresh local install turns them on):',
    '  - a "Simulate PayPal approval" from any other address is refused (403);',
    '  - a reverse proxy on this machine makes every visitor look local,',
    '    so never put one in front of a shop with simulated payments.',
    'Unset HOST to listen on this machine only, or set APP_URL to the address',
    'others use (and NODE_ENV=production) for a shop others may reach.',
    '==================================================================',
  ].join('\n')
}
