import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  addShowcaseItemSchema,
  showcaseMessages as m,
  showcaseCandidatesSchema,
  showcaseConsentSchema,
  showcaseConsentViewSchema,
  showcaseImageSchema,
  showcaseListSchema,
} from '#shared/content/showcase.ts'
import { cachedGetOptions, createCachedGets } from '../../lib/cached-get.ts'
import { requireAdmin, requireUser } from '../../plugins/guards.ts'
import {
  addShowcaseItem,
  listShowcase,
  listShowcaseCandidates,
  readCandidateImage,
  removeShowcaseItem,
  setShowcaseConsent,
} from './showcase.service.ts'
import { readShowcaseCopy } from './showcase-files.ts'
import { SHOWCASE_CACHE_KEY as CACHE_KEY, seedShowcase } from './showcase-seed.ts'

const tags = ['content']
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }
const idParams = z.object({ id: z.uuid() })
const generationParams = z.object({ generationId: z.uuid() })
/** A day: long enough for repeat visits, short enough that a revoked thumbnail leaves browsers soon. */
const COPY_CACHE = 'public, max-age=86400'

/**
 * `/api/showcase`: the home page's thumbnails (public, cached), the operator's picks from the
 * gallery (admin), the creator's consent (owner), and the visitors' image copies. After the server
 * listens, the first-start thumbnails are drawn in the background (showcase-seed.ts).
 */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = await createCachedGets(app.deps.config, app.deps.invalidations)
  const deps = app.deps

  let closing = false
  let seeding: Promise<unknown> = Promise.resolve()
  app.addHook('onListen', async () => {
    seeding = seedShowcase(deps, () => closing).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not draw the showcase thumbnails'),
    )
  })
  app.addHook('onClose', async () => {
    closing = true
    await seeding
  })

  const response = showcaseListSchema
  app.get(
    '/',
    {
      ...cachedGetOptions,
      schema: {
        tags,
        summary: "The home page's showcase thumbnails (ETag, 304)",
        response: { 200: response },
      },
    },
    cached.handler(CACHE_KEY, response, () => listShowcase(deps.db)),
  )

  app.get(
    '/images/:file',
    {
      schema: {
        tags,
        summary: "A showcase thumbnail's WebP copy, `{name}-{width}.webp` (public)",
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.any().describe('image/webp bytes'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const bytes = await readShowcaseCopy(deps, request.params.file)
      if (!bytes) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: m.notFound } })
      return reply.type('image/webp').header('cache-control', COPY_CACHE).send(bytes)
    },
  )

  app.get(
    '/candidates',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Gallery results whose creators allowed them in the showcase, not shown yet (admin)',
        response: { 200: showcaseCandidatesSchema, ...errors },
      },
    },
    () => listShowcaseCandidates(deps.db),
  )

  app.get(
    '/candidates/:generationId/image',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "A candidate's picture, while its creator allows it (admin)",
        params: generationParams,
        response: { 200: z.any().describe('image/jpeg or image/png bytes'), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const image = await readCandidateImage(deps, request.params.generationId)
      return reply.type(image.mimeType).header('cache-control', 'private, no-cache').send(image.bytes)
    },
  )

  app.post(
    '/items',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "Show a creator's result; 409 unless its creator allowed it (admin)",
        body: addShowcaseItemSchema,
        response: { 200: showcaseImageSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const item = await addShowcaseItem(deps, request.body.generationId)
      cached.invalidate(CACHE_KEY)
      return item
    },
  )

  app.delete(
    '/items/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Take a thumbnail out of the showcase (admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeShowcaseItem(deps, request.params.id)
      cached.invalidate(CACHE_KEY)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/consent/:generationId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Allow or revoke one of my thumbnails in the shop's showcase; revoking removes it (owner)",
        params: generationParams,
        body: showcaseConsentSchema,
        response: { 200: showcaseConsentViewSchema, ...errors },
      },
    },
    async (request) => {
      const result = await setShowcaseConsent(
        deps,
        request.user.id,
        request.params.generationId,
        request.body.allowed,
      )
      if (result.showcaseChanged) cached.invalidate(CACHE_KEY)
      return result.view
    },
  )
}
