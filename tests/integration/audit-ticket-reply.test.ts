import { describe, expect, it } from 'vitest'
import type { AuditPage } from '#shared/audit/schemas.ts'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 24, item 7: the reply route is shared by a ticket's owner and the admins. An admin's reply
// on someone else's ticket is an admin write, audited with who wrote it; nobody's own reply is.
const { app } = await createTestApp()
const admin = await createAdmin(app)
const otherAdmin = await createAdmin(app)
const member = await createUser(app)

const reply = (as: TestUser, ticketId: string, message: string) =>
  app.inject({
    method: 'POST',
    url: `/api/support-tickets/${ticketId}/messages`,
    headers: { cookie: as.cookie },
    payload: { message },
  })

async function replyEntries() {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit?pageSize=100',
    headers: { cookie: admin.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response
    .json<AuditPage>()
    .entries.filter((e) => e.action === 'POST /api/support-tickets/:id/messages')
}

describe('a reply on a support ticket', () => {
  it('by an admin on a member’s ticket: audited with the admin, the ticket and the reply; the thread names the admin to admins', async () => {
    const ticket = await openTicket(app, member, { subject: 'Where is my invoice?' })
    const sent = await reply(otherAdmin, ticket.id, 'It is on its way.')
    expect(sent.statusCode, sent.body).toBe(200)

    const entries = await replyEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: otherAdmin.id,
      actorEmail: otherAdmin.email,
      entityType: 'support-tickets',
      entityId: ticket.id,
      changes: { reply: { after: 'It is on its way.' }, customer: { after: member.email } },
    })

    const thread = async (as: TestUser) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/support-tickets/${ticket.id}`,
          headers: { cookie: as.cookie },
        })
      ).json<TicketDetail>().messages
    expect((await thread(admin)).map((m) => [m.sender, m.authorName])).toEqual([['admin', otherAdmin.name]])
    // The customer hears from the support team, not from a named member of staff.
    expect((await thread(member)).map((m) => [m.sender, m.authorName])).toEqual([['admin', null]])
  })

  it('by the owner, by an admin on their own ticket, or refused: not audited', async () => {
    const before = (await replyEntries()).length
    const theirs = await openTicket(app, member, { subject: 'A question' })
    expect((await reply(member, theirs.id, 'Any news?')).statusCode).toBe(200)
    const own = await openTicket(app, admin, { subject: 'An admin’s own question' })
    const mine = await reply(admin, own.id, 'Me again')
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json<TicketDetail>().messages.map((m) => m.sender)).toEqual(['user'])
    expect((await reply(otherAdmin, theirs.id, '   ')).statusCode).toBe(400)
    expect(await replyEntries()).toHaveLength(before)
  })
})
