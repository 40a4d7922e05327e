import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/errors.ts'
import { type ContentSectionKey, contentSectionKeys, sectionMessages } from '#shared/messages/content.ts'
import {
  bannerStatsSchema,
  envelopeSchema,
  type SectionData,
  sectionDataSchema,
  sectionPutSchema,
} from '#shared/schemas/content.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getBannerStats, getSection, resetSection, toggleSection, updateSection } from './content.service.ts'
import { type CachedBody, createContentCache, matchesEtag } from './content-cache.ts'
import { pickEncoding, securityHeaders } from './hot-path.ts'

/** How long another app instance may serve an older copy of a section after a write elsewhere. */
const CACHE_TTL_MS = 10_000

const labels: Record<ContentSectionKey, string> = {
  'banner-section': 'Banner section',
  'features-section': 'Features section',
  'about-section': 'About section',
  'testimonials-section': 'Testimonials section',
  'footer-section': 'Footer section',
  'contact-page': 'Contact page',
  navlogo: 'Logo',
}

const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/**
 * `/api/{section}` for every editable section: a public, cached GET and admin-only PUT, toggle
 * and reset. Each write invalidates the section's cached answer before replying.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createContentCache(CACHE_TTL_MS)
  const db = app.deps.db
  const headers = await securityHeaders(app.deps.config)

  for (const key of contentSectionKeys) {
    const label = labels[key]
    const texts = sectionMessages[key]
    const response = envelopeSchema(sectionDataSchema(key))
    const tags = ['content']
    const reply200 = (data: SectionData<typeof key>, message: string) => {
      cache.invalidate(key)
      return { success: true as const, data, message }
    }

    const load = () =>
      getSection(db, key).then((data) => ({ success: true, data, message: `${label} loaded` }))
    app.get(
      `/${key}`,
      {
        // The hot path: helmet's headers, precomputed; compressed once per fill; no limiter (hot-path.ts).
        helmet: false,
        compress: false,
        decompress: false,
        config: { rateLimit: false },
        schema: { tags, summary: `${label}, as visitors see it (ETag, 304)`, response: { 200: response } },
      },
      // Not async: a cached answer goes out without a promise per request.
      (request, typedReply) => {
        // A 304 has no body and the 200 body is pre-serialized, which the typed reply cannot express.
        const reply = typedReply as unknown as FastifyReply
        const send = (entry: CachedBody): void => {
          reply
            .headers(headers)
            .headers({ etag: entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' })
          if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
            reply.code(304).send()
            return
          }
          reply.type('application/json; charset=utf-8')
          const encoding = pickEncoding(request.headers['accept-encoding'])
          if (encoding) reply.header('content-encoding', encoding).send(entry[encoding])
          else reply.send(entry.body)
        }
        const hit = cache.peek(key)
        if (hit) return send(hit)
        return cache.load(key, load).then(send)
      },
    )

    app.put(
      `/${key}`,
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary: `Replace the ${label.toLowerCase()} (admin)`,
          body: sectionPutSchema(key),
          response: { 200: response, ...writeErrors },
        },
      },
      async (request) =>
        reply200(await updateSection(db, key, request.body as never, request.user.id), texts.updated),
    )

    app.patch(
      `/${key}/toggle`,
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary: `Show or hide the ${label.toLowerCase()} (admin)`,
          response: { 200: response, ...writeErrors },
        },
      },
      async (request) => {
        const data = await toggleSection(db, key, request.user.id)
        return reply200(data, data.isActive ? texts.activated : texts.deactivated)
      },
    )

    app.post(
      `/${key}/reset`,
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary: `Put the ${label.toLowerCase()} back to its defaults (admin)`,
          response: { 200: response, ...writeErrors },
        },
      },
      async (request) => reply200(await resetSection(db, key, request.user.id), texts.reset),
    )
  }

  app.get(
    '/banner-section/stats',
    {
      schema: {
        tags: ['content'],
        summary: 'Whether the banner is active, has a video or a background, and when it last changed',
        response: { 200: envelopeSchema(bannerStatsSchema) },
      },
    },
    async () => ({ success: true as const, data: await getBannerStats(db), message: 'Banner stats loaded' }),
  )
}
