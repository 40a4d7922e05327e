import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { multipart } from '../support/photo-upload.ts'
import { createTestApp } from '../support/test-app.ts'

// What the cross-origin write check leaves alone (webhooks, reads), and the body types a write may
// carry: a plain HTML form cannot send JSON. Forged writes themselves are csrf.test.ts'.
const { app, config } = await createTestApp()
const appOrigin = new URL(config.appUrl).origin
const admin = await createAdmin(app)
const asAdmin = { cookie: admin.cookie }

const bannerTitle = async () =>
  (await app.inject({ method: 'GET', url: '/api/banner-section' })).json().data.mainTitle as string
const setBannerTitle = (mainTitle: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/banner-section',
    headers: asAdmin,
    payload: { ...contentDefaults['banner-section'], mainTitle },
  })

describe('what the check leaves alone', () => {
  it('lets PayPal’s webhook through with no Origin or a foreign one (its signature is its proof)', async () => {
    const transmission = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'T-1',
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
      'paypal-transmission-time': new Date().toISOString(),
    }
    for (const origin of [undefined, 'https://api.paypal.com']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/paypal',
        headers: { ...transmission, origin },
        payload: { id: 'WH-EVENT-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
      })
      // The webhook's own answer: this install has no webhook id, so the service refuses it.
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().error.message).toBe('PayPal webhooks are not configured')
    }
  })

  it('does not touch reads, whatever their origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...asAdmin, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ email: admin.email })
  })
})

describe('body types', () => {
  const fromOwnPage = { ...asAdmin, origin: appOrigin }

  it('refuses a text/plain body (what a plain HTML form can send) with 415, writing nothing', async () => {
    expect((await setBannerTitle('Kept by the operator')).statusCode).toBe(200)
    const json = JSON.stringify({ ...contentDefaults['banner-section'], mainTitle: 'Forged' })
    for (const [method, url] of [
      ['PUT', '/api/banner-section'],
      ['POST', '/api/banner-section/reset'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { ...fromOwnPage, 'content-type': 'text/plain' },
        payload: json,
      })
      expect(response.statusCode, response.body).toBe(415)
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This endpoint takes a JSON body (Content-Type: application/json), not text/plain.',
      })
    }
    expect(await bannerTitle()).toBe('Kept by the operator')
  })

  it('refuses a text/plain body on a route without a body, leaving the order pending', async () => {
    const buyer = await createUser(app)
    const order = await placePackageOrder(app, buyer, (await firstPackage(app)).id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: buyer.cookie, 'content-type': 'text/plain;charset=UTF-8' },
      payload: 'x=1',
    })
    expect(response.statusCode, response.body).toBe(415)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
  })

  it('refuses form-encoded, multipart and untyped bodies on a JSON route', async () => {
    const user = await createUser(app)
    const upload = multipart('name', 'x.txt', 'text/plain', Buffer.from('Renamed'))
    for (const [contentType, payload, sent] of [
      ['application/x-www-form-urlencoded', 'name=Renamed', 'application/x-www-form-urlencoded'],
      [upload.contentType, upload.payload, 'multipart/form-data'],
      [undefined, '{"name":"Renamed"}', 'a body without a Content-Type'],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { cookie: user.cookie, 'content-type': contentType },
        payload,
      })
      expect(response.statusCode, response.body).toBe(415)
      expect(response.json().error.message).toContain(`not ${sent}.`)
    }
    expect((await app.deps.db.select().from(users).where(eq(users.id, user.id)))[0]?.name).toBe(user.name)
  })

  it('refuses JSON on the upload route', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { cookie: user.cookie },
      payload: { image: 'data:image/png;base64,AAAA' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This endpoint takes an upload as multipart/form-data, not application/json.',
    })
  })

  it('takes a POST with no body at all where the route needs none', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/testimonials-section/toggle',
      headers: asAdmin,
    })
    expect(response.statusCode, response.body).toBe(200)
    const back = await app.inject({
      method: 'PATCH',
      url: '/api/testimonials-section/toggle',
      headers: asAdmin,
    })
    expect(back.json().data.isActive).toBe(!response.json().data.isActive)
  })
})
