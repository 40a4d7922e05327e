import { afterAll, describe, expect, it } from 'vitest'
import { writeBackupRecord } from '#server/lib/backup-record.ts'
import type { SetupCheck, SetupItemId } from '#shared/admin/setup-checklist.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { startFakeGoogle } from '../support/fake-google-oauth.ts'
import { configurePaypal, startFakePaypal } from '../support/fake-paypal.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 29 item 8: each item is ticked by the server's own check, against real HTTP fakes.
const paypal = await startFakePaypal()
const gemini = await startFakeGemini()
const google = await startFakeGoogle()
const smtp = await startSmtpSink()
afterAll(async () => {
  await Promise.all([paypal.close(), gemini.close(), google.close()])
  smtp.close()
})

/** A shop on its public address with SMTP, PayPal and Gemini pointed at the fakes. */
const shop = await createTestApp({
  APP_URL: 'https://thumbs.example.test',
  SMTP_URL: smtp.url,
  PAYPAL_API_BASE_URL: paypal.url,
  GEMINI_API_BASE_URL: gemini.url,
})
const admin = await createAdmin(shop.app)
/** A fresh local install: http on localhost, no SMTP. */
const local = await createTestApp()
const localAdmin = await createAdmin(local.app)

const as = (
  app: typeof shop.app,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })
