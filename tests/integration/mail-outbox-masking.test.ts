import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import type { OutboxMessage } from '#shared/admin/outbox.ts'
import { createAdmin, createUser, nextIp, type TestUser } from '../support/factories.ts'
import { resetLinkIn } from '../support/outbox.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { createTestApp } from '../support/test-app.ts'

const smtp = await startSmtpSink()
afterAll(() => smtp.close())
const withSmtp = await createTestApp({ SMTP_URL: smtp.url })
const withoutSmtp = await createTestApp()

const requestReset = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/new-password' },
    remoteAddress: nextIp(),
  })

/** The reset mail for `to` as the admin outbox API shows it. */
async function outboxMailTo(app: FastifyInstance, admin: TestUser, to: string): Promise<OutboxMessage> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/outbox?pageSize=50',
    headers: { cookie: admin.cookie },
  })
  expect(response.statusCode).toBe(200)
  const message = response.json<{ messages: OutboxMessage[] }>().messages.find((m) => m.to === to)
  if (!message) throw new Error(`no outbox mail to ${to}`)
  return message
}

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? ''

describe('password-reset links in the admin outbox', () => {
  it('masks the token once SMTP has delivered the mail; the recipient still gets a working link', async () => {
    const { app } = withSmtp
    const admin = await createAdmin(app)
    const user = await createUser(app)
    expect((await requestReset(app, user.email)).statusCode).toBe(200)

    const [delivered] = await smtp.waitFor(1)
    const link = resetLinkIn(delivered?.text ?? '')
    const token = tokenOf(link)
    expect(token.length).toBeGreaterThan(10)
    expect(delivered?.html).toContain(token)

    const copy = await outboxMailTo(app, admin, user.email)
    expect(copy.status).toBe('sent')
    expect(copy.text).not.toContain(token)
    expect(copy.html).not.toContain(token)
    expect(copy.text).toContain('/api/auth/reset-password/••••••••?callbackURL=')

    // The delivered link is the real one: it still leads to the new-password page with its token.
    const url = new URL(link)
    const follow = await app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(follow.statusCode).toBe(302)
    expect(new URL(follow.headers.location as string, url).searchParams.get('token')).toBe(token)
  })

  it('keeps the link readable while the mail waits in the outbox without SMTP', async () => {
    const { app } = withoutSmtp
    const admin = await createAdmin(app)
    const user = await createUser(app)
    expect((await requestReset(app, user.email)).statusCode).toBe(200)

    const copy = await outboxMailTo(app, admin, user.email)
    expect(copy.status).toBe('queued')
    const link = resetLinkIn(copy.text)
    expect(link).not.toContain('••')
    const url = new URL(link)
    const follow = await app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(new URL(follow.headers.location as string, url).searchParams.get('token')).toBe(tokenOf(link))
  })
})
