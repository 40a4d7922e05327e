import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/errors.ts'
import { packageInputSchema, packageSchema } from '#shared/schemas/packages.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { createPackage, deletePackage, getPackage, listPackages, updatePackage } from './packages.service.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** Public catalogue reads; admin create (3 at most), update and delete. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['billing'],
        summary: 'Packages on sale, cheapest first',
        response: { 200: z.array(packageSchema) },
      },
    },
    () => listPackages(app.deps.db),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'One package on sale',
        params: idParams,
        response: { 200: packageSchema, 404: errorBodySchema },
      },
    },
    (request) => getPackage(app.deps.db, request.params.id),
  )

  app.post(
    '',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Add a package (admin); a fourth answers 422 LIMIT_REACHED',
        body: packageInputSchema,
        response: { 201: packageSchema, ...adminErrors, 422: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createPackage(app.deps.db, request.body)),
  )

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Edit a package (admin)',
        params: idParams,
        body: packageInputSchema,
        response: { 200: packageSchema, ...adminErrors },
      },
    },
    (request) => updatePackage(app.deps.db, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Remove a package from sale (admin): archived if orders reference it, else deleted',
        params: idParams,
        response: { 200: z.object({ archived: z.boolean() }), ...adminErrors },
      },
    },
    (request) => deletePackage(app.deps.db, request.params.id),
  )
}
