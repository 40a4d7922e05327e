import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { batchViewSchema } from '#shared/generator/schemas.ts'
import { AppError } from '../../lib/app-error.ts'
import { readBatchView } from './batch.service.ts'
import { openBatchStream } from './batch-stream.ts'
import { requireGeneratorUser } from './guard.ts'

const params = z.object({ batchId: z.uuid() })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema }

/** GET /batches/{batchId} (polling) and /batches/{batchId}/events (Server-Sent Events), owner only. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new Set<() => void>()
  // Open streams end first on shutdown, so closing the server does not wait on them.
  app.addHook('preClose', async () => {
    for (const end of streams) end()
  })

  app.get(
    '/batches/:batchId',
    {
      onRequest: requireGeneratorUser,
      schema: {
        tags: ['generator'],
        summary: "A run's progress: each image as it stands; done with the message and balance at the end",
        params,
        response: { 200: batchViewSchema, ...errors },
      },
    },
    (request) => readBatchView(app.deps.db, request.user.id, request.params.batchId),
  )

  app.get(
    '/batches/:batchId/events',
    {
      onRequest: requireGeneratorUser,
      // A stream is one request however long it stays open; a gzip layer would hold its events back.
      compress: false,
      config: {
        rateLimit: {
          // Each run opens one stream (and a few on reconnects): twice the runs a user may start.
          max: app.deps.config.generatorRateLimitPerMinute * 2,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `generator-batch-events:${request.user.id}`,
          errorResponseBuilder: () =>
            new AppError('RATE_LIMITED', 'Too many progress streams. Wait a moment.'),
        },
      },
      schema: {
        tags: ['generator'],
        summary:
          'text/event-stream: `event: batch` with the BatchView at once and on every change; ends after the view with done: true',
        params,
        response: { 200: z.any().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { batchId } = request.params
      // Not the owner's: a plain 404 before any stream starts.
      const first = await readBatchView(app.deps.db, request.user.id, batchId)
      const stream = openBatchStream({
        first,
        read: () => readBatchView(app.deps.db, request.user.id, batchId),
        onLocalChange: (listener) => app.deps.jobs.onBatchChange(batchId, listener),
        log: request.log,
      })
      streams.add(stream.end)
      stream.body.on('close', () => streams.delete(stream.end))
      // The response's close (not the request's, which fires once its body is read) means the client left.
      reply.raw.on('close', stream.end)
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise buffer the events until the stream ends.
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      )
    },
  )
}
