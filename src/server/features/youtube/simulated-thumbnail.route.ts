import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { notFound } from '../../lib/app-error.ts'
import type { YoutubeContext } from './channel-call.ts'
import { SIMULATED_THUMBNAIL_PATH } from './simulated-channel.ts'
import { YoutubeError } from './youtube-error.ts'

const PREFIX = '/api/youtube'

/**
 * GET /api/youtube/simulated/thumbnails/:videoId/maxresdefault?v=N: the simulated channel's
 * thumbnails, which its videos' thumbnail URLs name, as YouTube's image host would serve them. Each
 * creator's simulated channel is their own, so only they see its pictures (signed-in, same origin).
 */
export const simulatedThumbnailRoute: FastifyPluginAsyncZod<{ ctx: YoutubeContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    `${SIMULATED_THUMBNAIL_PATH.slice(PREFIX.length)}/:videoId/maxresdefault`,
    {
      schema: {
        tags: ['youtube'],
        summary: "A simulated video's thumbnail (version v), for the creator whose practice channel it is",
        params: z.object({ videoId: z.string().regex(/^[\w-]{1,64}$/) }),
        querystring: z.object({ v: z.coerce.number().int().min(0).max(100_000) }),
        response: {
          200: z.any().describe('image/jpeg or image/png'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const port = await ctx.ports.port('simulated', request.user.id).catch(() => {
        throw notFound('Thumbnail')
      })
      const base = new URL(SIMULATED_THUMBNAIL_PATH, app.deps.config.appUrl).href
      const url = `${base}/${request.params.videoId}/maxresdefault?v=${request.query.v}`
      try {
        const image = await port.fetchThumbnail(url)
        return reply
          .type(image.mimeType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(image.bytes)
      } catch (error) {
        if (error instanceof YoutubeError) throw notFound('Thumbnail')
        throw error
      }
    },
  )
}
