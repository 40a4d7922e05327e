import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  youtubeChannelsSchema,
  youtubeConnectBodySchema,
  youtubeConnectStartSchema,
  youtubePublishBodySchema,
  youtubePublishResultSchema,
  youtubeVideosPageSchema,
  youtubeVideosQuerySchema,
} from '#shared/youtube/schemas.ts'
import { requireUser } from '../../plugins/guards.ts'
import type { YoutubeContext } from './channel-call.ts'
import { createChannelPorts } from './channel-ports.ts'
import { disconnectChannel, listChannels } from './channels.service.ts'
import { finishConnect, sessionHashOf, startConnect } from './connect.service.ts'
import { generationImageReader } from './generation-images.ts'
import { publishThumbnail, restoreOriginal } from './publish.service.ts'
import { simulatedThumbnailRoute } from './simulated-thumbnail.route.ts'
import { claimLeaseMs, startTestTicker } from './test-ticker.ts'
import { thumbnailTestsRoutes } from './thumbnail-tests.routes.ts'
import { createUploadsCache } from './uploads-cache.ts'
import { listVideos } from './videos.service.ts'

const channelParams = z.object({ id: z.uuid() })
const videoParams = channelParams.extend({ videoId: z.string().regex(/^[\w-]{1,64}$/) })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
const youtubeErrors = {
  ...errors,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
}
const PAGE = '/user/youtube'

/**
 * /api/youtube: a creator's own channels (issue 30). Only the channel's connector can act on it:
 * anyone else, admins included, gets 404. Nothing here ever answers with a token.
 */
export const youtubeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, files } = app.deps
  const readGenerationImage = generationImageReader(app.deps)
  const ctx: YoutubeContext = {
    db,
    secrets,
    files,
    ports: createChannelPorts(app.deps),
    uploads: createUploadsCache(),
    claimLeaseMs: claimLeaseMs(app.deps.config.youtube.tickSeconds),
  }

  // Google's redirect back: a browser navigation, so it answers with a redirect, never JSON.
  app.get(
    '/callback',
    {
      schema: {
        tags: ['youtube'],
        summary:
          "Google's OAuth redirect back (the URI to register); redirects to the YouTube page with the outcome",
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
          scope: z.string().max(2000).optional(),
        }),
        response: { 302: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await request.sessionUser()
      const outcome = await finishConnect(ctx, user, sessionHashOf(request.headers.cookie), request.query)
      const target = 'connected' in outcome ? `${PAGE}?connected=1` : `${PAGE}?error=${outcome.error}`
      return reply.code(302).header('cache-control', 'no-store').redirect(target)
    },
  )

  if (app.deps.config.youtube.tickSeconds > 0) {
    const stopTicker = startTestTicker(ctx, readGenerationImage, {
      everyMs: app.deps.config.youtube.tickSeconds * 1000,
      log: app.log,
    })
    app.addHook('onClose', stopTicker)
  }

  const ownRoutes: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', requireUser)
    await scope.register(simulatedThumbnailRoute, { ctx })
    await scope.register(thumbnailTestsRoutes, { ctx, readImage: readGenerationImage })

    scope.get(
      '/channels',
      {
        schema: {
          tags: ['youtube'],
          summary:
            'My connected channels (up to 3), which ways to connect are offered, and what each permission allows',
          response: { 200: youtubeChannelsSchema, 401: errorBodySchema },
        },
      },
      (request) => listChannels(ctx, request.user.id),
    )

    scope.post(
      '/connect',
      {
        schema: {
          tags: ['youtube'],
          summary:
            "Start connecting a channel: the consent screen's address (PKCE, state bound to this session)",
          body: youtubeConnectBodySchema,
          response: { 200: youtubeConnectStartSchema, ...errors, 409: errorBodySchema },
        },
      },
      (request) =>
        startConnect(ctx, request.user, sessionHashOf(request.headers.cookie), request.body.source),
    )

    scope.delete(
      '/channels/:id',
      {
        schema: {
          tags: ['youtube'],
          summary:
            'Disconnect: revoke our access at Google and delete the grant, kept originals and timeline',
          params: channelParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await disconnectChannel(ctx, request.user.id, request.params.id)
        return reply.code(204).send(null)
      },
    )

    scope.get(
      '/channels/:id/videos',
      {
        schema: {
          tags: ['youtube'],
          summary:
            "One page of the channel's uploads, newest first, or the recent ones whose title matches q",
          params: channelParams,
          querystring: youtubeVideosQuerySchema,
          response: { 200: youtubeVideosPageSchema, ...youtubeErrors },
        },
      },
      (request) => listVideos(ctx, request.user.id, request.params.id, request.query),
    )

    scope.post(
      '/channels/:id/videos/:videoId/thumbnail',
      {
        schema: {
          tags: ['youtube'],
          summary: 'Set one of my finished thumbnails on the video, keeping its current one to restore',
          params: videoParams,
          body: youtubePublishBodySchema,
          response: { 200: youtubePublishResultSchema, ...youtubeErrors },
        },
      },
      (request) =>
        publishThumbnail(ctx, readGenerationImage, request.user.id, {
          channelRowId: request.params.id,
          videoId: request.params.videoId,
          generationId: request.body.generationId,
        }),
    )

    scope.post(
      '/channels/:id/videos/:videoId/restore',
      {
        schema: {
          tags: ['youtube'],
          summary: 'Put back the thumbnail the video had before our first change',
          params: videoParams,
          response: { 200: youtubePublishResultSchema, ...youtubeErrors },
        },
      },
      (request) =>
        restoreOriginal(ctx, request.user.id, {
          channelRowId: request.params.id,
          videoId: request.params.videoId,
        }),
    )
  }
  await app.register(ownRoutes)
}
