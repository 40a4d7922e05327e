import { and, eq } from 'drizzle-orm'
import type { SessionRevocation } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import { accounts, sessions, users } from '../../db/schema.ts'

/**
 * Called as a Google account is joined to a user. A new account has no password yet; an existing
 * one reaches here only with an e-mail Google verified (better-auth refuses an unverified one). If
 * that account's password was set before anyone proved the e-mail (sign-up here sends no
 * verification mail), whoever set it may not be its owner: someone could sign up with another
 * person's address and wait for them to arrive with Google. So that password and every session it
 * opened end here, and Google's proof becomes the account's; the owner sets a new password with
 * 'Forgot password' whenever they like (decision 051). Role, credits and history are untouched.
 */
export async function closeUnprovenPassword(db: Db, userId: string, revocation: SessionRevocation) {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId))
  if (!user || user.verified) return
  const dropped = await db
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id })
  if (dropped.length === 0) return
  await db.delete(sessions).where(eq(sessions.userId, userId))
  revocation.userChanged(userId)
}
