import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createIndexDocument, type PreloadsFor } from './index-document.ts'

const YEAR_SECONDS = 31_536_000

/**
 * Serves the built SPA: hashed assets are immutable for a year, index.html is never cached so a
 * deploy is picked up at once, and every non-API GET falls back to index.html for client routing.
 * The build writes a brotli and a gzip copy of each text file (scripts/vite/precompress.ts); they
 * go out as they are, by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
 * Returns what answers a client route (index.html with its first screen's image preloads), or
 * false when there is no build to serve (the API still works).
 */
export async function registerWeb(
  app: FastifyInstance,
  webRoot: string,
  preloadsFor?: PreloadsFor,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | false> {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'no built web app found; run `npm run build` (the API still works)')
    return false
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache')
    },
  })
  return createIndexDocument(webRoot, preloadsFor)
}
