import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { requireAdmin, requireUser } from '#server/plugins/guards.ts'
import { cleanUpLater } from '#tests/support/clean-up.ts'
import { holdTables } from '#tests/support/hold-tables.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'
import { testConfig } from '#tests/support/test-app.ts'
import { cloneTestDatabase } from '#tests/support/test-database.ts'
import { createAdmin, createUser } from '../support/factories.ts'

/**
 * The real app, plus two probe routes behind the real guards that read nothing themselves: what
 * they cost is the guard's session check alone. (createTestApp's app is ready before a test could
 * add a route.)
 */
const database = await cloneTestDatabase()
const config = testConfig()
const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
app.get('/test/whoami', { onRequest: requireUser }, async (request) => request.user)
app.get('/test/admin-only', { onRequest: requireAdmin }, async (request) => request.user)
await app.ready()
sendSameOriginByDefault(app, config)
cleanUpLater(() => app.close())

const whoami = (cookie: string) => app.inject({ method: 'GET', url: '/test/whoami', headers: { cookie } })

describe('a signed-in request whose session was checked within the last 30 s', () => {
  it('is answered without reading the database, while a session not seen yet waits for it', async () => {
    const alice = await createUser(app, { name: 'Alice' })
    const bob = await createUser(app, { name: 'Bob' })
    expect((await whoami(alice.cookie)).json()).toMatchObject({ id: alice.id, name: 'Alice', role: 'member' })

    const release = await holdTables(database.db, ['session', 'user'])
    let bobAnswered = false
    const bobAnswer = whoami(bob.cookie).finally(() => {
      bobAnswered = true
    })
    try {
      const aliceAgain = await whoami(alice.cookie)
      expect(aliceAgain.statusCode).toBe(200)
      expect(aliceAgain.json()).toMatchObject({ id: alice.id, role: 'member' })
      // Bob's first request needs the session row, which the lock keeps it from reading.
      expect(bobAnswered).toBe(false)
    } finally {
      await release()
    }
    expect((await bobAnswer).json()).toMatchObject({ id: bob.id, name: 'Bob' })
  })

  it('is not served from memory once signed out', async () => {
    const carol = await createUser(app)
    const frank = await createUser(app)
    expect((await whoami(carol.cookie)).statusCode).toBe(200)
    expect((await whoami(frank.cookie)).statusCode).toBe(200)
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: carol.cookie },
      payload: {},
    })
    expect(signOut.statusCode).toBe(200)
    // No answer is left in memory: Carol's request waits for the database, then finds no session.
    const release = await holdTables(database.db, ['session', 'user'])
    let answered = false
    const answer = whoami(carol.cookie).finally(() => {
      answered = true
    })
    try {
      // Frank's session is still in memory: his request, sent after Carol's, is answered first.
      expect((await whoami(frank.cookie)).statusCode).toBe(200)
      expect(answered).toBe(false)
    } finally {
      await release()
    }
    expect((await answer).statusCode).toBe(401)
  })

  it('loses the admin role on the next request after a demotion, and gains it back on a promotion', async () => {
    const operator = await createAdmin(app)
    const dana = await createAdmin(app)
    const adminOnly = () =>
      app.inject({ method: 'GET', url: '/test/admin-only', headers: { cookie: dana.cookie } })
    expect((await adminOnly()).statusCode).toBe(200)

    const setRole = (role: 'member' | 'Admin') =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${dana.id}`,
        headers: { cookie: operator.cookie },
        payload: { name: 'Dana', role, membership: 'free' },
      })
    expect((await setRole('member')).statusCode).toBe(200)
    expect((await adminOnly()).statusCode).toBe(403)
    expect((await whoami(dana.cookie)).json()).toMatchObject({ name: 'Dana', role: 'member' })
    expect((await setRole('Admin')).statusCode).toBe(200)
    expect((await adminOnly()).statusCode).toBe(200)
  })

  it('shows a new name from the profile form on the next request', async () => {
    const erin = await createUser(app, { name: 'Erin' })
    expect((await whoami(erin.cookie)).json()).toMatchObject({ name: 'Erin' })
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: erin.cookie },
      payload: { name: 'Erin Renamed', aboutMe: '', address: '', phone: '', city: '', country: '' },
    })
    expect(saved.statusCode).toBe(200)
    expect((await whoami(erin.cookie)).json()).toMatchObject({ name: 'Erin Renamed' })
  })
})
