import { randomUUID } from 'node:crypto'
import { asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { accountPersonaPrefix } from '#server/features/personas/index.ts'
import { accountGrantsToRevoke, accountYoutubePrefix } from '#server/features/youtube/index.ts'
import { MEMBERSHIPS, type Membership, ROLES, type Role } from '#shared/common/roles.ts'
import { usersMessages } from '#shared/users/messages.ts'
import type { AdminUser, UserListQuery, UserPage, UserUpdate } from '#shared/users/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { adjustCredits } from '../../core/credit-ledger.ts'
import type { SessionRevocation } from '../../core/invalidation.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { sessions, users } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { auditInTransaction } from '../../lib/audit-context.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'

const sortColumns = {
  name: users.name,
  email: users.email,
  credits: users.creditBalance,
  role: users.role,
  membership: users.membership,
  createdAt: users.createdAt,
} as const

/** `%` and `_` typed into the search box are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function toAdminUser(row: typeof users.$inferSelect): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profileUrl: row.image,
    role: row.role as Role,
    membership: row.membership as Membership,
    creditBalance: row.creditBalance,
    address: row.address,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The values of a closed set that contain `text`, case-insensitively: what ILIKE '%text%' would match. */
const containing = <T extends string>(values: readonly T[], text: string) =>
  values.filter((value) => value.toLowerCase().includes(text.toLowerCase()))

/** The users screen's search, also the CSV export's filter. */
export function userSearch(search: string): SQL | undefined {
  if (!search) return undefined
  const pattern = likePattern(search)
  const roles = containing(ROLES, search)
  const memberships = containing(MEMBERSHIPS, search)
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    roles.length > 0 ? inArray(users.role, roles) : undefined,
    memberships.length > 0 ? inArray(users.membership, memberships) : undefined,
  )
}

/**
 * The users screen: search name, e-mail, role or membership (case-insensitive), sort, page. Name
 * and e-mail are free text (trigram-indexed); role and membership come from closed sets, so the
 * values containing the text are worked out here and matched by equality on their b-tree.
 */
export async function listUsers(db: DbOrTx, query: UserListQuery): Promise<UserPage> {
  const where = userSearch(query.search)
  const order = query.dir === 'asc' ? asc : desc
  const offset = pageOffset(query)
  // One after the other: a bounded read runs both in one transaction, on one connection.
  const rows = await db
    .select()
    .from(users)
    .where(where)
    // The id breaks ties so a page boundary never shows a row twice or skips one.
    .orderBy(order(sortColumns[query.sort]), order(users.id))
    .limit(query.pageSize)
    .offset(offset)
  const counted = await cappedCount(db, users, where)
  return {
    users: rows.map(toAdminUser),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * Serialises every change that could remove an Admin (demote, delete), so two admins removing
 * each other at the same moment cannot leave the install with none.
 */
async function lockAdmins(tx: DbOrTx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(4242002)`)
  const [row] = await tx.select({ value: count() }).from(users).where(eq(users.role, 'Admin'))
  return row?.value ?? 0
}

/**
 * The inline row edit. A credit change is one `admin_adjust` ledger entry of the difference, made
 * only when the balance is still the one the editor showed (else 409), never an overwrite. Once committed, the
 * user's cached sessions go, so a new role (or name) holds from their next request on.
 */
export async function updateUser(
  deps: { db: Db; sessions: SessionRevocation },
  actorId: string,
  userId: string,
  input: UserUpdate,
): Promise<AdminUser> {
  const edited = await deps.db.transaction(async (tx) => {
    const adminCount = await lockAdmins(tx)
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!current) throw notFound('User')
    if (current.role === 'Admin' && input.role !== 'Admin') {
      if (adminCount <= 1) throw new AppError('CONFLICT', usersMessages.lastAdmin)
      if (userId === actorId) throw new AppError('CONFLICT', usersMessages.cannotDemoteSelf)
    }
    if (input.credits !== undefined) {
      // The row is locked: the balance read here is the one the change applies to.
      if (input.expectedCredits !== current.creditBalance)
        throw new AppError('CONFLICT', usersMessages.staleBalance)
      const delta = input.credits - current.creditBalance
      if (delta !== 0) {
        await adjustCredits(tx, {
          userId,
          delta,
          idempotencyKey: `admin_adjust:${randomUUID()}`,
          actorId,
          note: input.creditNote ?? null,
        })
      }
    }
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, role: input.role, membership: input.membership, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()
    if (!updated) throw notFound('User')
    const audited = (u: typeof current) => ({
      name: u.name,
      role: u.role,
      membership: u.membership,
      credits: u.creditBalance,
    })
    await auditInTransaction(tx, { entityType: 'users', before: audited(current), after: audited(updated) })
    return toAdminUser(updated)
  })
  deps.sessions.userChanged(userId)
  return edited
}

/**
 * Deletes the account and revokes its sessions. Orders and tickets stay, with the customer's name
 * and e-mail copied on them and `user_id` set to null (decision 006); ledger rows and generations
 * go with the account, and so do the profile photo and every generated image file.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'db' | 'files' | 'images' | 'sessions' | 'secrets' | 'config' | 'google'>,
  actorId: string,
  userId: string,
) {
  // The account's YouTube grants, revoked at Google once the account is gone (issue 30).
  const revokeYoutube = await accountGrantsToRevoke(deps, userId)
  await deps.db.transaction(async (tx) => {
    const adminCount = await lockAdmins(tx)
    const [target] = await tx
      .select({ role: users.role, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!target) throw notFound('User')
    if (target.role === 'Admin' && adminCount <= 1) throw new AppError('CONFLICT', usersMessages.lastAdmin)
    if (userId === actorId) throw new AppError('CONFLICT', usersMessages.cannotDeleteSelf)
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(users).where(eq(users.id, userId))
    const { email, name, role } = target
    await auditInTransaction(tx, { entityType: 'users', before: { email, name, role }, after: null })
  })
  deps.sessions.userChanged(userId)
  // Only once the commit succeeded; whole folders, so cut-out subject layers and photos left by
  // an interrupted upload go too, not just the keys the rows name.
  await deps.files.deletePrefix(`avatars/${userId}/`)
  await deps.files.deletePrefix(`generations/${userId}/`)
  // A creator's face goes with the account (issue 11); the persona rows cascade.
  await deps.files.deletePrefix(accountPersonaPrefix(userId))
  await deps.files.deletePrefix(accountYoutubePrefix(userId))
  await revokeYoutube()
}
