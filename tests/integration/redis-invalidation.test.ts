import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { startInstances } from '../support/redis.ts'

// Over real sockets, not inject: the pub/sub message and the next request then reach instance B the
// way they do between servers, through its event loop in the order they arrived.
const { a, b, config } = await startInstances()
const origin = new URL(config.appUrl).origin
const baseOf = async (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' })
const [onA, onB] = [await baseOf(a), await baseOf(b)]

const call = (base: string, method: string, path: string, cookie?: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin }),
      ...(method === 'GET' ? {} : { origin }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('a write on one instance', () => {
  it('is what the other serves on its very next request to a cached public GET', async () => {
    const admin = await createAdmin(a)
    const before = await call(onB, 'GET', '/api/banner-section')
    expect(before.status).toBe(200)
    const etag = before.headers.get('etag') as string

    const banner = { ...contentDefaults['banner-section'], subTitle: 'Edited on instance A' }
    expect((await call(onA, 'PUT', '/api/banner-section', admin.cookie, banner)).status).toBe(200)

    const after = await fetch(`${onB}/api/banner-section`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect((await after.json()).data.subTitle).toBe('Edited on instance A')
  })

  it('drops a demoted admin’s cached session on the other instance before its next request', async () => {
    const operator = await createAdmin(a)
    const dana = await createAdmin(a)
    expect((await call(onB, 'GET', '/api/users', dana.cookie)).status).toBe(200)

    const demote = await call(onA, 'PUT', `/api/users/${dana.id}`, operator.cookie, {
      name: 'Dana',
      role: 'member',
      membership: 'free',
    })
    expect(demote.status).toBe(200)
    expect((await call(onB, 'GET', '/api/users', dana.cookie)).status).toBe(403)
    expect(await (await call(onB, 'GET', '/api/me', dana.cookie)).json()).toMatchObject({ role: 'member' })
  })

  it('ends a signed-out session on the other instance at once', async () => {
    const erin = await createUser(a)
    expect(await (await call(onB, 'GET', '/api/me', erin.cookie)).json()).toMatchObject({ id: erin.id })
    expect((await call(onA, 'POST', '/api/auth/sign-out', erin.cookie, {})).status).toBe(200)
    expect(await (await call(onB, 'GET', '/api/me', erin.cookie)).json()).toBeNull()
  })

  it('wakes the event streams following a run on the other instance the moment its image is done', async () => {
    // A worker in one process finishing an image must wake the stream another instance holds open
    // for that run at once, not at its next once-a-second re-read of the database.
    const batchId = crypto.randomUUID()
    const heard = new Promise<void>((resolve) => {
      const stop = b.deps.jobs.onBatchChange(batchId, () => {
        stop()
        resolve()
      })
    })
    a.deps.jobs.batchChanged(batchId)
    await heard
    // And another run's listeners on that instance are left alone.
    let otherWoken = false
    const stopOther = b.deps.jobs.onBatchChange(crypto.randomUUID(), () => {
      otherWoken = true
    })
    const again = new Promise<void>((resolve) => {
      const stop = b.deps.jobs.onBatchChange(batchId, () => {
        stop()
        resolve()
      })
    })
    a.deps.jobs.batchChanged(batchId)
    await again
    stopOther()
    expect(otherWoken).toBe(false)
  })
})
