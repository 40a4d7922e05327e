import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Auth, SessionCache } from '#server/features/auth/index.ts'
import { assertAdmin, assertUser, loadSessionUser } from '#server/features/auth/index.ts'
import type { SessionUser } from '../core/session-user.ts'
import type { Db } from '../db/client.ts'
import { markAdminRequest } from '../lib/audit-context.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, resolved at most once per request. */
    sessionUser(): Promise<SessionUser | null>
    /** Set by requireUser / requireAdmin for the handlers behind them. */
    user: SessionUser
  }
}

/** The name route plugins depend on: their guards read what it adds to each request. */
export const SESSION_PLUGIN = 'session'

const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; db: Db; cache: SessionCache }) => {
    const deps = { ...opts, cookieName: (await opts.auth.$context).authCookies.sessionToken.name }
    app.decorateRequest('user', null as unknown as SessionUser)
    app.decorateRequest('sessionUser', function (this: FastifyRequest) {
      let pending = perRequest.get(this)
      if (!pending) {
        pending = loadSessionUser(deps, this)
        perRequest.set(this, pending)
      }
      return pending
    })
  },
  // It needs nothing before it: it reads the session through the auth handle it is given.
  { name: SESSION_PLUGIN, dependencies: [] },
)

/*
 * Both guards are onRequest hooks: they run before the body is read and validated, so a caller
 * who may not use a route learns nothing about its schema and spends no parsing on it.
 */

/** onRequest for every route under a user prefix: 401 for anonymous callers. */
export async function requireUser(request: FastifyRequest) {
  request.user = assertUser(await request.sessionUser())
}

/**
 * onRequest for every route under an admin prefix: 401 anonymous, 403 signed-in non-admins.
 * It also marks the request as an admin one, so its writes reach the audit log (decision 019).
 */
export async function requireAdmin(request: FastifyRequest) {
  request.user = assertAdmin(await request.sessionUser())
  markAdminRequest(request)
}

/**
 * onRequest for a write route that users make on their own things and admins on anyone's (a
 * ticket's reply): 401 for anonymous callers. An admin caller's write gets an audit scope that the
 * service fills in when it acted as staff; their write on their own thing is not an admin write.
 */
export async function requireUserAuditAdmin(request: FastifyRequest) {
  request.user = assertUser(await request.sessionUser())
  if (request.user.role === 'Admin') markAdminRequest(request, 'when-noted')
}
