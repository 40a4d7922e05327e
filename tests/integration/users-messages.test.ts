import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messageLog } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()
const admin = await createAdmin(app)

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  user: TestUser = admin,
) => app.inject({ method, url, headers: { cookie: user.cookie }, payload })

describe('/api/email-templates', () => {
  it('creates, lists by name, edits and deletes a template', async () => {
    const created = await call('POST', '/api/email-templates', {
      templateName: 'Welcome',
      subject: 'Welcome, {{name}}',
      body: '<p>Hi {{name}}, <b>thanks</b> for joining.</p>',
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    await call('POST', '/api/email-templates', { templateName: 'Apology', subject: 's', body: 'b' })

    const list = (await call('GET', '/api/email-templates')).json()
    expect(list.map((t: { templateName: string }) => t.templateName)).toEqual(['Apology', 'Welcome'])

    const edited = await call('PUT', `/api/email-templates/${id}`, {
      templateName: 'Welcome aboard',
      subject: 'Hello {{name}}',
      body: '<p>Hello {{name}}</p>',
    })
    expect(edited.json()).toMatchObject({ id, templateName: 'Welcome aboard', subject: 'Hello {{name}}' })

    expect((await call('DELETE', `/api/email-templates/${id}`)).json()).toEqual({ deleted: true })
    expect((await call('DELETE', `/api/email-templates/${id}`)).statusCode).toBe(404)
    expect(
      (await call('PUT', `/api/email-templates/${id}`, { templateName: 'x', subject: 'y', body: 'z' }))
        .statusCode,
    ).toBe(404)
  })

  it('sanitizes the body on write', async () => {
    const created = await call('POST', '/api/email-templates', {
      templateName: 'Sneaky',
      subject: 'Hi',
      body: '<p onclick="steal()">Hi {{name}}</p><script>alert(1)</script><a href="javascript:x">x</a>',
    })
    expect(created.json().body).toBe('<p>Hi {{name}}</p><a>x</a>')
  })

  it('requires a name, a subject and a body, with the form’s messages', async () => {
    const response = await call('POST', '/api/email-templates', { templateName: ' ', subject: '', body: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues).toEqual([
      { path: 'templateName', message: 'Template name is required' },
      { path: 'subject', message: 'Subject is required' },
      { path: 'body', message: 'Message body is required' },
    ])
    expect(
      (await call('PUT', '/api/email-templates/not-a-uuid', { templateName: 'a', subject: 'b', body: 'c' }))
        .statusCode,
    ).toBe(400)
  })
})

describe('POST /api/messages and GET /api/messages?to=', () => {
  it('fills in {{name}}, sanitizes the body, sends it and logs it', async () => {
    const user = await createUser(app, { name: 'Tom <b>&</b> Jerry' })
    const template = (
      await call('POST', '/api/email-templates', {
        templateName: 'Nudge',
        subject: 'Hey {{name}}',
        body: '<p>x</p>',
      })
    ).json()
    const response = await call('POST', '/api/messages', {
      toEmail: user.email.toUpperCase(),
      subject: 'Hey {{name}}',
      messageBody: '<p>Dear {{name}},</p><img src=x onerror=alert(1)><p>See you.</p>',
      templateId: template.id,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ toEmail: user.email, subject: 'Hey Tom <b>&</b> Jerry' })

    const mail = await lastMailTo(db, user.email)
    expect(mail).toMatchObject({ subject: 'Hey Tom <b>&</b> Jerry', status: 'queued' })
    expect(mail?.html).toBe('<p>Dear Tom &lt;b&gt;&amp;&lt;/b&gt; Jerry,</p><p>See you.</p>')
    expect(mail?.text).toContain('Dear Tom <b>&</b> Jerry,')

    const [logged] = await db.select().from(messageLog).where(eq(messageLog.toEmail, user.email))
    expect(logged).toMatchObject({ toUserId: user.id, templateName: 'Nudge', sentBy: admin.id })
  })

  it('answers 404 for an address that is not a user, and for an unknown template', async () => {
    const nobody = await call('POST', '/api/messages', {
      toEmail: 'nobody@example.test',
      subject: 's',
      messageBody: 'b',
    })
    expect(nobody.statusCode).toBe(404)
    const user = await createUser(app)
    const noTemplate = await call('POST', '/api/messages', {
      toEmail: user.email,
      subject: 's',
      messageBody: 'b',
      templateId: '00000000-0000-4000-8000-000000000000',
    })
    expect(noTemplate.statusCode).toBe(404)
    expect(await lastMailTo(db, user.email)).toBeUndefined()
  })

  it('refuses an empty subject or a body that is empty once sanitized', async () => {
    const user = await createUser(app)
    expect(
      (await call('POST', '/api/messages', { toEmail: user.email, subject: ' ', messageBody: 'b' }))
        .statusCode,
    ).toBe(400)
    const onlyScript = await call('POST', '/api/messages', {
      toEmail: user.email,
      subject: 's',
      messageBody: '<script>alert(1)</script>',
    })
    expect(onlyScript.statusCode).toBe(400)
    expect(onlyScript.json().error.message).toBe('Message body is required')
    expect(
      (await call('POST', '/api/messages', { toEmail: 'not-an-email', subject: 's', messageBody: 'b' }))
        .statusCode,
    ).toBe(400)
  })

  it('lists the log for one address, newest first, 5 per page', async () => {
    const user = await createUser(app)
    const other = await createUser(app)
    for (let i = 1; i <= 7; i++) {
      await call('POST', '/api/messages', {
        toEmail: user.email,
        subject: `Note ${i}`,
        messageBody: `<p>${i}</p>`,
      })
    }
    await call('POST', '/api/messages', { toEmail: other.email, subject: 'Not yours', messageBody: 'x' })

    const first = (await call('GET', `/api/messages?to=${encodeURIComponent(user.email)}`)).json()
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 5 })
    expect(first.entries.map((e: { subject: string }) => e.subject)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
    ])
    expect(first.entries[0]).toMatchObject({ templateName: null })
    const second = (await call('GET', `/api/messages?to=${encodeURIComponent(user.email)}&page=2`)).json()
    expect(second.entries.map((e: { subject: string }) => e.subject)).toEqual(['Note 2', 'Note 1'])
    expect((await call('GET', '/api/messages')).statusCode).toBe(400)
  })
})
