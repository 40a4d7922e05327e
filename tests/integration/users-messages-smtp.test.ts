import { afterAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { createTestApp } from '../support/test-app.ts'

const smtp = await startSmtpSink()
afterAll(() => smtp.close())
const { app, db } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Thumbforge <hello@thumbforge.test>',
})

describe('an admin messages a user from a template over real SMTP', () => {
  it('delivers to the user with the subject and their name filled in', async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app, { name: 'Dana Scully' })
    const headers = { cookie: admin.cookie }
    const template = (
      await app.inject({
        method: 'POST',
        url: '/api/email-templates',
        headers,
        payload: {
          templateName: 'Credits added',
          subject: 'Good news, {{name}}',
          body: '<p>Hi {{name}}, we added <b>10 credits</b>.</p>',
        },
      })
    ).json()

    const response = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers,
      payload: {
        toEmail: user.email,
        subject: template.subject,
        messageBody: template.body,
        templateId: template.id,
      },
    })
    expect(response.statusCode).toBe(201)

    const [mail] = await smtp.waitFor(1)
    expect(mail?.to).toMatchObject({ value: [{ address: user.email }] })
    expect(mail?.from?.text).toContain('hello@thumbforge.test')
    expect(mail?.subject).toBe('Good news, Dana Scully')
    expect(mail?.html).toContain('<p>Hi Dana Scully, we added <b>10 credits</b>.</p>')
    expect(mail?.text).toContain('Hi Dana Scully, we added 10 credits.')
    expect(await lastMailTo(db, user.email)).toMatchObject({ status: 'sent' })
  })

  it('answers 502 with the spec’s message and logs nothing when delivery fails', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const { app } = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const admin = await createAdmin(app)
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: admin.cookie },
      payload: { toEmail: user.email, subject: 'Hello', messageBody: '<p>Hi</p>' },
    })
    expect(response.statusCode).toBe(502)
    expect(response.json().error).toEqual({ code: 'PROVIDER_ERROR', message: 'Failed to send message.' })
    const log = await app.inject({
      method: 'GET',
      url: `/api/messages?to=${encodeURIComponent(user.email)}`,
      headers: { cookie: admin.cookie },
    })
    expect(log.json().total).toBe(0)
  })
})
