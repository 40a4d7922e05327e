import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, supportTickets } from '#server/db/schema.ts'
import { supportMessages } from '#shared/support/messages.ts'
import { SUPPORT_TICKETS_PER_HOUR } from '#shared/support/schemas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const OPERATOR = 'help@thumbforge.test'
const { app, db } = await createTestApp({ CONTACT_EMAIL: OPERATOR })

// Every call comes from the same address (inject's default), so only a per-user limit tells them apart.
const openTicket = (user: TestUser, subject: string) =>
  app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    headers: { cookie: user.cookie },
    payload: { subject, message: 'Still broken.' },
  })

const mailsToOperator = async () =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, OPERATOR))).length
const ticketsOf = async (user: TestUser) =>
  (await db.select().from(supportTickets).where(eq(supportTickets.userId, user.id))).length

describe('opening tickets is rate-limited per user', () => {
  it(`refuses ticket ${SUPPORT_TICKETS_PER_HOUR + 1} within the hour, stores and mails nothing for it; another user is unaffected`, async () => {
    const spammer = await createUser(app)
    const neighbour = await createUser(app)

    for (let n = 1; n <= SUPPORT_TICKETS_PER_HOUR; n++) {
      expect((await openTicket(spammer, `Ticket ${n}`)).statusCode).toBe(201)
    }
    const mailsBefore = await mailsToOperator()
    expect(mailsBefore).toBe(SUPPORT_TICKETS_PER_HOUR)

    const refused = await openTicket(spammer, 'One more')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: supportMessages.tooManyTickets },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await ticketsOf(spammer)).toBe(SUPPORT_TICKETS_PER_HOUR)
    expect(await mailsToOperator()).toBe(mailsBefore)

    const other = await openTicket(neighbour, 'My own question')
    expect(other.statusCode).toBe(201)
    expect(await mailsToOperator()).toBe(mailsBefore + 1)
  })

  it('checks sign-in first: anonymous callers get 401 every time, never a shared 429', async () => {
    const statuses: number[] = []
    for (let n = 0; n <= SUPPORT_TICKETS_PER_HOUR; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/support-tickets',
        payload: { subject: 'Hi', message: 'Anyone?' },
      })
      statuses.push(response.statusCode)
    }
    expect(new Set(statuses)).toEqual(new Set([401]))
  })
})
