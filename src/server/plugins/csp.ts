import type { AppConfig } from '../config/config.ts'

/**
 * The SPA ships no inline script, so scripts are 'self' only. Inline style attributes stay
 * allowed because React and the UI primitives set them.
 */
export function contentSecurityPolicy(config: AppConfig) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
