import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundCredits } from '#server/core/credit-ledger.ts'
import { creditLedger, users } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

/** 'Report a problem' tickets: the admin gives back the reported generation's credit, once. */
const { app, db } = await createTestApp()
const admin = await createAdmin(app)

const refund = (id: string, user: TestUser = admin) =>
  app.inject({ method: 'POST', url: `/api/support-tickets/${id}/refund`, headers: { cookie: user.cookie } })
const balance = async (id: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, id)))[0]?.b
const refundsOf = (generationId: string) =>
  db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, `refund:generation:${generationId}`))

describe('refunding a reported generation', () => {
  it('gives the credit back once; a second click answers 409 and changes nothing', async () => {
    const user = await createUser(app, { credits: 3 })
    const generation = await createGeneration(db, user.id)
    expect(await balance(user.id)).toBe(2)
    const ticket = await openTicket(app, user, { generationId: generation.id })

    const first = await refund(ticket.id)
    expect(first.statusCode).toBe(200)
    expect(first.json().refundedAt).not.toBeNull()
    expect(first.json().generation).toMatchObject({ id: generation.id, refunded: true })
    expect(await balance(user.id)).toBe(3)

    const second = await refund(ticket.id)
    expect(second.statusCode).toBe(409)
    expect(second.json().error.message).toBe('This generation has already been refunded.')
    expect(await balance(user.id)).toBe(3)
    expect(await refundsOf(generation.id)).toHaveLength(1)
  })

  it('two tickets about the same generation refund it only once, and the second keeps no refund date', async () => {
    const user = await createUser(app, { credits: 1 })
    const generation = await createGeneration(db, user.id)
    const a = await openTicket(app, user, { generationId: generation.id })
    const b = await openTicket(app, user, { generationId: generation.id })
    expect((await refund(a.id)).statusCode).toBe(200)
    const again = await refund(b.id)
    expect(again.statusCode).toBe(409)
    const detailB = await app.inject({
      method: 'GET',
      url: `/api/support-tickets/${b.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(detailB.json()).toMatchObject({ refundedAt: null, generation: { refunded: true } })
    expect(await balance(user.id)).toBe(1)
  })

  it('a failed image the generator already refunded shows as refunded and cannot be refunded again', async () => {
    const user = await createUser(app, { credits: 2 })
    const generation = await createGeneration(db, user.id, { status: 'failed' })
    await refundCredits(db, `generation:${generation.id}`)
    const ticket = await openTicket(app, user, { generationId: generation.id })
    const detail = await app.inject({
      method: 'GET',
      url: `/api/support-tickets/${ticket.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(detail.json().generation).toMatchObject({
      status: 'failed',
      error: 'No image was generated from the API response',
      refunded: true,
    })
    expect((await refund(ticket.id)).statusCode).toBe(409)
    expect(await balance(user.id)).toBe(2)
    expect(await refundsOf(generation.id)).toHaveLength(1)
  })

  it('concurrent clicks refund once (races only on PostgreSQL)', async () => {
    const user = await createUser(app, { credits: 1 })
    const generation = await createGeneration(db, user.id)
    const ticket = await openTicket(app, user, { generationId: generation.id })
    const answers = await Promise.all([refund(ticket.id), refund(ticket.id), refund(ticket.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect(await balance(user.id)).toBe(1)
    expect(await refundsOf(generation.id)).toHaveLength(1)
  })

  it('a ticket without a generation answers 409', async () => {
    const user = await createUser(app)
    const ticket = await openTicket(app, user)
    const response = await refund(ticket.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('This ticket is not linked to a generation.')
  })
})
