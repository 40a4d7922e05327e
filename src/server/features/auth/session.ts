import { fromNodeHeaders } from 'better-auth/node'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Role } from '#shared/common/roles.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Auth } from './auth.ts'
import type { SessionCache } from './session-cache.ts'

export interface SessionDeps {
  auth: Auth
  db: Db
  cache: SessionCache
  /** better-auth's session cookie name (it gains a `__Secure-` prefix on https). */
  cookieName: string
}

/**
 * The session cookie's value as sent, or undefined when there is none or more than one (then
 * better-auth alone decides which it reads, and nothing is cached).
 */
export function sessionCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  let found: string | undefined
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue
    if (found !== undefined) return undefined
    found = pair.slice(eq + 1).trim()
  }
  return found
}

/** The cookie is `<token>.<signature>`, percent-encoded. */
function carriesToken(cookieValue: string, token: string): boolean {
  try {
    return decodeURIComponent(cookieValue).startsWith(`${token}.`)
  } catch {
    return false
  }
}

/**
 * Resolves the caller once per request. A session seen within the cache's TTL answers from memory
 * (decision 010). Otherwise better-auth checks the signed cookie and the session row, and the role
 * is read from our own column, never from anything the client sent.
 */
export async function loadSessionUser(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const cookieValue = sessionCookie(request.headers.cookie, deps.cookieName)
  if (cookieValue === undefined && !request.headers.cookie) return null
  if (cookieValue !== undefined) {
    const cached = deps.cache.get(cookieValue)
    if (cached) return cached
  }
  const mark = deps.cache.mark()
  const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
  if (!session) return null
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, session.user.id))
  if (!row) return null
  const user: SessionUser = { ...row, role: row.role as Role }
  if (cookieValue !== undefined && carriesToken(cookieValue, session.session.token)) {
    const sessionExpiresAt = new Date(session.session.expiresAt).getTime()
    deps.cache.set(cookieValue, { user, token: session.session.token, sessionExpiresAt }, mark)
  }
  return user
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
