import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Auth } from '#server/features/auth/index.ts'
import { isExposedAuthEndpoint } from '#server/features/auth/index.ts'
import { AppError } from '../lib/app-error.ts'

const AUTH_BASE = '/api/auth'

const queryOf = (target: string) => {
  const start = target.indexOf('?')
  return start === -1 ? '' : target.slice(start)
}

/**
 * Hands /api/auth/* to better-auth as a Fetch Request. better-auth keys its rate limit on
 * x-forwarded-for only, so that header is overwritten with the IP Fastify resolved (honouring
 * TRUST_PROXY); a client-sent value would otherwise let every caller pick its own bucket.
 */
export function registerAuthBridge(app: FastifyInstance, auth: Auth, appUrl: string) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The routed path (the wildcard, decoded by the router), never request.url: `/%61pi/auth/…`
    // and an absolute-form `POST http://host/api/auth/…` route here too. better-auth is handed a
    // URL built from APP_URL and this same checked path, so what it routes and rate-limits is
    // exactly what was checked, whatever host or spelling the request named.
    const path = `/${(request.params as { '*': string })['*']}`
    if (!isExposedAuthEndpoint(request.method, path)) {
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${AUTH_BASE}${path}`)
    }
    const url = new URL(`${AUTH_BASE}${path}${queryOf(request.url)}`, appUrl)
    const headers = new Headers()
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined) continue
      headers.set(key, Array.isArray(value) ? value.join(', ') : String(value))
    }
    headers.set('x-forwarded-for', request.ip)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined
    if (hasBody) headers.set('content-type', 'application/json')
    headers.delete('content-length')

    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    )

    reply.status(response.status)
    for (const [key, value] of response.headers) {
      if (key !== 'set-cookie') reply.header(key, value)
    }
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
  }

  // Hidden from the OpenAPI document: better-auth's endpoints are listed in docs/api.md.
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE}/*`, schema: { hide: true }, handler })
}
