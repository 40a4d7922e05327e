import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { AppConfig } from '../config/config.ts'

/** Paths pino blanks out wherever they appear in a log line. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.key',
  '*.secret',
  '*.clientSecret',
]

/**
 * Query parameters that carry a credential in a URL: OAuth's authorization code and state on a
 * callback (YouTube's and Google sign-in's), and the one-time tokens of e-mailed links. Their values
 * are blanked in every logged URL; the parameter's name stays, so a log still shows what came back.
 */
const SECRET_QUERY_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
])

export function urlForLog(url: string): string {
  const mark = url.indexOf('?')
  if (mark < 0) return url
  const query = new URLSearchParams(url.slice(mark + 1))
  let blanked = false
  for (const name of new Set(query.keys())) {
    if (!SECRET_QUERY_PARAMS.has(name.toLowerCase())) continue
    query.set(name, '[redacted]')
    blanked = true
  }
  return blanked ? `${url.slice(0, mark)}?${query.toString()}` : url
}

export function loggerOptions(
  config: AppConfig,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Fastify's own request fields, with credentials in the query string blanked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  }
}
