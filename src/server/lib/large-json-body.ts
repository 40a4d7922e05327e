import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import secureJson from 'secure-json-parse'
import type { z } from 'zod'
import type { ErrorIssue } from '#shared/common/errors.ts'
import { findHostileText } from '../plugins/text-guard.ts'
import { AppError } from './app-error.ts'

/**
 * Past this size a JSON body is parsed on an image thread, not on the server's one event loop. A
 * form is a few KB; only a body carrying pictures as base64 data URLs is larger. Parsing, scanning
 * and validating a 6 MB body there stalled every other request for tens of milliseconds, so one
 * account's stream of heavy previews slowed everyone's (issue 24's previewUnderFlood).
 */
export const INLINE_JSON_MAX_BYTES = 256 * 1024

/**
 * A large body as it arrived, not yet parsed. Its bytes are a private field: the hooks that walk a
 * parsed body (the text guard) see an object with nothing in it and pass it on.
 */
export class UnparsedJson {
  readonly #bytes: Buffer
  constructor(bytes: Buffer) {
    this.#bytes = bytes
  }
  get bytes(): Buffer {
    return this.#bytes
  }
}

/**
 * In this plugin's scope, JSON bodies over INLINE_JSON_MAX_BYTES are kept as bytes
 * (`UnparsedJson`) for the handler to hand to `parseJsonBody` on an image thread; smaller ones are
 * parsed here exactly as Fastify's own parser would.
 */
export function keepLargeJsonUnparsed(scope: FastifyInstance) {
  const parseSmall = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer
    if (bytes.length > INLINE_JSON_MAX_BYTES) return done(null, new UnparsedJson(bytes))
    parseSmall(request, bytes.toString('utf8'), done)
  })
}

/** The zod validator, except that a large body passes through to be validated where it is parsed. */
export function validateUnlessUnparsed<T>(route: Parameters<FastifySchemaCompiler<T>>[0]) {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0])
  return (data: unknown) => (data instanceof UnparsedJson ? { value: data } : validate(data))
}

/**
 * A large body parsed and checked as a small one is on the server thread: the same prototype
 * refusal, the same text guard, the same schema, with the same 400s. Runs on an image thread.
 */
export function parseJsonBody<S extends z.ZodType>(bytes: Uint8Array, schema: S): z.output<S> {
  let parsed: unknown
  try {
    parsed = secureJson.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    })
  } catch (error) {
    // Fastify's own parser answers a bad body with the parse error's words at 400; so does this.
    throw new AppError('VALIDATION', (error as Error).message)
  }
  const hostile = findHostileText(parsed)
  if (hostile[0]) throw new AppError('VALIDATION', hostile[0].message, hostile)
  const result = schema.safeParse(parsed)
  if (result.success) return result.data
  const issues: ErrorIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
  throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid request', issues)
}
