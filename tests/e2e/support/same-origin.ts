/**
 * Playwright's API requests (request, page.request, context.request) send no Origin, and the app
 * refuses writes without its own, as it would a forged one. A browser page sends it by itself.
 */
export function sameOrigin(baseURL: string | undefined): { origin: string } {
  if (!baseURL) throw new Error('baseURL is not set in playwright.config.ts')
  return { origin: new URL(baseURL).origin }
}
