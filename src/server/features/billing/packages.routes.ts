import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { packageInputSchema, packageSchema } from '#shared/billing/packages.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { cachedGetOptions, createCachedGets } from '../../lib/cached-get.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { createPackage, deletePackage, getPackage, listPackages, updatePackage } from './packages.service.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Public catalogue reads; admin create (3 at most), update and delete. The list is on every home
 * page view, so it is served from memory with an ETag (lib/cached-get.ts); each write drops it.
 */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = await createCachedGets(app.deps.config, app.deps.invalidations)
  const LIST = 'packages'
  const changed = <T>(result: T): T => {
    cached.invalidate(LIST)
    return result
  }

  app.get(
    '',
    {
      ...cachedGetOptions,
      schema: {
        tags: ['billing'],
        summary: 'Packages on sale, cheapest first',
        response: { 200: z.array(packageSchema) },
      },
    },
    cached.handler(LIST, z.array(packageSchema), () => listPackages(app.deps.db)),
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
    async (request, reply) => reply.code(201).send(changed(await createPackage(app.deps.db, request.body))),
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
    async (request) => changed(await updatePackage(app.deps.db, request.params.id, request.body)),
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
    async (request) => changed(await deletePackage(app.deps.db, request.params.id)),
  )
}
