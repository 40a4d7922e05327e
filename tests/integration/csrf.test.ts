import type { OutgoingHttpHeaders } from 'node:http'
import { count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema.ts'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, nextIp } from '../support/factories.ts'
import { multipart, pngOfSize } from '../support/photo-upload.ts'
import { createTestApp } from '../support/test-app.ts'

// Forged writes as a hostile page can send them: the session cookie rides along (same-site), but
// the browser names the page's origin. `origin: undefined` sends no Origin at all.
const { app, config } = await createTestApp()
const appOrigin = new URL(config.appUrl).origin
const admin = await createAdmin(app)
const asAdmin = { cookie: admin.cookie }

const forged: [string, OutgoingHttpHeaders][] = [
  ['a cross-site Origin', { origin: 'https://evil.example' }],
  ['another port of the same host', { origin: 'http://localhost:3212' }],
  ['Origin: null', { origin: 'null' }],
  [
    'a foreign Origin that claims Sec-Fetch-Site: same-origin',
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
  ],
  ['no Origin and Sec-Fetch-Site: cross-site', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
  ['no Origin and Sec-Fetch-Site: same-site', { origin: undefined, 'sec-fetch-site': 'same-site' }],
  ['no Origin and Sec-Fetch-Site: none', { origin: undefined, 'sec-fetch-site': 'none' }],
  ['neither header', { origin: undefined }],
]

const ownPage: [string, OutgoingHttpHeaders][] = [
  ['its own Origin', { origin: appOrigin }],
  ['no Origin but Sec-Fetch-Site: same-origin', { origin: undefined, 'sec-fetch-site': 'same-origin' }],
]

type Send = (headers: OutgoingHttpHeaders) => Promise<LightMyRequestResponse>

/** One kind of write: `arrange` sets up a fresh target; `state` reads back what the write changes. */
interface WriteCase {
  name: string
  arrange: () => Promise<{ send: Send; state: () => Promise<unknown> }>
}

const bannerTitle = async () =>
  (await app.inject({ method: 'GET', url: '/api/banner-section' })).json().data.mainTitle as string
const paypalMode = async () =>
  (await app.inject({ method: 'GET', url: '/api/paypal-settings' })).json().mode as string
const setBannerTitle = (mainTitle: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/banner-section',
    headers: asAdmin,
    payload: { ...contentDefaults['banner-section'], mainTitle },
  })
const sandboxSettings = {
  enabled: true,
  mode: 'sandbox',
  clientId: 'AZclient-id-from-paypal',
  clientSecret: 'EFsecret-value-0123456789',
  currency: 'USD',
  buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'pay' },
  webhookId: '',
}
const putPaypal = (headers: OutgoingHttpHeaders) =>
  app.inject({
    method: 'PUT',
    url: '/api/paypal-settings',
    headers: { ...asAdmin, ...headers },
    payload: sandboxSettings,
  })
const resetPaypal = (headers: OutgoingHttpHeaders) =>
  app.inject({ method: 'POST', url: '/api/paypal-settings/reset', headers: { ...asAdmin, ...headers } })

let stamp = 0
const bannerWrite: WriteCase = {
  name: "an admin's JSON write (PUT /api/banner-section)",
  arrange: async () => {
    stamp++
    return {
      send: (headers) =>
        app.inject({
          method: 'PUT',
          url: '/api/banner-section',
          headers: { ...asAdmin, ...headers },
          payload: { ...contentDefaults['banner-section'], mainTitle: `Retitled ${stamp}` },
        }),
      state: bannerTitle,
    }
  },
}

