import { and, desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { csvStream } from '../../lib/csv.ts'
import { userSearch } from './users.service.ts'

type ReadDeps = { db: Db; dbKind: 'pglite' | 'postgres'; config: { adminReadTimeoutMs: number } }

/** The keyset: created_at as PostgreSQL's own text, so microseconds survive the round trip. */
const joinedCursor = sql<string>`${users.createdAt}::text`

/** Every user matching the users screen's search, newest first, as CSV. */
export function exportUsers(deps: ReadDeps, search: string) {
  const where = userSearch(search)
  return csvStream({
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
      boundedRead(deps, (db) =>
        db
          .select({ row: users, cursor: joinedCursor })
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
}
