import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { prependRouteHook, takesWrites } from './route-hooks.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** PayPal calls this from its servers with no Origin; the verified signature is its proof instead. */
const EXEMPT_ROUTES = new Set(['POST /api/webhooks/paypal'])

/**
 * Refuses a write unless the browser says it comes from one of our own pages. Cookies are sent
 * with same-site requests whatever SameSite says, so a page on another port of the same host
 * could otherwise post forms and no-cors fetches with a signed-in operator's session.
 * An onRequest hook on every route that takes writes, whatever its path, so a refused request's
 * body is never read and no path spelling slips through. Register before the routes.
 */
export function registerSameOrigin(app: FastifyInstance, origins: readonly string[]) {
  const trusted = new Set(origins)
  const mainOrigin = origins[0] ?? ''
  const check = async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return
    if (EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return
    const refusal = refusalReason(request, trusted, mainOrigin)
    if (refusal) throw new AppError('FORBIDDEN', `Cross-origin write refused: ${refusal}`)
  }
  app.addHook('onRoute', (route) => {
    if (takesWrites(route)) prependRouteHook(route, 'onRequest', check)
  })
}

function refusalReason(request: FastifyRequest, trusted: Set<string>, mainOrigin: string): string | null {
  const origin = request.headers.origin
  if (origin !== undefined) {
    if (trusted.has(origin)) return null
    if (origin === 'null') return 'the request comes from an opaque origin (Origin: null).'
    return `the request comes from ${origin}, and writes are accepted only from ${mainOrigin}.`
  }
  // Browsers that withhold Origin still say where the request comes from.
  const site = request.headers['sec-fetch-site']
  if (site === 'same-origin') return null
  if (site !== undefined) return `the request comes from another site (Sec-Fetch-Site: ${site}).`
  return `send an Origin header of ${mainOrigin}; writes are accepted only from the app's own pages.`
}
