import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger } from '#server/db/schema.ts'
import type { BatchView } from '#shared/generator/schemas.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { heldGate } from '../support/fake-gemini.ts'
import { waitForBatch } from '../support/generate.ts'
import { jobForm, startJobsScene, waitForJobs } from '../support/generation-jobs.ts'

// A run as a durable job (issue 13): accepted at once, made or refunded by the queue, followed
// through its event stream by its owner only. In-flight slots and leases: generator-job-slots-leases.
const { fake, startApp, app, db, post } = await startJobsScene()

const refundsOf = async (userId: string) =>
  (await db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter(
    (entry) => entry.reason === 'refund',
  )

describe('accepting a run', () => {
  it('answers 202 at once with every image pending and its credits spent; the batch then shows the results', async () => {
    fake.reset()
    const gate = heldGate()
    fake.queue('*', { kind: 'held', until: gate.until }, { kind: 'held', until: gate.until })
    const user = await createUser(app, { credits: 3 })
    const accepted = await post(user.cookie, jobForm({ variants: 2 }))
    expect(accepted.statusCode, accepted.body).toBe(202)
    const body = accepted.json()
    expect(body.message).toBe('Generating your thumbnail…')
    expect(body.balance).toBe(1)
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending'])

    const running = await app.inject({
      method: 'GET',
      url: `/api/generator/batches/${body.batchId}`,
      headers: { cookie: user.cookie },
    })
    expect(running.json()).toMatchObject({ batchId: body.batchId, done: false, message: null })

    gate.release()
    const view = await waitForBatch(app, user, body.batchId)
    expect(view.message).toBe('YouTube thumbnail generated successfully!')
    expect(view.results.map((r) => r.status)).toEqual(['succeeded', 'succeeded'])
    expect(view.results.map((r) => r.params.n)).toEqual([1, 2])
    expect(view.balance).toBe(1)
    const image = await app.inject({
      method: 'GET',
      url: view.results[0]?.imageUrl ?? '',
      headers: { cookie: user.cookie },
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
  })

  it('fails and refunds an image the provider refuses, once, and the done view says why', async () => {
    fake.reset()
    fake.queue('*', { kind: 'image-safety' })
    const user = await createUser(app, { credits: 1 })
    const accepted = await post(user.cookie)
    expect(accepted.statusCode).toBe(202)
    expect(accepted.json().balance).toBe(0)
    const view = await waitForBatch(app, user, accepted.json().batchId)
    expect(view.results[0]?.status).toBe('failed')
    expect(view.message).toBe(view.results[0]?.error)
    expect(view.message).toContain('IMAGE_SAFETY')
    expect(view.balance).toBe(1)
    expect((await refundsOf(user.id)).map((e) => e.delta)).toEqual([1])
  })

  it('puts a run back in the queue while every key is rate-limited, then makes the image, charged once', async () => {
    fake.reset()
    fake.queue('*', { kind: 'rate-limited', retryDelay: '1s' })
    const user = await createUser(app, { credits: 1 })
    const accepted = await post(user.cookie)
    expect(accepted.statusCode).toBe(202)
    const view = await waitForBatch(app, user, accepted.json().batchId)
    expect(view.results[0]?.status).toBe('succeeded')
    // The 429, then the same image again after the wait: two calls, one credit, no refund.
    expect(fake.requests).toHaveLength(2)
    expect(view.balance).toBe(0)
    expect(await refundsOf(user.id)).toEqual([])
  })
})

describe('the queue engine', () => {
  it('answers the health check while its database answers, and fails it once the database is gone', async () => {
    const { app: other, database } = await startApp()
    await expect(other.deps.jobs.check()).resolves.toBeUndefined()
    await other.close()
    await database.close()
    await expect(other.deps.jobs.check()).rejects.toThrow()
  })
})

describe('who may follow a run', () => {
  it('answers 401 to anonymous callers and 404 to another user and to an admin', async () => {
    fake.reset()
    const owner = await createUser(app, { credits: 1 })
    const { batchId } = (await post(owner.cookie)).json()
    await waitForBatch(app, owner, batchId)
    const stranger = await createUser(app)
    const admin = await createAdmin(app)
    for (const path of [`/api/generator/batches/${batchId}`, `/api/generator/batches/${batchId}/events`]) {
      const as = (cookie?: string) =>
        app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })
      expect((await as()).statusCode, path).toBe(401)
      expect((await as(stranger.cookie)).statusCode, path).toBe(404)
      expect((await as(admin.cookie)).statusCode, path).toBe(404)
      expect((await as(owner.cookie)).statusCode, path).toBe(200)
    }
    const bad = await app.inject({
      method: 'GET',
      url: '/api/generator/batches/not-a-uuid',
      headers: { cookie: owner.cookie },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the event stream', () => {
  it('sends the running view at once, then the done view, and ends', async () => {
    fake.reset()
    const gate = heldGate()
    fake.queue('*', { kind: 'held', until: gate.until })
    const user = await createUser(app, { credits: 1 })
    const { batchId } = (await post(user.cookie)).json()
    const streamed = app.inject({
      method: 'GET',
      url: `/api/generator/batches/${batchId}/events`,
      headers: { cookie: user.cookie },
    })
    await waitForJobs(() => fake.requests.length === 1)
    gate.release()
    const response = await streamed
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/event-stream')
    const views = response.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: batch'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as BatchView)
    expect(views[0]?.done).toBe(false)
    expect(views.at(-1)).toMatchObject({ done: true, message: 'YouTube thumbnail generated successfully!' })
    expect(views.at(-1)?.results[0]?.status).toBe('succeeded')
  })

  it('stays open over real HTTP until the run is done', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    fake.reset()
    const gate = heldGate()
    fake.queue('*', { kind: 'held', until: gate.until })
    const user = await createUser(app, { credits: 1 })
    const headers = { cookie: user.cookie }
    const { batchId } = (await post(user.cookie)).json()
    const response = await fetch(`${address}/api/generator/batches/${batchId}/events`, { headers })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('event: batch')) {
      const chunk = await reader.read()
      if (chunk.done) throw new Error('the stream ended before its first event')
      text += decoder.decode(chunk.value)
    }
    await waitForJobs(() => fake.requests.length === 1)
    gate.release()
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      text += decoder.decode(chunk.value)
    }
    // One response carried both the running view and the done one: the stream was never cut early.
    const views = text.split('\n\n').filter((block) => block.startsWith('event: batch'))
    expect(views[0]).toContain('"done":false')
    expect(views.at(-1)).toContain('"done":true')
  })
})
