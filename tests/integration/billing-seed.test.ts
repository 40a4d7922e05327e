import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { paymentSettings } from '#server/db/schema.ts'
import { seedDefaults } from '#server/seed.ts'
import type { AdminPaymentSettings, PublicPaymentSettings } from '#shared/billing/payments.ts'
import { firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

const database = await cloneTestDatabase()
afterAll(() => database.close())

/** Seeds the payment settings as a fresh install does, for the given server address and mode. */
async function freshInstall(config: { isProduction: boolean; appUrl: string }) {
  await database.db.delete(paymentSettings)
  await seedDefaults(database.db, config)
  const [row] = await database.db.select().from(paymentSettings).where(eq(paymentSettings.id, 'default'))
  return row
}

describe('the seed (a fresh install)', () => {
  it('turns simulated payments on when APP_URL is this machine', async () => {
    for (const appUrl of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(await freshInstall({ isProduction: false, appUrl })).toMatchObject({
        enabled: true,
        mode: 'simulated',
      })
    }
  })

  it('starts a public server disabled, in sandbox mode, with no credentials', async () => {
    expect(await freshInstall({ isProduction: false, appUrl: 'https://shop.example.com' })).toMatchObject({
      enabled: false,
      mode: 'sandbox',
      clientId: '',
      clientSecretEncrypted: null,
      currency: 'USD',
    })
  })

  it('starts production disabled, in sandbox mode, even on localhost', async () => {
    expect(await freshInstall({ isProduction: true, appUrl: 'https://shop.example.com' })).toMatchObject({
      enabled: false,
      mode: 'sandbox',
    })
    expect(await freshInstall({ isProduction: true, appUrl: 'http://localhost:3000' })).toMatchObject({
      enabled: false,
      mode: 'sandbox',
    })
  })

  it('never overwrites what the operator saved', async () => {
    await freshInstall({ isProduction: false, appUrl: 'https://shop.example.com' })
    await database.db.update(paymentSettings).set({ enabled: true, currency: 'EUR' })
    await seedDefaults(database.db, { isProduction: false, appUrl: 'http://localhost:3000' })
    const [row] = await database.db.select().from(paymentSettings)
    expect(row).toMatchObject({ enabled: true, mode: 'sandbox', currency: 'EUR' })
  })
})

describe('a server at a public address, NODE_ENV unset', () => {
  const ready = createTestApp({ APP_URL: 'https://shop.example.com', NODE_ENV: 'development' })

  it('Reset to Default follows the same rule as the seed: disabled, sandbox, and Simulate is refused', async () => {
    const { app } = await ready
    const admin = await createAdmin(app)
    const reset = await app.inject({
      method: 'POST',
      url: '/api/paypal-settings/reset',
      headers: { cookie: admin.cookie },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(reset.json<AdminPaymentSettings>()).toMatchObject({ enabled: false, mode: 'sandbox' })
    const pub = (
      await app.inject({ method: 'GET', url: '/api/paypal-settings' })
    ).json<PublicPaymentSettings>()
    expect(pub).toMatchObject({ enabled: false, mode: 'sandbox', available: false })

    const user = await createUser(app)
    const order = await placePackageOrder(app, user, (await firstPackage(app)).id)
    const simulate = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: user.cookie },
    })
    expect(simulate.statusCode).toBe(403)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
  })
})
