import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyRequest } from 'fastify'
import type { DbOrTx } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'

/** What a service knows about its change that the route alone cannot tell. */
export interface AuditChange {
  entityType?: string
  entityId?: string | null
  /** The changed thing before and after; only the fields that differ are kept, secrets masked. */
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** One admin write in progress: filled by the route, the service and the reply (decision 019). */
export interface AuditScope {
  actorId: string
  actorEmail: string
  action: string
  entityType: string
  entityId: string | null
  body: unknown
  change: AuditChange | null
  /** Set once the entry is in the table, so it is written exactly once. */
  written: boolean
  /**
   * A route users and admins share: only the service knows whether the admin acted on someone
   * else's thing, so the entry is written only when it said so (`auditInTransaction`).
   */
  onlyWhenNoted?: boolean
}

/** How an admin's write is audited: every one (an admin route), or as the service says (shared). */
export type AdminWrite = 'always' | 'when-noted'

const storage = new AsyncLocalStorage<AuditScope>()
const adminRequests = new WeakMap<FastifyRequest, AdminWrite>()
const scopes = new WeakMap<FastifyRequest, AuditScope>()

/** requireAdmin calls this (and requireUserAuditAdmin for an admin caller): only these are audited. */
export function markAdminRequest(request: FastifyRequest, how: AdminWrite = 'always') {
  adminRequests.set(request, how)
}

export function adminWriteOf(request: FastifyRequest): AdminWrite | undefined {
  return adminRequests.get(request)
}

export function openAuditScope(request: FastifyRequest, scope: AuditScope) {
  scopes.set(request, scope)
}

export function auditScopeOf(request: FastifyRequest): AuditScope | undefined {
  return scopes.get(request)
}

/** Runs `next` with the request's scope reachable from the services it calls. */
export function runInAuditScope(scope: AuditScope, next: () => void) {
  storage.run(scope, next)
}

/**
 * A service tells the audit log what it changed: the kind and id of the thing and its state before
 * and after. Outside an admin write (a user's own request, a webhook, a test calling the service)
 * it does nothing. The entry is written when the reply goes out, or by `auditInTransaction`.
 */
export function noteAuditChange(change: AuditChange) {
  const scope = storage.getStore()
  if (!scope) return
  scope.change = { ...scope.change, ...change }
}

/**
 * Writes the admin write's entry inside the service's own transaction, so the change and its
 * record commit or roll back together. Call it last in the transaction, after `noteAuditChange`.
 */
export async function auditInTransaction(tx: DbOrTx, change?: AuditChange) {
  const scope = storage.getStore()
  if (!scope || scope.written) return
  if (change) noteAuditChange(change)
  await writeAuditEntry(tx, scope, 200)
}

/** Field names whose values never reach the log. */
const SECRET_FIELD = /secret|password|passwd|token|api_?key|^key$|smtp|credential|authorization/i
export const MASK = '••••••••'

/** A copy with every secret-looking field masked, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([field, v]) => [
      field,
      SECRET_FIELD.test(field) && v !== null && v !== undefined && v !== ''
        ? MASK
        : maskSecrets(v, depth + 1),
    ]),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * `{ field: { before, after } }` for the top-level fields that differ. A masked secret that was
 * replaced still shows as changed (both sides masked), so the log says the secret changed.
 */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before?: unknown; after?: unknown }> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const out: Record<string, { before?: unknown; after?: unknown }> = {}
  for (const field of fields) {
    const b = before?.[field]
    const a = after?.[field]
    if (before && after && same(a, b)) continue
    const secret = SECRET_FIELD.test(field)
    const entry: { before?: unknown; after?: unknown } = {}
    if (before) entry.before = secret && b ? MASK : maskSecrets(b)
    if (after) entry.after = secret && a ? MASK : maskSecrets(a)
    out[field] = entry
  }
  return out
}

/** What changed: the service's before/after when it gave one, else the request body as sent. */
export function changesOf(scope: AuditScope): Record<string, { before?: unknown; after?: unknown }> {
  const change = scope.change
  if (change && (change.before !== undefined || change.after !== undefined)) {
    return diffFields(change.before, change.after)
  }
  const body = scope.body
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return diffFields(null, body as Record<string, unknown>)
  }
  return {}
}

export async function writeAuditEntry(db: DbOrTx, scope: AuditScope, statusCode: number) {
  await db.insert(auditLog).values({
    actorId: scope.actorId,
    actorEmail: scope.actorEmail,
    action: scope.action,
    entityType: scope.change?.entityType ?? scope.entityType,
    entityId: scope.change?.entityId ?? scope.entityId,
    statusCode,
    changes: changesOf(scope),
  })
  scope.written = true
}
