import { describe, expect, it } from 'vitest'
import type { Me } from '#shared/users/me.ts'
import { holdTables } from '#tests/support/hold-tables.ts'
import { placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { sendWebhook, webhookEventId } from '../support/fake-paypal-webhooks.ts'
import { noisyPng } from '../support/image-fixtures.ts'
import { paypalShop } from '../support/paypal-shop.ts'
import { uploadPhoto } from '../support/photo-upload.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * GET /api/me answers from memory (decision 021). Each test first asks for /api/me, so the answer
 * is cached, then makes one kind of write through the API and asks again: the answer must be the
 * new one at once, never the copy kept from before.
 */
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '25',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})

const me = async (user: TestUser, on = app) => {
  const response = await on.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Me | null>()
}

describe('GET /api/me from memory', () => {
  it('answers a user seen within the last 30 s without reading their row', async () => {
    const ada = await createUser(app, { name: 'Ada', credits: 7 })
    const bob = await createUser(app, { name: 'Bob' })
    expect(await me(ada)).toMatchObject({ id: ada.id, name: 'Ada', creditBalance: 7 })
    // Bob's session is checked (and kept) first; only his /api/me has not been asked yet.
    const bobSession = await app.inject({
      method: 'GET',
      url: '/api/me/ledger',
      headers: { cookie: bob.cookie },
    })
    expect(bobSession.statusCode).toBe(200)

    const release = await holdTables(db, ['user'])
    let bobAnswered = false
    const bobAnswer = me(bob).finally(() => {
      bobAnswered = true
    })
    try {
      expect(await me(ada)).toMatchObject({ id: ada.id, creditBalance: 7 })
      expect(bobAnswered).toBe(false)
    } finally {
      await release()
    }
    expect(await bobAnswer).toMatchObject({ id: bob.id, name: 'Bob' })
  })

  it('answers the same JSON as before: every field, with its type', async () => {
    const user = await createUser(app, { name: 'Cleo', credits: 2 })
    const first = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
    const second = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
    // The security headers every answer carries, set here without helmet's per-request middleware.
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")
    expect(second.body).toBe(first.body)
    expect(second.json()).toEqual({
      id: user.id,
      name: 'Cleo',
      email: user.email,
      role: 'member',
      membership: 'free',
      membershipEndsAt: null,
      creditBalance: 2,
      profileUrl: null,
      aboutMe: null,
      address: null,
      phone: null,
      city: null,
      country: null,
    })
  })

  it('answers null, not an error, to a signed-out visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBeNull()
  })
})

