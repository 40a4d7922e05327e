import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorCode, ErrorIssue } from '#shared/common/errors.ts'
import { ERROR_STATUS } from '#shared/common/errors.ts'
import { AppError } from '../lib/app-error.ts'
import { requestPathname } from '../lib/request-path.ts'

function send(reply: FastifyReply, code: ErrorCode, message: string, issues?: ErrorIssue[], status?: number) {
  return reply
    .status(status ?? ERROR_STATUS[code])
    .type('application/json')
    .send({ error: issues ? { code, message, issues } : { code, message } })
}

/** Fastify's own 4xx codes, mapped onto our small set. Anything unknown at 5xx hides its details. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  if (status === 429) return 'RATE_LIMITED'
  return 'VALIDATION'
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`%ED%A0%80`, a lone surrogate) or a path
 * parameter over its length limit is answered before any route runs, so it needs our shape here.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 500) return send(reply, 'INTERNAL', 'Something went wrong. Please try again.')
  return send(reply, codeForStatus(status), 'The address of this request is not valid.', undefined, status)
}

export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | false },
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message, error.issues)

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }))
      return send(reply, 'VALIDATION', issues[0]?.message ?? 'Invalid request', issues)
    }

    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status)
      const message =
        code === 'RATE_LIMITED'
          ? 'Too many requests. Please try again later.'
          : code === 'PAYLOAD_TOO_LARGE'
            ? 'The request body is too large.'
            : error.message
      return send(reply, code, message, undefined, status)
    }

    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 'INTERNAL', 'Something went wrong. Please try again.')
  })

  app.setNotFoundHandler((request, reply) => {
    // No route matched, so the path is read the way the router reads it (`/%61pi/x` is an API path).
    const pathname = requestPathname(request.url)
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    if (options.spaFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return options.spaFallback(request, reply)
    }
    return send(reply, 'NOT_FOUND', `No route for ${request.method} ${pathname}`)
  })
}
