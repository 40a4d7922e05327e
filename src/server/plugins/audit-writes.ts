import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { DbOrTx } from '../db/client.ts'
import {
  adminWriteOf,
  auditScopeOf,
  openAuditScope,
  runInAuditScope,
  writeAuditEntry,
} from '../lib/audit-context.ts'
import { takesWrites } from './route-hooks.ts'

/** '/api/admin/outbox/:id/resend' → 'outbox'; '/api/gemini-keys/:id' → 'gemini-keys'. */
export function entityTypeOf(url: string): string {
  const parts = url.split('/').filter((p) => p && p !== 'api' && p !== 'admin' && !p.startsWith(':'))
  return parts[0] ?? 'app'
}

function firstParam(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null
  const value = Object.values(params as Record<string, unknown>)[0]
  return value === undefined || value === null ? null : String(value)
}

/** A created thing's id, read from the reply when the path named none. */
function idInReply(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null
  try {
    const body = JSON.parse(payload) as Record<string, unknown>
    for (const candidate of [body.id, body.orderId, (body.key as { id?: unknown } | undefined)?.id]) {
      if (typeof candidate === 'string' || typeof candidate === 'number') return String(candidate)
    }
  } catch {
    // Not JSON: no id to read.
  }
  return null
}

/**
 * Records every admin write in the audit log (decision 019), whatever route it comes through:
 * every write route under /api gets a preValidation hook that, when requireAdmin let the caller
 * in, opens a request-scoped audit scope that the route's services can fill in (entity, before,
 * after) and may write in their own transaction; and an onSend hook that writes the entry for a
 * successful write that no service wrote. Attached per route, so reads pay nothing. On a route
 * users and admins share (requireUserAuditAdmin), an admin's write is recorded only when the service
 * says it used the admin's reach: their reply on someone else's ticket, not on their own.
 * Register before the routes.
 */
export function registerAuditWrites(app: FastifyInstance, db: DbOrTx) {
  const open = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const how = adminWriteOf(request)
    if (!how) return done()
    const url = request.routeOptions.url ?? request.url
    const scope = {
      actorId: request.user.id,
      actorEmail: request.user.email,
      action: `${request.method} ${url}`,
      entityType: entityTypeOf(url),
      entityId: firstParam(request.params),
      body: request.body,
      change: null,
      written: false,
      onlyWhenNoted: how === 'when-noted',
    }
    openAuditScope(request, scope)
    runInAuditScope(scope, done)
  }

  const write = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = auditScopeOf(request)
    if (!scope || scope.written || reply.statusCode >= 400) return payload
    if (scope.onlyWhenNoted && !scope.change) return payload
    if (scope.entityId === null && !scope.change?.entityId) scope.entityId = idInReply(payload)
    try {
      await writeAuditEntry(db, scope, reply.statusCode)
    } catch (error) {
      // The change itself is already committed; the reply tells the truth about it, the log shouts.
      request.log.error(
        { err: error, action: scope.action, entityId: scope.entityId },
        'audit entry not written',
      )
    }
    return payload
  }

  app.addHook('onRoute', (route) => {
    if (!takesWrites(route) || !route.url.startsWith('/api/')) return
    for (const [name, hook] of [
      ['preValidation', open],
      ['onSend', write],
    ] as const) {
      const own: unknown = route[name]
      const list = own === undefined ? [] : Array.isArray(own) ? own : [own]
      ;(route as unknown as Record<string, unknown>)[name] = [hook, ...list]
    }
  })
}
