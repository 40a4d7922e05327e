import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { prependRouteHook, takesWrites } from './route-hooks.ts'

const MULTIPART = 'multipart/form-data'
const JSON_TYPE = 'application/json'

/**
 * Every body is JSON, except on routes whose schema `consumes` multipart. A plain HTML form can
 * only send text/plain, urlencoded or multipart without a CORS preflight, so refusing those on
 * JSON routes also shuts the cheapest cross-site forgery. Checked at preParsing: before anything
 * reads the body, so a refused request writes nothing and costs nothing, but after the onRequest
 * sign-in guards, so a signed-out caller learns nothing about a route beyond its 401.
 */
export function registerBodyTypes(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain')
  app.addHook('onRoute', (route) => {
    if (takesWrites(route)) prependRouteHook(route, 'preParsing', checkBodyType)
  })
}

async function checkBodyType(request: FastifyRequest) {
  if (!hasBody(request)) return
  const expected = request.routeOptions.schema?.consumes?.includes(MULTIPART) ? MULTIPART : JSON_TYPE
  const sent = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (sent === expected) return
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This endpoint takes ${expected === MULTIPART ? 'an upload as multipart/form-data' : 'a JSON body (Content-Type: application/json)'}, not ${sent || 'a body without a Content-Type'}.`,
  )
}

/** GET and HEAD bodies are never read, so only writes are checked. */
function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers
  return encoding !== undefined || (length !== undefined && length !== '0')
}
