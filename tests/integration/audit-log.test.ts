import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema.ts'
import { MASK } from '#server/lib/audit-context.ts'
import type { AuditPage } from '#shared/audit/schemas.ts'
import { auditScene } from '../support/audit-scene.ts'
import { createUser } from '../support/factories.ts'
import { ownWrites } from '../support/own-write-routes.ts'
import { openTicket } from '../support/support-fixtures.ts'

// Every admin write lands in the audit log with who, when and what; the scene (the routes, and a
// request for each) is built in tests/support/audit-scene.ts.
const {
  app,
  db,
  admin,
  otherAdmin,
  member,
  victim,
  call,
  entries,
  writeRoutes,
  adminRoutes,
  sharedRoutes,
  pkg,
  ticket,
  fixtures,
  since,
} = await auditScene()

it('finds the admin write routes in the app itself, and has a request for each', () => {
  expect(adminRoutes.length).toBeGreaterThan(25)
  expect(adminRoutes.map((r) => r.key).filter((key) => !fixtures[key])).toEqual([])
})

it('finds the routes admins write through alongside users, and has a request for each', () => {
  expect(sharedRoutes.map((r) => r.key)).toContain('POST /api/support-tickets/{id}/messages')
  expect(sharedRoutes.map((r) => r.key).filter((key) => !fixtures[key])).toEqual([])
  // The list of a user's own writes names only routes the app has.
  const keys = new Set(writeRoutes.map((r) => r.key))
  expect([...ownWrites].filter((key) => !keys.has(key))).toEqual([])
})

// Removals first: a fourth package can only be added once one is gone.
const ordered = [
  ...[...adminRoutes].sort((a, b) => Number(b.method === 'DELETE') - Number(a.method === 'DELETE')),
  ...sharedRoutes,
]

const secretsSent = /AIza-audit-key-0000|AIza-secret-gemini-key-9999|AIza-replaced-key-7777|paypal-secret/

describe.each(ordered)('$key', (route) => {
  it('is recorded in the audit log with who, when and what', async () => {
    const fixture = fixtures[route.key]
    if (!fixture) throw new Error(`no request for ${route.key}: add one to the fixtures`)
    const { url, body, entityId } = await fixture()
    const started = Date.now()
    const response = await call(route.method, url, otherAdmin, body)
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300)
    const action = `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`
    const mine = (await entries(`&actor=${encodeURIComponent(otherAdmin.email)}`)).filter(
      (e) => e.id > since && e.action === action,
    )
    expect(mine, `no entry for ${action}`).toHaveLength(1)
    const [entry] = mine
    expect(entry?.actorId).toBe(otherAdmin.id)
    expect(entry?.actorEmail).toBe(otherAdmin.email)
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThan(started - 60_000)
    if (entityId) expect(entry?.entityId).toBe(entityId)
    expect(JSON.stringify(entry?.changes)).not.toMatch(secretsSent)
  })
})

describe('what an entry says', () => {
  const latest = async (action: string) => (await entries()).find((e) => e.action === action)

  it('keeps only the fields that changed, before and after', async () => {
    const entry = await latest('PUT /api/packages/:id')
    expect(Object.keys(entry?.changes ?? {})).toEqual(['packageName'])
    expect(entry?.changes.packageName).toEqual({ before: pkg.packageName, after: 'Renamed package' })
    const user = await latest('PUT /api/users/:id')
    expect(user?.changes).toMatchObject({
      name: { before: member.name, after: 'Renamed' },
      // The simulated purchase above made the member premium.
      membership: { before: 'premium', after: 'free' },
    })
    expect(user?.changes.role).toBeUndefined()
  })

  it('masks secrets: the PayPal secret and Gemini keys show as changed, never their value', async () => {
    const paypal = await latest('PUT /api/paypal-settings')
    expect(paypal?.changes.clientSecret).toEqual({ before: null, after: MASK })
    expect(paypal?.changes.clientId?.after).toBe('client-1')
    const replaced = await latest('PUT /api/gemini-keys/:id')
    expect(replaced?.changes.key).toEqual({ before: MASK, after: MASK })
    const added = await latest('POST /api/gemini-keys')
    expect(added?.changes.key).toEqual({ after: MASK })
  })

  it('records what a removal took away', async () => {
    const removed = await latest('DELETE /api/users/:id')
    expect(removed?.changes.email).toEqual({ before: victim.email })
    const order = await latest('DELETE /api/orders/:orderId')
    expect(order?.changes.customerEmail).toEqual({ before: member.email })
    const template = await latest('DELETE /api/email-templates/:id')
    expect(template?.changes.templateName).toEqual({ before: 'T' })
  })

  it('records a ticket’s status change and a refund made in its own transaction', async () => {
    const status = await latest('PATCH /api/support-tickets/:id')
    expect(status?.changes).toEqual({ status: { before: 'open', after: 'closed' } })
    const refund = await latest('POST /api/support-tickets/:id/refund')
    expect(refund?.entityId).toBe(ticket.id)
    expect(refund?.changes.customer).toEqual({ before: undefined, after: member.email })
  })

  it('writes nothing for a refused admin write or a member’s own write', async () => {
    const before = (await entries()).length
    // The last Admin standing may not demote themself: 409, and the transaction rolls back whole.
    const refused = await call('PUT', `/api/users/${admin.id}`, admin, {
      name: admin.name,
      role: 'member',
      membership: 'free',
    })
    expect(refused.statusCode).toBe(409)
    await openTicket(app, member, { subject: 'A member’s own write' })
    expect((await entries()).length).toBe(before)
  })

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await expect(
      db.execute(sql`update ${auditLog} set actor_email = 'forged@example.test'`),
    ).rejects.toThrow()
    await expect(db.execute(sql`delete from ${auditLog}`)).rejects.toThrow()
    expect((await entries()).every((e) => e.actorEmail !== 'forged@example.test')).toBe(true)
  })
})

describe('GET /api/admin/audit', () => {
  it('answers admins only', async () => {
    expect((await call('GET', '/api/admin/audit', null)).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/audit', member)).statusCode).toBe(403)
    const other = await createUser(app)
    expect((await call('GET', '/api/admin/audit', other)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/audit', admin)).statusCode).toBe(200)
  })

  it('filters by actor and by entity, and pages', async () => {
    const byPackages = await entries('&entity=packages')
    expect(byPackages.length).toBeGreaterThan(0)
    expect(byPackages.every((e) => e.entityType === 'packages')).toBe(true)
    const byActor = await entries(`&actor=${encodeURIComponent(admin.email)}`)
    expect(byActor.every((e) => e.actorId === admin.id)).toBe(true)
    const page = (await call('GET', '/api/admin/audit?pageSize=5&page=2', admin)).json<AuditPage>()
    expect(page.entries).toHaveLength(5)
    expect(page.total).toBeGreaterThan(45)
    expect(page.entityTypes).toContain('users')
    expect((await call('GET', '/api/admin/audit?page=0', admin)).statusCode).toBe(400)
  })
})