describe('the balance /api/me shows right after each kind of write', () => {
  it('a generation spends one credit per image', async () => {
    const user = await createUser(app, { credits: 5 })
    expect((await me(user))?.creditBalance).toBe(5)
    const generated = await app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      headers: { cookie: user.cookie },
      payload: {
        category: 'Gaming',
        prompt: 'A gamer shocked by a boss fight',
        textOverlay: { title: 'I Beat The Final Boss', subtitle: '' },
        variants: 2,
      },
    })
    // Spent on acceptance: the 202's balance and /api/me agree at once.
    expect(generated.statusCode, generated.body).toBe(202)
    expect(generated.json().balance).toBe(3)
    expect((await me(user))?.creditBalance).toBe(3)
  })

  it('a generation refused for a short balance leaves it as it was', async () => {
    const user = await createUser(app, { credits: 1 })
    expect((await me(user))?.creditBalance).toBe(1)
    const refused = await app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      headers: { cookie: user.cookie },
      payload: { category: 'Gaming', prompt: 'Two of them', textOverlay: { title: 'Two' }, variants: 2 },
    })
    expect(refused.statusCode).toBe(402)
    expect((await me(user))?.creditBalance).toBe(1)
  })

  it('a purchase grants its credits and premium membership', async () => {
    const user = await createUser(app, { credits: 0 })
    expect(await me(user)).toMatchObject({ creditBalance: 0, membership: 'free', membershipEndsAt: null })
    const packages = (await app.inject({ method: 'GET', url: '/api/packages' })).json<
      { id: string; credit: number }[]
    >()
    const pkg = packages[0]
    if (!pkg) throw new Error('no packages seeded')
    const order = await placePackageOrder(app, user, pkg.id)
    const paid = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: user.cookie },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const after = await me(user)
    expect(after).toMatchObject({ creditBalance: pkg.credit, membership: 'premium' })
    expect(after?.membershipEndsAt).not.toBeNull()
  })

  it('an admin’s credit adjustment, role and membership edit', async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app, { name: 'Dora', credits: 3 })
    expect(await me(user)).toMatchObject({ creditBalance: 3, role: 'member', membership: 'free' })
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Dora M.', role: 'moderator', membership: 'basic', credits: 10, expectedCredits: 3 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await me(user)).toMatchObject({
      name: 'Dora M.',
      role: 'moderator',
      membership: 'basic',
      creditBalance: 10,
    })
  })

  it('an admin refunding a reported generation gives its credit back', async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app, { credits: 2 })
    const generation = await createGeneration(db, user.id)
    const ticket = await openTicket(app, user, { generationId: generation.id })
    expect((await me(user))?.creditBalance).toBe(1)
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/support-tickets/${ticket.id}/refund`,
      headers: { cookie: admin.cookie },
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect((await me(user))?.creditBalance).toBe(2)
  })
})

describe('the profile /api/me shows right after it is saved', () => {
  it('the profile form', async () => {
    const user = await createUser(app, { name: 'Eve' })
    expect(await me(user)).toMatchObject({ name: 'Eve', city: null })
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      payload: { name: 'Eve Stone', aboutMe: 'Drawing', address: '', phone: '', city: 'Lyon', country: '' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await me(user)).toMatchObject({ name: 'Eve Stone', aboutMe: 'Drawing', city: 'Lyon' })
  })

  it('a new photo, then its removal', async () => {
    const user = await createUser(app)
    expect((await me(user))?.profileUrl).toBeNull()
    const uploaded = await uploadPhoto(app, user, await noisyPng(600, 600))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const url = uploaded.json<{ profileUrl: string }>().profileUrl
    expect((await me(user))?.profileUrl).toBe(url)
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/me/photo',
      headers: { cookie: user.cookie },
    })
    expect(removed.statusCode).toBe(200)
    expect((await me(user))?.profileUrl).toBeNull()
  })
})

describe('the account /api/me shows once it ends', () => {
  it('a deleted account answers null', async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app)
    expect((await me(user))?.id).toBe(user.id)
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    expect(await me(user)).toBeNull()
  })

  it('a signed-out session answers null', async () => {
    const user = await createUser(app)
    expect((await me(user))?.id).toBe(user.id)
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    })
    expect(out.statusCode).toBe(200)
    expect(await me(user)).toBeNull()
  })
})

describe('PayPal’s webhooks, on a shop set up for PayPal', () => {
  it('a capture completed by webhook grants the credits, and its refund takes them back', async () => {
    const shop = await paypalShop()
    const user = await createUser(shop.app, { credits: 0 })
    const order = await placePackageOrder(shop.app, user, shop.pkg.id)
    const started = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: user.cookie },
    })
    const captured = shop.fake.captureOutOfBand(started.json<{ paypalOrderId: string }>().paypalOrderId)
    expect(await me(user, shop.app)).toMatchObject({ creditBalance: 0, membership: 'free' })

    const completed = await sendWebhook(shop.app, shop.fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: captured,
    })
    expect(completed.json().outcome).toBe('processed')
    expect(await me(user, shop.app)).toMatchObject({ creditBalance: shop.pkg.credit, membership: 'premium' })

    const refunded = await sendWebhook(shop.app, shop.fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: `REFUND-${order.orderId}`,
        status: 'COMPLETED',
        amount: captured.amount,
        custom_id: order.orderId,
        invoice_id: order.paymentId,
        links: [{ href: `${shop.fake.url}/v2/payments/captures/${captured.id}`, rel: 'up', method: 'GET' }],
      },
    })
    expect(refunded.json().outcome).toBe('processed')
    expect(await me(user, shop.app)).toMatchObject({ creditBalance: 0, membership: 'free' })
  })
})
