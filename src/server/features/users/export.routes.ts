import { and, desc, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/errors.ts'
import { userExportQuerySchema } from '#shared/schemas/exports.ts'
import { users } from '../../db/schema.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { csvStream, exportFileName } from '../../lib/csv.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { userSearch } from './users.service.ts'

/** /api/admin/export/users.csv: the users screen's search, every matching user, as CSV. */
export const userExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/users.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every user matching the users screen’s search, newest first, as CSV (streamed)',
        querystring: userExportQuerySchema,
        response: {
          200: z.any().describe('text/csv'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      const where = userSearch(request.query.search)
      const stream = csvStream({
        header: ['User id', 'Name', 'E-mail', 'Role', 'Membership', 'Credits', 'Country', 'Joined'],
        cells: ({ row }: { row: typeof users.$inferSelect }) => [
          row.id,
          row.name,
          row.email,
          row.role,
          row.membership,
          row.creditBalance,
          row.country,
          row.createdAt,
        ],
        readBatch: (after: { at: string; id: string } | null, size) =>
          boundedRead(app.deps, (db) =>
            db
              .select({ row: users, cursor: sql<string>`${users.createdAt}::text` })
              .from(users)
              .where(
                and(
                  where,
                  after
                    ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`
                    : undefined,
                ),
              )
              .orderBy(desc(users.createdAt), desc(users.id))
              .limit(size),
          ),
        keyOf: ({ row, cursor }) => ({ at: cursor, id: row.id }),
      })
      reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFileName('users')}"`,
          'cache-control': 'no-store',
        })
        .send(stream)
    },
  )
}
