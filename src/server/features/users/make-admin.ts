import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

/** `npm run cli -- make-admin EMAIL`: e-mails are matched case-insensitively. */
export async function makeAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: 'Admin', updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id })
  return rows.length > 0
}
