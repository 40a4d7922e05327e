import { createHash } from 'node:crypto'
import { THEME_BOOT_SCRIPT } from '#shared/common/theme.ts'
import type { AppConfig } from '../config/config.ts'

/** The one inline script the SPA ships, the theme's boot script (decision 049), allowed by its hash. */
const themeBootHash = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`

/**
 * Scripts are 'self' plus the theme's boot script, by hash: a hash, not a nonce, because index.html
 * is rendered once and cached (plugins/index-document.ts), and the script never changes at run time.
 * Inline style attributes stay allowed because React and the UI primitives set them.
 */
export function contentSecurityPolicy(config: AppConfig) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", themeBootHash],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.appUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  }
}
