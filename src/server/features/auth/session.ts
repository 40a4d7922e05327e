import { fromNodeHeaders } from 'better-auth/node'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Role } from '#shared/roles.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Auth } from './auth.ts'

export interface SessionUser {
  id: string
  name: string
  email: string
  role: Role
}

/**
 * Resolves the caller once per request. better-auth checks the signed cookie and the session
 * row; the role is then read from our own column, never from anything the client sent.
 */
export async function loadSessionUser(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
  if (!session) return null
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, session.user.id))
  return row ? { ...row, role: row.role as Role } : null
}

export function assertUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
  return user
}

export function assertAdmin(user: SessionUser | null): SessionUser {
  const signedIn = assertUser(user)
  if (signedIn.role !== 'Admin') throw new AppError('FORBIDDEN', 'This route is only accessible for Admin.')
  return signedIn
}
