import { eq } from 'drizzle-orm'
import type { Membership, Role } from '#shared/common/roles.ts'
import type { Me } from '#shared/users/me.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'

export async function getMe(db: Db, userId: string): Promise<Me> {
  const me = await findMe(db, userId)
  if (!me) throw notFound('User')
  return me
}

/** The columns `/api/me` shows, and no others: every signed-in page load reads them. */
const meColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  membership: users.membership,
  membershipEndsAt: users.membershipEndsAt,
  creditBalance: users.creditBalance,
  image: users.image,
  aboutMe: users.aboutMe,
  address: users.address,
  phone: users.phone,
  city: users.city,
  country: users.country,
}

/** Null once the account is gone (deleted by an admin between the session check and this read). */
export async function findMe(db: Db, userId: string): Promise<Me | null> {
  const [row] = await db.select(meColumns).from(users).where(eq(users.id, userId))
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    membership: row.membership as Membership,
    membershipEndsAt: row.membershipEndsAt?.toISOString() ?? null,
    creditBalance: row.creditBalance,
    profileUrl: row.image,
    aboutMe: row.aboutMe,
    address: row.address,
    phone: row.phone,
    city: row.city,
    country: row.country,
  }
}
