import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  thumbnailTestBodySchema,
  thumbnailTestDetailSchema,
  thumbnailTestListSchema,
} from '#shared/youtube/thumbnail-tests.ts'
import type { YoutubeContext } from './channel-call.ts'
import type { GenerationImageReader } from './publish.service.ts'
import { listTests, testDetail } from './thumbnail-test-view.ts'
import { skipDay, startTest, stopTest } from './thumbnail-tests.service.ts'

const testParams = z.object({ testId: z.uuid() })
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
}

/** Thumbnail tests (issue 30, item 5), inside /api/youtube's signed-in scope: the creator's own only. */
export const thumbnailTestsRoutes: FastifyPluginAsyncZod<{
  ctx: YoutubeContext
  readImage: GenerationImageReader
}> = async (app, { ctx, readImage }) => {
  const { db } = ctx

  app.post(
    '/channels/:id/tests',
    {
      schema: {
        tags: ['youtube'],
        summary:
          'Start a thumbnail test: 2 or 3 of my thumbnails on one video, one a Pacific day (14 days by default)',
        params: z.object({ id: z.uuid() }),
        body: thumbnailTestBodySchema,
        response: { 201: thumbnailTestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const test = await startTest(ctx, readImage, request.user.id, request.params.id, request.body)
      return reply.code(201).send(await testDetail(db, request.user.id, test.id))
    },
  )

  app.get(
    '/tests',
    {
      schema: {
        tags: ['youtube'],
        summary: 'My thumbnail tests, newest first',
        response: { 200: thumbnailTestListSchema, 401: errorBodySchema },
      },
    },
    (request) => listTests(db, request.user.id),
  )

  app.get(
    '/tests/:testId',
    {
      schema: {
        tags: ['youtube'],
        summary: 'One test: its schedule, daily figures per variant, the verdict and its timeline',
        params: testParams,
        response: { 200: thumbnailTestDetailSchema, ...errors },
      },
    },
    (request) => testDetail(db, request.user.id, request.params.testId),
  )

  app.post(
    '/tests/:testId/stop',
    {
      schema: {
        tags: ['youtube'],
        summary: 'Stop a running test now; the original thumbnail goes back on the video',
        params: testParams,
        response: { 200: thumbnailTestDetailSchema, ...errors },
      },
    },
    async (request) => {
      await stopTest(ctx, readImage, request.user.id, request.params.testId)
      return testDetail(db, request.user.id, request.params.testId)
    },
  )

  app.post(
    '/tests/:testId/skip-day',
    {
      schema: {
        tags: ['youtube'],
        summary:
          "The simulated channel's 'Skip a day': its clock moves a day on and the day's work happens now",
        params: testParams,
        response: { 200: thumbnailTestDetailSchema, ...errors },
      },
    },
    async (request) => {
      await skipDay(ctx, readImage, request.user.id, request.params.testId)
      return testDetail(db, request.user.id, request.params.testId)
    },
  )
}
