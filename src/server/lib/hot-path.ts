import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import type { AppConfig } from '../config/config.ts'
import { contentSecurityPolicy } from '../plugins/csp.ts'

/**
 * The cached content GETs skip three per-request costs that dominate a sub-millisecond answer:
 * @fastify/helmet builds a new helmet middleware (and its CSP string) on every request, the
 * compress hook re-gzips the same body every time, and the rate limiter's bookkeeping outweighs
 * sending a body from memory. Instead, the same helmet headers are computed once, bodies are
 * compressed once per cache fill, and the limiter is off for these routes (a 429 would cost the
 * server as much as the cached answer it replaces). Decision 009 has the measurements.
 */
export async function securityHeaders(config: AppConfig): Promise<Record<string, string>> {
  // The headers helmet sets with the app's own options, read off one response of a throwaway app.
  const probe = Fastify()
  await probe.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) })
  probe.get('/', (_request, reply) => reply.send(''))
  const response = await probe.inject({ method: 'GET', url: '/' })
  await probe.close()
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !skip.has(name) && value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  )
}

/**
 * Answers smaller than this go out as they are, on every route (app.ts gives @fastify/compress the
 * same threshold): below 1 KB a compressed copy saves a few hundred bytes and costs the server more
 * per send than it saves (a second write of a separate buffer, decision 009).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024

/** Both compressed copies, or none for a body under the threshold. */
export type Encodings = { gzip: Buffer; br: Buffer } | { gzip?: undefined; br?: undefined }

export function compressOnce(body: string): Encodings {
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD_BYTES) return {}
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
}

/** Picks br, then gzip, from Accept-Encoding; a q=0 entry counts as refused. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null
  const accepts = (name: string) => {
    const at = acceptEncoding.indexOf(name)
    return at !== -1 && !/^\s*;\s*q=0(\.0*)?\s*(,|$)/.test(acceptEncoding.slice(at + name.length))
  }
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}
