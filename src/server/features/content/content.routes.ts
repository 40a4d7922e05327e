import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { sectionMessages } from '#shared/content/editor-messages.ts'
import { type ContentSectionKey, contentSectionKeys } from '#shared/content/messages.ts'
import {
  bannerStatsSchema,
  envelopeSchema,
  type SectionData,
  sectionDataSchema,
  sectionPutSchema,
} from '#shared/content/schemas.ts'
import { cachedGetOptions, createCachedGets } from '../../lib/cached-get.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getBannerStats, getSection, resetSection, toggleSection, updateSection } from './content.service.ts'

const labels: Record<ContentSectionKey, string> = {
  'banner-section': 'Banner section',
  'features-section': 'Features section',
  'about-section': 'About section',
  'testimonials-section': 'Testimonials section',
  'footer-section': 'Footer section',
  'contact-page': 'Contact page',
  navlogo: 'Logo',
  'pricing-faq': 'Pricing FAQ',
  'terms-page': 'Terms page',
  'privacy-page': 'Privacy page',
  'showcase-section': 'Showcase section',
}

const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/**
 * `/api/{section}` for every editable section: a public, cached GET and admin-only PUT, toggle
 * and reset. Each write invalidates the section's cached answer before replying.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = await createCachedGets(app.deps.config, app.deps.invalidations)
  const db = app.deps.db

  for (const key of contentSectionKeys) {
    const label = labels[key]
    const texts = sectionMessages[key]
    const response = envelopeSchema(sectionDataSchema(key))
    const tags = ['content']
    const reply200 = (data: SectionData<typeof key>, message: string) => {
      cached.invalidate(key)
      return { success: true as const, data, message }
    }

    const load = async () => ({ success: true, data: await getSection(db, key), message: `${label} loaded` })
    app.get(
      `/${key}`,
      {
        ...cachedGetOptions,
        schema: { tags, summary: `${label}, as visitors see it (ETag, 304)`, response: { 200: response } },
      },
      cached.handler(key, response, load),
    )

    app.put(
      `/${key}`,
      {
        onRequest: requireAdmin,
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
        onRequest: requireAdmin,
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
        onRequest: requireAdmin,
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
