import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AuditPage } from '#shared/audit/schemas.ts'
import { contentSectionKeys } from '#shared/content/schemas.ts'
import { showcaseFixtures } from './audit-scene-showcase.ts'
import { firstPackage, placeItemOrder, placePackageOrder } from './billing.ts'
import { cleanUpLater } from './clean-up.ts'
import { createAdmin, createUser, nextIp, type TestUser } from './factories.ts'
import type { JsonSchema } from './fuzz-cases.ts'
import { waitForBatch } from './generate.ts'
import { ownWrites } from './own-write-routes.ts'
import { startSmtpSink } from './smtp-sink.ts'
import { openTicket } from './support-fixtures.ts'
import { createTestApp } from './test-app.ts'

const youtubeQuotaEdit = { dailyQuota: 10_000, creatorSharePercent: 30 }

/**
 * The scene audit-log.test.ts plays in: an app with two admins, a member and a user to remove,
 * every write route the app documents sorted into admin-only and shared ones, something for each
 * to act on, and the request each one carries out. `since` is the newest entry before the tests.
 */

export async function auditScene() {
  // A real SMTP server, so the setup checklist's test mail (an admin write) can succeed.
  const smtp = await startSmtpSink()
  cleanUpLater(() => smtp.close())
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url })
  const admin = await createAdmin(app)
  const otherAdmin = await createAdmin(app)
  const member = await createUser(app, { credits: 5 })
  const victim = await createUser(app)

  async function call(method: string, url: string, user: TestUser | null, body?: unknown) {
    return app.inject({
      method: method as 'POST',
      url,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      remoteAddress: nextIp(),
    })
  }

  async function ok<T>(pending: Promise<LightMyRequestResponse>): Promise<T> {
    const response = await pending
    if (response.statusCode >= 300) throw new Error(`fixture: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  async function entries(query = ''): Promise<AuditPage['entries']> {
    const response = await call('GET', `/api/admin/audit?pageSize=100${query}`, admin)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<AuditPage>().entries
  }

  type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> } }
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
  const writeRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        schema: op.requestBody?.content['application/json']?.schema,
      })),
  )

  /** A member is refused with 403 before the body is read: the route is behind requireAdmin. */
  async function isAdminRoute(route: { method: string; path: string }) {
    const response = await call(route.method, route.path.replace(/\{\w+\}/g, 'x'), member)
    return response.statusCode === 403
  }
  const adminRoutes: typeof writeRoutes = []
  for (const route of writeRoutes) if (await isAdminRoute(route)) adminRoutes.push(route)

  const sharedRoutes = writeRoutes.filter(
    (route) => !adminRoutes.includes(route) && !ownWrites.has(route.key),
  )

  // What each admin write acts on; the routes that remove something get a thing of their own.
  const pkg = await firstPackage(app)
  const packages = (await call('GET', '/api/packages', null)).json<{ id: string }[]>()
  const sparePackage = packages[packages.length - 1]?.id ?? ''
  const newItem = () =>
    ok<{ id: string; itemId: string }>(
      call('POST', '/api/items', admin, {
        itemName: 'Audit pack',
        priceCents: 500,
        accessUrl: 'https://example.test/pack',
      }),
    )
  const item = await newItem()
  const doomedItem = await newItem()
  const newTemplate = () =>
    ok<{ id: string }>(
      call('POST', '/api/email-templates', admin, { templateName: 'T', subject: 'S', body: 'B' }),
    )
  const template = await newTemplate()
  const doomedTemplate = await newTemplate()
  await ok(call('PUT', '/api/ai-settings', admin, { provider: 'offline', imageModel: 'm', textModel: 'm' }))
  const newKey = () =>
    ok<{ key: { id: string } }>(
      call('POST', '/api/gemini-keys', admin, { name: 'K', key: 'AIza-audit-key-0000' }),
    )
  const geminiKey = (await newKey()).key.id
  const doomedKey = (await newKey()).key.id
  const generated = await ok<{ batchId: string; results: { id: string }[] }>(
    call('POST', '/api/generator/generate', member, { category: 'Gaming', prompt: 'A castle' }),
  )
  await waitForBatch(app, member, generated.batchId)
  const ticket = await openTicket(app, member, { generationId: generated.results[0]?.id })
  // Its own ticket: the one above is closed by its PATCH, and a closed ticket takes no replies.
  const askedTicket = await openTicket(app, member, { subject: 'Where is my invoice?' })
  const order = await placePackageOrder(app, member, pkg.id)
  const itemOrder = await placeItemOrder(app, member, item.id)
  // A paid order (simulated approval) for the order page's refund and receipt. Sent from this
  // machine's address: with a local APP_URL, the simulated provider refuses any other.
  const paidOrder = await placePackageOrder(app, member, pkg.id)
  const simulate = `/api/orders/${paidOrder.orderId}/simulate`
  await ok(app.inject({ method: 'POST', url: simulate, headers: { cookie: member.cookie } }))
  const since = (await entries())[0]?.id ?? 0

  const sectionBody = async (key: string) =>
    (await call('GET', `/api/${key}`, null)).json<{ data: Record<string, unknown> }>().data

  /** A request each admin write route carries out; a new admin route needs one here. */
  const fixtures: Record<string, () => Promise<{ url: string; body?: unknown; entityId?: string }>> = {
    'PUT /api/users/{id}': async () => ({
      url: `/api/users/${member.id}`,
      body: { name: 'Renamed', role: 'member', membership: 'free' },
      entityId: member.id,
    }),
    'POST /api/admin/orders/{orderId}/refund': async () => ({
      url: `/api/admin/orders/${paidOrder.orderId}/refund`,
      body: { amountCents: 100, note: 'Goodwill' },
      entityId: paidOrder.orderId,
    }),
    'POST /api/admin/orders/{orderId}/receipt': async () => ({
      url: `/api/admin/orders/${paidOrder.orderId}/receipt`,
      entityId: paidOrder.orderId,
    }),
    'PUT /api/receipt-settings': async () => ({
      url: '/api/receipt-settings',
      body: {
        name: 'Thumbforge Ltd',
        address: '1 Main Street',
        email: 'billing@example.test',
        taxId: 'EU123',
      },
    }),
    'DELETE /api/users/{id}': async () => ({ url: `/api/users/${victim.id}`, entityId: victim.id }),
    'POST /api/email-templates': async () => ({
      url: '/api/email-templates',
      body: { templateName: 'Hello', subject: 'Hi', body: 'Hi {{name}}' },
    }),
    'PUT /api/email-templates/{id}': async () => ({
      url: `/api/email-templates/${template.id}`,
      body: { templateName: 'T2', subject: 'S2', body: 'B2' },
      entityId: template.id,
    }),
    'DELETE /api/email-templates/{id}': async () => ({
      url: `/api/email-templates/${doomedTemplate.id}`,
      entityId: doomedTemplate.id,
    }),
    'POST /api/messages': async () => ({
      url: '/api/messages',
      body: { toEmail: member.email, subject: 'Hello', messageBody: 'A note' },
    }),
    'POST /api/gemini-keys': async () => ({
      url: '/api/gemini-keys',
      body: { name: 'Second', key: 'AIza-secret-gemini-key-9999' },
    }),
    'PUT /api/gemini-keys/{id}': async () => ({
      url: `/api/gemini-keys/${geminiKey}`,
      body: { name: 'Renamed key', key: 'AIza-replaced-key-7777' },
      entityId: geminiKey,
    }),
    'DELETE /api/gemini-keys/{id}': async () => ({
      url: `/api/gemini-keys/${doomedKey}`,
      entityId: doomedKey,
    }),
    'PATCH /api/gemini-keys/{id}/toggle': async () => ({
      url: `/api/gemini-keys/${geminiKey}/toggle`,
      entityId: geminiKey,
    }),
    'PUT /api/ai-settings': async () => ({
      url: '/api/ai-settings',
      body: { provider: 'offline', imageModel: 'm2', textModel: 'm' },
    }),
    'PATCH /api/support-tickets/{id}': async () => ({
      url: `/api/support-tickets/${ticket.id}`,
      body: { status: 'closed' },
      entityId: ticket.id,
    }),
    'POST /api/support-tickets/{id}/refund': async () => ({
      url: `/api/support-tickets/${ticket.id}/refund`,
      entityId: ticket.id,
    }),
    ...Object.fromEntries(
      contentSectionKeys.flatMap((key) => [
        [`PUT /api/${key}`, async () => ({ url: `/api/${key}`, body: await sectionBody(key) })],
        [`PATCH /api/${key}/toggle`, async () => ({ url: `/api/${key}/toggle` })],
        [`POST /api/${key}/reset`, async () => ({ url: `/api/${key}/reset` })],
      ]),
    ),
    'DELETE /api/packages/{id}': async () => ({
      url: `/api/packages/${sparePackage}`,
      entityId: sparePackage,
    }),
    'POST /api/packages': async () => {
      const current = (await call('GET', `/api/packages/${pkg.id}`, null)).json<Record<string, unknown>>()
      return { url: '/api/packages', body: { ...current, id: undefined, packageName: 'Audit package' } }
    },
    'PUT /api/packages/{id}': async () => {
      const current = (await call('GET', `/api/packages/${pkg.id}`, null)).json<Record<string, unknown>>()
      return {
        url: `/api/packages/${pkg.id}`,
        body: { ...current, packageName: 'Renamed package' },
        entityId: pkg.id,
      }
    },
    'DELETE /api/orders/{orderId}': async () => ({
      url: `/api/orders/${order.orderId}`,
      entityId: order.orderId,
    }),
    'DELETE /api/item-orders/{orderId}': async () => ({
      url: `/api/item-orders/${itemOrder.orderId}`,
      entityId: itemOrder.orderId,
    }),
    'POST /api/items': async () => ({
      url: '/api/items',
      body: { itemName: 'Another', priceCents: 100, accessUrl: 'https://example.test/another' },
    }),
    'PUT /api/items/{id}': async () => ({
      url: `/api/items/${item.id}`,
      body: {
        itemName: 'Renamed item',
        priceCents: 700,
        itemId: item.itemId,
        accessUrl: 'https://example.test/pack',
      },
      entityId: item.id,
    }),
    'DELETE /api/items/{id}': async () => ({ url: `/api/items/${doomedItem.id}`, entityId: doomedItem.id }),
    'PUT /api/paypal-settings': async () => {
      const current = (await call('GET', '/api/paypal-settings/admin', admin)).json<Record<string, unknown>>()
      const { currency, buttonStyles, webhookId } = current
      return {
        url: '/api/paypal-settings',
        body: {
          ...{ currency, buttonStyles, webhookId },
          ...{ enabled: false, mode: 'sandbox', clientId: 'client-1' },
          clientSecret: 'paypal-secret-never-logged',
        },
      }
    },
    'POST /api/paypal-settings/reset': async () => ({ url: '/api/paypal-settings/reset' }),
    'PUT /api/admin/google-client': async () => ({
      url: '/api/admin/google-client',
      body: { clientId: 'audit.apps.googleusercontent.com', clientSecret: 'GOCSPX-paypal-secret-shaped' },
    }),
    'PUT /api/admin/youtube': async () => ({ url: '/api/admin/youtube', body: youtubeQuotaEdit }),
    'POST /api/admin/setup-checklist/test-mail': async () => ({
      url: '/api/admin/setup-checklist/test-mail',
      body: {},
    }),
    // Shared with the ticket's owner: here an admin answers someone else's ticket.
    'POST /api/support-tickets/{id}/messages': async () => ({
      url: `/api/support-tickets/${askedTicket.id}/messages`,
      body: { message: 'It is on its way.' },
      entityId: askedTicket.id,
    }),
    ...showcaseFixtures(app, call, admin, member),
  }

  return {
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
  }
}