const cases: WriteCase[] = [
  {
    name: "a user's JSON write (PUT /api/me/profile)",
    arrange: async () => {
      const user = await createUser(app)
      return {
        send: (headers) =>
          app.inject({
            method: 'PUT',
            url: '/api/me/profile',
            headers: { cookie: user.cookie, ...headers },
            payload: {
              name: 'Renamed By Someone',
              aboutMe: '',
              address: '',
              phone: '',
              city: '',
              country: '',
            },
          }),
        state: async () => (await app.deps.db.select().from(users).where(eq(users.id, user.id)))[0]?.name,
      }
    },
  },
  bannerWrite,
  {
    name: 'a multipart upload (POST /api/me/photo)',
    arrange: async () => {
      const user = await createUser(app)
      const body = multipart('image', 'me.png', 'image/png', await pngOfSize(2000))
      return {
        send: (headers) =>
          app.inject({
            method: 'POST',
            url: '/api/me/photo',
            headers: { cookie: user.cookie, 'content-type': body.contentType, ...headers },
            payload: body.payload,
          }),
        state: async () => (await app.deps.db.select().from(users).where(eq(users.id, user.id)))[0]?.image,
      }
    },
  },
  {
    name: "better-auth's sign-in (POST /api/auth/sign-in/email)",
    arrange: async () => {
      const user = await createUser(app)
      return {
        send: (headers) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            headers,
            remoteAddress: nextIp(),
            payload: { email: user.email, password: user.password },
          }),
        state: async () =>
          (await app.deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)))[0]?.n,
      }
    },
  },
  {
    name: 'a simulated payment approval (POST /api/orders/{id}/simulate)',
    arrange: async () => {
      expect((await resetPaypal({})).statusCode).toBe(200)
      const buyer = await createUser(app)
      const order = await placePackageOrder(app, buyer, (await firstPackage(app)).id)
      return {
        send: (headers) =>
          app.inject({
            method: 'POST',
            url: `/api/orders/${order.orderId}/simulate`,
            headers: { cookie: buyer.cookie, ...headers },
          }),
        state: async () => (await orderRow(app, order.orderId)).paymentStatus,
      }
    },
  },
  {
    name: 'a CMS reset with no body (POST /api/banner-section/reset)',
    arrange: async () => {
      expect((await setBannerTitle('Set by the operator')).statusCode).toBe(200)
      return {
        send: (headers) =>
          app.inject({
            method: 'POST',
            url: '/api/banner-section/reset',
            headers: { ...asAdmin, ...headers },
          }),
        state: bannerTitle,
      }
    },
  },
  {
    name: 'saving the PayPal settings (PUT /api/paypal-settings)',
    arrange: async () => {
      expect((await resetPaypal({})).statusCode).toBe(200)
      return { send: putPaypal, state: paypalMode }
    },
  },
  {
    name: 'resetting the PayPal settings (POST /api/paypal-settings/reset)',
    arrange: async () => {
      expect((await putPaypal({})).statusCode).toBe(200)
      return { send: resetPaypal, state: paypalMode }
    },
  },
]

describe('a state-changing request from anywhere but the app’s own pages', () => {
  for (const { name, arrange } of cases) {
    it(`is refused with 403 and changes nothing: ${name}`, async () => {
      const { send, state } = await arrange()
      const before = await state()
      for (const [label, headers] of forged) {
        const response = await send(headers)
        expect(response.statusCode, `${label}: ${response.body}`).toBe(403)
        expect(response.json().error.code, label).toBe('FORBIDDEN')
        expect(response.json().error.message, label).toMatch(/^Cross-origin write refused: /)
      }
      expect(await state()).toEqual(before)
    })

    it(`is accepted from its own page, by Origin or by Sec-Fetch-Site: ${name}`, async () => {
      for (const [label, headers] of ownPage) {
        const { send, state } = await arrange()
        const before = await state()
        const response = await send(headers)
        expect(response.statusCode, `${label}: ${response.body}`).toBe(200)
        expect(await state(), label).not.toEqual(before)
      }
    })
  }

  it('names the origin it refused and the one it wants, with the usual security headers', async () => {
    const { send } = await bannerWrite.arrange()
    const refused = await send({ origin: 'http://localhost:3212' })
    // Still behind helmet: a refusal keeps the headers every other answer has.
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(refused.json().error.message).toBe(
      `Cross-origin write refused: the request comes from http://localhost:3212, and writes are accepted only from ${appOrigin}.`,
    )
    expect((await send({ origin: undefined })).json().error.message).toContain(
      `send an Origin header of ${appOrigin}`,
    )
  })

  it('accepts the Vite dev server’s origin outside production', async () => {
    const { send, state } = await bannerWrite.arrange()
    expect((await send({ origin: 'http://localhost:5173' })).statusCode).toBe(200)
    expect(await state()).toMatch(/^Retitled /)
  })
})