const check = async (id: SetupItemId, app = shop.app, user = admin) => {
  const response = await as(app, user, 'GET', `/api/admin/setup-checklist/${id}?fresh=1`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SetupCheck>()
}

describe('who may see the setup checklist', () => {
  it('answers anonymous 401, a member and another member 403, an admin 200', async () => {
    const member = await createUser(shop.app)
    const otherMember = await createUser(shop.app)
    for (const [user, status] of [
      [null, 401],
      [member, 403],
      [otherMember, 403],
      [admin, 200],
    ] as const) {
      expect((await as(shop.app, user, 'GET', '/api/admin/setup-checklist/app-url')).statusCode).toBe(status)
    }
    for (const [user, status] of [
      [null, 401],
      [member, 403],
      [otherMember, 403],
    ] as const) {
      expect((await as(shop.app, user, 'POST', '/api/admin/setup-checklist/test-mail', {})).statusCode).toBe(
        status,
      )
    }
    expect(smtp.received).toHaveLength(0)
  })

  it('answers 400 for an item it does not know', async () => {
    expect((await as(shop.app, admin, 'GET', '/api/admin/setup-checklist/coffee')).statusCode).toBe(400)
  })
})

describe('the checks', () => {
  it('public address: https on a public host passes; http on localhost does not', async () => {
    expect(await check('app-url')).toMatchObject({
      done: true,
      detail: 'The shop answers at https://thumbs.example.test.',
    })
    const fresh = await check('app-url', local.app, localAdmin)
    expect(fresh.done).toBe(false)
    expect(fresh.detail).toContain("set it to the shop's public https:// address")
  })

  it('PayPal: sandbox is not live, wrong live credentials fail the token call, right ones pass', async () => {
    await configurePaypal(shop.app, admin, paypal, { mode: 'sandbox' })
    expect(await check('paypal-live')).toMatchObject({
      done: false,
      detail: expect.stringContaining('sandbox mode'),
    })
    await configurePaypal(shop.app, admin, paypal, { mode: 'live', clientSecret: 'not-the-secret' })
    expect(await check('paypal-live')).toMatchObject({
      done: false,
      detail: 'PayPal refused the live client ID and secret (401 invalid_client).',
    })
    const tokenCalls = () => paypal.calls.filter((call) => call.path === '/v1/oauth2/token').length
    const before = tokenCalls()
    await configurePaypal(shop.app, admin, paypal, { mode: 'live' })
    expect(await check('paypal-live')).toMatchObject({ done: true })
    expect(tokenCalls()).toBe(before + 1)
  })

  it('webhook: missing fails and names the URL to register; set in live mode passes', async () => {
    await configurePaypal(shop.app, admin, paypal, { mode: 'live', webhookId: '' })
    expect((await check('paypal-webhook')).detail).toContain(
      'https://thumbs.example.test/api/webhooks/paypal',
    )
    await configurePaypal(shop.app, admin, paypal, { mode: 'live' })
    expect(await check('paypal-webhook')).toMatchObject({ done: true })
  })

  it('Gemini: no key fails, a key Google refuses fails, a working key passes', async () => {
    expect(await check('gemini-key')).toMatchObject({
      done: false,
      detail: expect.stringContaining('No active Gemini key'),
    })
    const bad = 'AIzaSETUPbadKEYbadKEYbadKEYbadKEY000001'
    const good = 'AIzaSETUPgoodKEYgoodKEYgoodKEYgood00002'
    // Saved while good, refused by Google afterwards (revoked): the checklist's own call finds it.
    await as(shop.app, admin, 'POST', '/api/gemini-keys', { name: 'Revoked', key: bad, isActive: true })
    gemini.rejectKey(bad)
    const failing = await check('gemini-key')
    expect(failing.done).toBe(false)
    expect(failing.detail).toContain('Revoked: API Error: 400')
    await as(shop.app, admin, 'POST', '/api/gemini-keys', { name: 'Main', key: good, isActive: true })
    expect(await check('gemini-key')).toMatchObject({ done: true, detail: expect.stringContaining('Main (') })
  })

  it('SMTP: unset fails and refuses a test mail; set, it passes once a test mail was delivered', async () => {
    expect((await check('smtp', local.app, localAdmin)).detail).toContain('SMTP_URL is not set')
    const refused = await as(local.app, localAdmin, 'POST', '/api/admin/setup-checklist/test-mail', {})
    expect(refused.statusCode).toBe(409)

    expect(await check('smtp')).toMatchObject({
      done: false,
      detail: 'SMTP is set; send a test mail to prove it delivers.',
    })
    const sent = await as(shop.app, admin, 'POST', '/api/admin/setup-checklist/test-mail', {})
    expect(sent.statusCode, sent.body).toBe(200)
    const [mail] = await smtp.waitFor(1)
    expect(mail?.subject).toBe('Thumbforge test mail')
    expect(mail?.to).toMatchObject({ value: [{ address: admin.email }] })
    const passed = await as(shop.app, admin, 'GET', '/api/admin/setup-checklist/smtp')
    expect(passed.json<SetupCheck>()).toMatchObject({
      done: true,
      detail: expect.stringContaining(admin.email),
    })
  })

  it('backup: none and an old one fail; a recent one passes', async () => {
    expect((await check('backup')).detail).toContain('No backup recorded yet')
    writeBackupRecord(shop.config.dataDir, '/srv/backups/one', new Date(Date.now() - 8 * 86_400_000))
    expect((await check('backup')).detail).toContain('is over 7 days old')
    writeBackupRecord(shop.config.dataDir, '/srv/backups/two')
    expect(await check('backup')).toMatchObject({
      done: true,
      detail: expect.stringContaining('/srv/backups/two'),
    })
  })

  it('Google OAuth client: missing fails, entered passes', async () => {
    expect((await check('google-client')).done).toBe(false)
    await as(shop.app, admin, 'PUT', '/api/admin/google-client', {
      clientId: google.clientId,
      clientSecret: google.clientSecret,
    })
    expect(await check('google-client')).toMatchObject({ done: true })
  })

  it('keeps a result a minute, so opening the dashboard again makes no new PayPal call', async () => {
    await check('paypal-live')
    const calls = paypal.calls.length
    const cached = await as(shop.app, admin, 'GET', '/api/admin/setup-checklist/paypal-live')
    expect(cached.json<SetupCheck>().done).toBe(true)
    expect(paypal.calls.length).toBe(calls)
  })
})
