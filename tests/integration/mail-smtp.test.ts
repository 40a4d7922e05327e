import { afterAll, describe, expect, it } from 'vitest'
import { createUser, nextIp } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { createTestApp } from '../support/test-app.ts'

const smtp = await startSmtpSink()
afterAll(() => smtp.close())
const { app, db } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Thumbforge <hello@thumbforge.test>',
})

describe('mail over real SMTP', () => {
  it('delivers the password-reset e-mail to the account holder and records it as sent', async () => {
    const user = await createUser(app, { name: 'Dana' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/new-password' },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)

    const [mail] = await smtp.waitFor(1)
    expect(mail?.to).toMatchObject({ value: [{ address: user.email }] })
    expect(mail?.from?.text).toContain('hello@thumbforge.test')
    expect(mail?.subject).toBe('Reset your Thumbforge password')
    expect(mail?.text).toContain('Hi Dana,')
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+\?callbackURL=/)

    expect(await lastMailTo(db, user.email)).toMatchObject({ status: 'sent' })
  })
})
