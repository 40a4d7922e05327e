import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'

/** CONTACT_EMAIL, or else the first admin's address (the operator who installed the shop). */
export async function operatorEmail(db: Db, configured: string | undefined): Promise<string | undefined> {
  if (configured) return configured
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'Admin'))
    .orderBy(asc(users.createdAt))
    .limit(1)
  return admin?.email
}
