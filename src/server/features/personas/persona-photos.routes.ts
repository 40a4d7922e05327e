import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  PERSONA_PHOTO_MAX_BYTES,
  PERSONA_PHOTOS_MAX,
  personaCropBodySchema,
  personaMessages,
  personaPhotoParamsSchema,
  personaPhotoSchema,
} from '#shared/personas/schemas.ts'
import { AppError } from '../../lib/app-error.ts'
import { readUploadedFile, singleFileLimits } from '../../lib/upload-file.ts'
import { requireUser } from '../../plugins/guards.ts'
import { cropPersonaPhoto, replacePersonaCutout } from './cutout.service.ts'
import { addPersonaPhoto, deletePersonaPhoto, readPersonaFile } from './photos.service.ts'

/**
 * Each upload, crop and own cut-out is image work on the image threads: a generous human pace,
 * per account and per route (@fastify/rate-limit keeps a counter per route).
 */
export const PERSONA_UPLOADS_PER_MINUTE = 20
export const uploadRateLimitedMessage = 'Too many photo uploads. Wait a minute and try again.'

const personaParams = personaPhotoParamsSchema.pick({ id: true })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema }

/** Both uploads take one file in the field `file`, up to 10 MB; a non-image is 400 in the form's words. */
const readPersonaUpload = (request: FastifyRequest, notImage: string) =>
  readUploadedFile(request, {
    field: 'file',
    tooLarge: personaMessages.photoTooLarge,
    notImage,
    notImageCode: 'VALIDATION',
  })

/**
 * A persona's photos: uploads, their files and cut-outs. Multipart (up to 10 MB) is registered for
 * this plugin only; its JSON route (the crop) still refuses any other body type.
 */
export const personaPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: singleFileLimits(PERSONA_PHOTO_MAX_BYTES) })
  app.addHook('onRequest', requireUser)
  /** Per account, counted after the sign-in check, so anonymous callers reach nobody's bucket. */
  const uploadRateLimit = {
    max: PERSONA_UPLOADS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `persona-upload:${request.user.id}`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', uploadRateLimitedMessage),
  }
  const sendImage = (type: string) => ({
    200: z.any().describe(`${type} bytes`),
    ...errors,
  })

  app.post(
    '/:id/photos',
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ['personas'],
        summary: `Add a photo (multipart, one image in the field \`file\`, at most ${PERSONA_PHOTO_MAX_BYTES} bytes): re-encoded as JPEG without metadata, long side at most 2048 px, and the person cut out (400 NO_PERSON_FOUND when it shows no face); 409 PHOTO_LIMIT past ${PERSONA_PHOTOS_MAX}`,
        consumes: ['multipart/form-data'],
        params: personaParams,
        response: { 201: personaPhotoSchema, ...uploadErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const bytes = await readPersonaUpload(request, personaMessages.photoNotImage)
      const photo = await addPersonaPhoto(app.deps, request.user.id, request.params.id, bytes)
      return reply.code(201).send(photo)
    },
  )

  app.delete(
    '/:id/photos/:photoId',
    {
      schema: {
        tags: ['personas'],
        summary: 'Delete a photo and its files',
        params: personaPhotoParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params
      await deletePersonaPhoto(app.deps, request.user.id, id, photoId)
      return reply.code(204).send(null)
    },
  )

  for (const which of ['original', 'cutout'] as const) {
    const type = which === 'original' ? 'image/jpeg' : 'image/png'
    app.get(
      `/:id/photos/:photoId/${which}`,
      {
        schema: {
          tags: ['personas'],
          summary:
            which === 'original'
              ? 'The photo as stored (JPEG, no metadata); private, never cached'
              : 'The cut-out in use (PNG with alpha); private, never cached (its address carries ?v=)',
          params: personaPhotoParamsSchema,
          querystring: z.object({ v: z.string().max(20).optional() }),
          response: sendImage(type),
        },
      },
      async (request, reply) => {
        const { id, photoId } = request.params
        const bytes = await readPersonaFile(app.deps, request.user.id, id, photoId, which)
        // A face is personal: no shared cache may keep it, and no browser may guess another type.
        return reply
          .type(type)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(bytes)
      },
    )
  }

  app.put(
    '/:id/photos/:photoId/crop',
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ['personas'],
        summary: "Re-crop the cut-out from the model's full cut-out (fractions of the photo)",
        params: personaPhotoParamsSchema,
        body: personaCropBodySchema,
        response: { 200: personaPhotoSchema, ...errors, 429: errorBodySchema },
      },
    },
    (request) => {
      const { id, photoId } = request.params
      return cropPersonaPhoto(app.deps, request.user.id, id, photoId, request.body)
    },
  )

  app.put(
    '/:id/photos/:photoId/cutout',
    {
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags: ['personas'],
        summary:
          'Replace the cut-out with my own (multipart, one PNG with transparency in the field `file`, at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: personaPhotoParamsSchema,
        response: { 200: personaPhotoSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const bytes = await readPersonaUpload(request, personaMessages.cutoutNotTransparent)
      const { id, photoId } = request.params
      return replacePersonaCutout(app.deps, request.user.id, id, photoId, bytes)
    },
  )
}
