import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, InjectOptions, LightMyRequestCallback } from 'fastify'
import type { AppConfig } from '#server/config/config.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The app refuses writes without its own Origin, as a browser on its pages sends one. Every
 * POST/PUT/PATCH/DELETE inject gets `origin: <APP_URL's origin>` unless it names its own
 * `origin` header; `origin: undefined` sends none (for the CSRF tests). Handles the object,
 * string and callback forms; the chainable `inject()` form is passed through untouched.
 */
export function sendSameOriginByDefault(app: FastifyInstance, config: Pick<AppConfig, 'appUrl'>) {
  const origin = new URL(config.appUrl).origin
  const inject = app.inject.bind(app)
  const withOrigin = (options: InjectOptions | string): InjectOptions | string => {
    if (typeof options === 'string') return options
    const headers: OutgoingHttpHeaders = { ...options.headers }
    const named = Object.keys(headers).find((key) => key.toLowerCase() === 'origin')
    if (named !== undefined) {
      if (headers[named] === undefined) delete headers[named]
      return { ...options, headers }
    }
    if (!WRITE_METHODS.has((options.method ?? 'GET').toUpperCase())) return options
    return { ...options, headers: { ...headers, origin } }
  }
  function sameOriginInject(options?: InjectOptions | string, callback?: LightMyRequestCallback) {
    if (options === undefined) return inject()
    if (callback) return inject(withOrigin(options), callback)
    return inject(withOrigin(options))
  }
  app.inject = sameOriginInject as FastifyInstance['inject']
}
