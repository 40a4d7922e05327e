import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Auth, SessionCache } from '#server/features/auth/index.ts'
import type { Db } from '../db/client.ts'
import { registerErrorHandling } from './error-handler.ts'
import { sessionPlugin } from './guards.ts'
import { routePlugin } from './route-plugin.ts'
import { textGuardPlugin } from './text-guard.ts'

// The session plugin reads only the cookie's name from auth at start; nothing here makes a request with a session.
const auth = {
  $context: Promise.resolve({ authCookies: { sessionToken: { name: 'session' } } }),
} as unknown as Auth
const sessionOptions = { auth, db: {} as Db, cache: {} as SessionCache }

const echoRoutes: FastifyPluginAsync = async (app) => {
  app.post('/echo', async (request) => ({
    echoed: request.body,
    signedIn: (await request.sessionUser()) !== null,
  }))
}

type Step = 'rate-limit' | 'text-guard' | 'session' | 'routes'
const steps: Record<Step, (app: FastifyInstance) => Promise<unknown>> = {
  'rate-limit': async (app) => app.register(rateLimit, { max: 100, timeWindow: '1 minute' }),
  'text-guard': async (app) => app.register(textGuardPlugin),
  session: async (app) => app.register(sessionPlugin, sessionOptions),
  routes: async (app) => app.register(routePlugin(echoRoutes), { prefix: '/api' }),
}

/** An app with these plugins registered in this order, started; closed when the test ends. */
async function startedIn(order: Step[]) {
  const app = Fastify({ logger: false })
  onTestFinished(() => app.close())
  registerErrorHandling(app, { spaFallback: false })
  for (const step of order) await steps[step](app)
  await app.ready()
  return app
}

describe('route plugins state what they depend on', () => {
  it('start behind the rate limit, the text guard and the session, and each route gets their checks', async () => {
    const app = await startedIn(['rate-limit', 'text-guard', 'session', 'routes'])
    const fine = await app.inject({ method: 'POST', url: '/api/echo', payload: { title: 'Hello' } })
    expect(fine.json()).toEqual({ echoed: { title: 'Hello' }, signedIn: false })
    expect(fine.headers['x-ratelimit-limit']).toBe('100')
    const hostile = await app.inject({ method: 'POST', url: '/api/echo', payload: { title: 'a\u0000b' } })
    expect(hostile.statusCode).toBe(400)
    expect(hostile.json().error.message).toBe('"title" must not contain a NUL character')
  })

  it.each([
    { order: ['rate-limit', 'session', 'routes', 'text-guard'], missing: 'text-guard' },
    { order: ['text-guard', 'session', 'routes', 'rate-limit'], missing: '@fastify/rate-limit' },
    { order: ['rate-limit', 'text-guard', 'routes', 'session'], missing: 'session' },
    { order: ['routes'], missing: '@fastify/rate-limit' },
  ] as { order: Step[]; missing: string }[])(
    'refuses to start when $missing comes after the routes or not at all ($order)',
    async ({ order, missing }) => {
      await expect(startedIn(order)).rejects.toThrow(
        `The dependency '${missing}' of plugin 'echoRoutes' is not registered`,
      )
    },
  )
})
