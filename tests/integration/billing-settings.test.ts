import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentSettings } from '#server/db/schema.ts'
import type { AdminPaymentSettings, PublicPaymentSettings } from '#shared/billing/payments.ts'
import { firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const settingsBody = {
  enabled: true,
  mode: 'sandbox',
  clientId: 'AZclient-id-from-paypal',
  clientSecret: 'EFsecret-value-0123456789',
  currency: 'EUR',
  buttonStyles: { layout: 'horizontal', color: 'gold', shape: 'pill', label: 'checkout' },
  webhookId: 'WH123456',
}

const publicSettings = async (app: Awaited<ReturnType<typeof createTestApp>>['app']) =>
  (await app.inject({ method: 'GET', url: '/api/paypal-settings' })).json<PublicPaymentSettings>()

describe('outside production', () => {
  const ready = createTestApp()

  it('starts in simulated mode, available, and the public view never carries a secret', async () => {
    const { app } = await ready
    expect(await publicSettings(app)).toEqual({
      enabled: true,
      mode: 'simulated',
      clientId: '',
      currency: 'USD',
      buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'paypal' },
      available: true,
      unavailableReason: null,
    })
  })

  it('saves the panel with the secret sealed at rest, shows it masked, keeps it on a blank save, and resets', async () => {
    const { app } = await ready
    const admin = await createAdmin(app)
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/paypal-settings',
      headers: { cookie: admin.cookie },
      payload: settingsBody,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminPaymentSettings>()).toMatchObject({
      mode: 'sandbox',
      currency: 'EUR',
      clientSecretSet: true,
      clientSecretMasked: 'EFsecret••••6789',
      webhookId: 'WH123456',
      available: true,
    })
    expect(saved.body).not.toContain(settingsBody.clientSecret)
    const [row] = await app.deps.db.select().from(paymentSettings).where(eq(paymentSettings.id, 'default'))
    expect(row?.clientSecretEncrypted).toBeTruthy()
    expect(row?.clientSecretEncrypted).not.toContain(settingsBody.clientSecret)
    const pub = await app.inject({ method: 'GET', url: '/api/paypal-settings' })
    expect(pub.body).not.toContain('EFsecret')
    expect(pub.json()).toMatchObject({
      clientId: settingsBody.clientId,
      buttonStyles: settingsBody.buttonStyles,
    })

    const { clientSecret: _omitted, ...withoutSecret } = settingsBody
    const kept = await app.inject({
      method: 'PUT',
      url: '/api/paypal-settings',
      headers: { cookie: admin.cookie },
      payload: { ...withoutSecret, clientSecret: '' },
    })
    expect(kept.json<AdminPaymentSettings>().clientSecretSet).toBe(true)

    const reset = await app.inject({
      method: 'POST',
      url: '/api/paypal-settings/reset',
      headers: { cookie: admin.cookie },
    })
    expect(reset.json<AdminPaymentSettings>()).toMatchObject({
      mode: 'simulated',
      currency: 'USD',
      clientId: '',
      clientSecretSet: false,
      buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'paypal' },
    })
  })

  it('reports PayPal unavailable while disabled, and refuses values outside the spec lists', async () => {
    const { app } = await ready
    const admin = await createAdmin(app)
    await app.inject({
      method: 'PUT',
      url: '/api/paypal-settings',
      headers: { cookie: admin.cookie },
      payload: { ...settingsBody, enabled: false },
    })
    expect(await publicSettings(app)).toMatchObject({
      available: false,
      unavailableReason:
        'PayPal payments are currently unavailable. Please contact support for alternative payment methods.',
    })
    for (const bad of [
      { currency: 'JPY' },
      { mode: 'test' },
      { buttonStyles: { ...settingsBody.buttonStyles, color: 'red' } },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/paypal-settings',
        headers: { cookie: admin.cookie },
        payload: { ...settingsBody, ...bad },
      })
      expect(response.statusCode).toBe(400)
    }
    await app.inject({ method: 'POST', url: '/api/paypal-settings/reset', headers: { cookie: admin.cookie } })
  })

  it('authorization: the admin view, save and reset are admin-only; the public read is open', async () => {
    const { app } = await ready
    const member = await createUser(app)
    const other = await createUser(app, { role: 'Seller' })
    const routes: Array<['GET' | 'PUT' | 'POST', string, object | undefined]> = [
      ['GET', '/api/paypal-settings/admin', undefined],
      ['PUT', '/api/paypal-settings', settingsBody],
      ['POST', '/api/paypal-settings/reset', undefined],
    ]
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser | null, payload?: object) =>
      app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, member, payload)).statusCode, `${method} ${url}`).toBe(403)
      expect((await call(method, url, other, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await call('GET', '/api/paypal-settings', null)).statusCode).toBe(200)
    expect((await publicSettings(app)).mode).toBe('simulated')
  })
})

describe('under NODE_ENV=production', () => {
  const ready = createTestApp({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) })

  it('never runs simulated payments: the public view says unavailable and why, and simulate is refused', async () => {
    const { app } = await ready
    // The test database was seeded outside production, so it holds simulated mode: the worst case.
    const pub = await publicSettings(app)
    expect(pub).toMatchObject({ mode: 'simulated', available: false })
    expect(pub.unavailableReason).toMatch(/never active in production/)

    const user = await createUser(app)
    const order = await placePackageOrder(app, user, (await firstPackage(app)).id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(403)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    const pay = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: user.cookie },
    })
    expect(pay.statusCode).toBe(409)
  })

  it('refuses to save simulated mode, and the admin view says why', async () => {
    const { app } = await ready
    const admin = await createAdmin(app)
    const response = await app.inject({
      method: 'PUT',
      url: '/api/paypal-settings',
      headers: { cookie: admin.cookie },
      payload: { ...settingsBody, mode: 'simulated' },
    })
    expect(response.statusCode).toBe(400)
    const view = (
      await app.inject({
        method: 'GET',
        url: '/api/paypal-settings/admin',
        headers: { cookie: admin.cookie },
      })
    ).json<AdminPaymentSettings>()
    expect(view).toMatchObject({ production: true, available: false })
    expect(view.unavailableReason).toMatch(/never active in production/)
  })
})
