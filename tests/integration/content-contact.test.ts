import { desc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages, mailOutbox } from '#server/db/schema.ts'
import { createAdmin, createUser, nextIp } from '../support/factories.ts'
import { lastMailTo } from '../support/outbox.ts'
import { createTestApp } from '../support/test-app.ts'

const message = {
  name: 'Visitor Vera',
  email: 'vera@example.test',
  subject: 'Bulk credits',
  phone: '+1 555 0100',
  message: 'Do you sell 1,000 credits at once?',
}

const { app, db } = await createTestApp()
await createUser(app)
const firstAdmin = await createAdmin(app)
await createAdmin(app)
// A second install whose operator set CONTACT_EMAIL.
const configured = await createTestApp({ CONTACT_EMAIL: 'inbox@shop.example' })
await createAdmin(configured.app)

describe('POST /api/contact-messages (operator = first admin)', () => {
  const send = (payload: unknown, ip = nextIp(), cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: payload as object,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    })

  it('stores the message and e-mails it to the first admin; anyone may send', async () => {
    const response = await send(message)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ success: true, message: 'Message Sent Successfully!' })

    const [stored] = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1)
    expect(stored).toMatchObject(message)

    const mail = await lastMailTo(db, firstAdmin.email)
    expect(mail?.subject).toBe('Contact form: Bulk credits')
    for (const part of [message.name, message.email, message.phone, message.message]) {
      expect(mail?.text).toContain(part)
    }
  })

  it('a signed-in user may send too', async () => {
    const user = await createUser(app)
    expect((await send({ ...message, subject: 'From a user' }, nextIp(), user.cookie)).statusCode).toBe(201)
  })

  it('requires all five fields, with the spec’s hints word for word, and stores nothing', async () => {
    const [before] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1)
    const response = await send({ name: ' ', email: '', subject: '', phone: '', message: '' })
    expect(response.statusCode).toBe(400)
    const issues = Object.fromEntries(
      (response.json().error.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    )
    expect(issues).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      subject: 'Please enter your subjects',
      phone: 'Please enter your phone number',
      message: 'Please enter your message',
    })
    const [after] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1)
    expect(after?.id).toBe(before?.id)
  })

  it('rejects an address that is not an e-mail', async () => {
    const response = await send({ ...message, email: 'not-an-email' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0]).toEqual({
      path: 'email',
      message: 'Please enter a valid email address.',
    })
  })

  it('is rate-limited per client address: the sixth message in an hour gets 429, another address is fine', async () => {
    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await send(message, ip)).statusCode).toBe(201)
    const limited = await send(message, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect((await send(message, nextIp())).statusCode).toBe(201)
  })
})

describe('POST /api/contact-messages with CONTACT_EMAIL set', () => {
  it('e-mails the configured address instead of the first admin', async () => {
    const response = await configured.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: message,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(201)
    expect((await lastMailTo(configured.db, 'inbox@shop.example'))?.text).toContain(message.message)
  })
})
