import type { AppConfig } from './config.ts'

/** Vite's dev server proxies /api to us, and the browser names Vite's origin, not ours. */
const VITE_DEV_ORIGIN = 'http://localhost:5173'

/**
 * The origins whose pages may sign in and write: APP_URL's, and outside production also the
 * Vite dev server's. better-auth and the same-origin check both read this one list.
 */
export function trustedOrigins(config: Pick<AppConfig, 'appUrl' | 'isProduction'>): string[] {
  const own = new URL(config.appUrl).origin
  return config.isProduction || own === VITE_DEV_ORIGIN ? [own] : [own, VITE_DEV_ORIGIN]
}
