import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { BatchView, GenerateResponse } from '#shared/generator/schemas.ts'
import type { Instance } from '../../scripts/cluster/start-cluster.ts'
import { clientAddress, followEvents, send } from './support/http.ts'
import { type Person, startTestShop, type TestShop } from './support/shop.ts'

// Issue 13's bars, against 3 app instances and 2 workers behind nginx: what one instance knows,
// every instance knows on the very next request.
let shop: TestShop
let a: Instance
let b: Instance
let c: Instance
let admin: Person

beforeAll(async () => {
  shop = await startTestShop({ instances: 3, workers: 2 })
  ;[a, b, c] = shop.cluster.instances as [Instance, Instance, Instance]
  // The first account of an empty shop becomes its Admin.
  admin = await shop.signUp(a.url)
})

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('one shop across instances', () => {
  it('serves a banner edit made through instance A from B and C on the very next request', async () => {
    const read = (instance: Instance) =>
      send(instance.url, '/api/banner-section', { from: admin.from, origin: shop.cluster.proxyUrl })
    // B and C hold the banner in their caches before the edit, so a missed invalidation would show.
    const before = await read(b)
    await read(c)
    expect(before.status).toBe(200)
    const {
      updatedAt: _updatedAt,
      isActive: _isActive,
      ...banner
    } = before.json<{
      data: Record<string, unknown>
    }>().data
    const mainTitle = `Made on instance A ${randomBytes(4).toString('hex')}`

    const edit = await shop.call(admin, a.url, 'PUT', '/api/banner-section', { ...banner, mainTitle })
    expect(edit.status).toBe(200)

    for (const instance of [b, c]) {
      const after = await read(instance)
      expect(after.status).toBe(200)
      expect(after.json<{ data: { mainTitle: string } }>().data.mainTitle).toBe(mainTitle)
    }
  })

  it('downloads through instance B an image generated through instance A', async () => {
    const creator = await shop.signUp()
    await shop.grant(creator, 1)

    const accepted = await shop.generate(creator, a.url)
    expect(accepted.status).toBe(202)
    const { batchId } = accepted.json<GenerateResponse>()
    // As the browser follows it: the event stream, through the proxy, to the finished run.
    const { last } = await followEvents<BatchView>(
      shop.cluster.proxyUrl,
      `/api/generator/batches/${batchId}/events`,
      {
        cookie: creator.cookie,
        from: creator.from,
        origin: shop.cluster.proxyUrl,
        until: (view) => view.done,
      },
    )
    const [result] = last.results
    expect(result?.status).toBe('succeeded')

    const image = await shop.call(creator, b.url, 'GET', result?.imageUrl ?? '')
    expect(image.status).toBe(200)
    const { width, height } = await sharp(image.body).metadata()
    expect([width, height]).toEqual([1280, 720])
    const fromC = await shop.call(creator, c.url, 'GET', result?.imageUrl ?? '')
    expect(fromC.body.equals(image.body)).toBe(true)
    // The same ownership check on every instance.
    const stranger = await shop.signUp()
    expect((await shop.call(stranger, b.url, 'GET', result?.imageUrl ?? '')).status).toBe(404)
  })

  it('answers 12 failed sign-ins spread over the instances with 429 exactly where one instance would', async () => {
    const failedSignIns = async (target: (attempt: number) => string) => {
      const from = clientAddress()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 12; attempt++) {
        const reply = await send(target(attempt), '/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: admin.email, password: 'not-the-password' },
          from,
          origin: shop.cluster.proxyUrl,
        })
        statuses.push(reply.status)
      }
      return statuses
    }
    const instances = [a, b, c]
    const oneInstance = await failedSignIns(() => a.url)
    const spread = await failedSignIns((attempt) => (instances[attempt % 3] as Instance).url)
    const throughProxy = await failedSignIns(() => shop.cluster.proxyUrl)

    // The configured rule: 10 sign-in attempts a minute per address (features/auth/auth.ts).
    expect(oneInstance.indexOf(429)).toBe(10)
    expect(oneInstance.slice(10)).toEqual([429, 429])
    expect(spread).toEqual(oneInstance)
    expect(throughProxy).toEqual(oneInstance)
  })

  it("refuses a user's third concurrent run whichever instance it reaches", async () => {
    const creator = await shop.signUp()
    await shop.grant(creator, 3)
    // The workers' Gemini holds the pictures, so both runs stay in flight until released.
    const release = deferred()
    for (const fake of shop.workerGemini)
      fake.queue('*', ...Array(2).fill({ kind: 'held', until: release.promise }))
    try {
      const first = await shop.generate(creator, a.url)
      const second = await shop.generate(creator, b.url)
      expect([first.status, second.status]).toEqual([202, 202])
      // The proxy passes the event stream on as it is written: the running view arrives while the
      // picture is still held (a buffering proxy would hold it back until the stream ends).
      const progress = await followEvents<BatchView>(
        shop.cluster.proxyUrl,
        `/api/generator/batches/${first.json<GenerateResponse>().batchId}/events`,
        { cookie: creator.cookie, from: creator.from, origin: shop.cluster.proxyUrl, until: () => true },
      )
      expect(progress.contentType).toMatch(/^text\/event-stream/)
      expect(progress.last).toMatchObject({ done: false, message: null })

      for (const via of [a.url, b.url, c.url, shop.cluster.proxyUrl]) {
        const third = await shop.generate(creator, via)
        expect(third.status).toBe(429)
        expect(third.json<{ error: { message: string } }>().error.message).toBe(
          generatorMessages.tooManyInFlight,
        )
      }
      // A refused run spends nothing.
      expect((await shop.books(creator)).balance).toBe(1)

      release.resolve()
      for (const accepted of [first, second]) {
        const view = await shop.waitForBatch(creator, c.url, accepted.json<GenerateResponse>().batchId)
        expect(view.results.map((result) => result.status)).toEqual(['succeeded'])
      }
      // Both slots came back, wherever the runs finished.
      const later = await shop.generate(creator, c.url)
      expect(later.status).toBe(202)
      await shop.waitForBatch(creator, a.url, later.json<GenerateResponse>().batchId)
      expect(await shop.books(creator)).toMatchObject({ balance: 0, ledgerSum: 0, spends: 3, refunds: 0 })
    } finally {
      release.resolve()
      for (const fake of shop.workerGemini) fake.reset()
    }
  })

  it('gives exactly 50 successes for 200 concurrent spends on 50 credits across the 3 instances', async () => {
    // Credits are spent by generation runs (1 per image), and a user may have only 2 runs in
    // flight (GENERATOR_MAX_IN_FLIGHT), so 200 runs by one user holding 50 credits would test the
    // in-flight limit, not the spend. Instead 50 people hold 1 credit each and send 4 runs at
    // once, each to a different instance than the last: 2 of a person's runs get past the
    // in-flight limit together, and only the credit (one conditional update on PostgreSQL) can
    // stop the second. Exactly one run per person, 50 in all, may be accepted.
    const people: Person[] = []
    for (let i = 0; i < 50; i += 5) {
      people.push(...(await Promise.all(Array.from({ length: 5 }, () => shop.signUp()))))
    }
    await Promise.all(people.map((person) => shop.grant(person, 1)))
    const instances = [a, b, c]

    const replies = await Promise.all(
      people.flatMap((person, p) =>
        Array.from({ length: 4 }, (_, k) =>
          shop
            .generate(person, (instances[(p + k) % 3] as Instance).url)
            .then((reply) => ({ person, reply })),
        ),
      ),
    )

    const statuses = replies.map(({ reply }) => reply.status)
    expect(statuses.filter((status) => status === 202)).toHaveLength(50)
    expect(statuses.filter((status) => status !== 202 && status !== 402 && status !== 429)).toEqual([])
    // At least one other run of each person got as far as the spend and was refused for want of credit.
    expect(statuses.filter((status) => status === 402).length).toBeGreaterThanOrEqual(50)
    for (const person of people) {
      const accepted = replies.filter((entry) => entry.person === person && entry.reply.status === 202)
      expect(accepted).toHaveLength(1)
      await shop.waitForBatch(
        person,
        a.url,
        (accepted[0]?.reply.json<GenerateResponse>().batchId ?? '') as string,
      )
      const books = await shop.books(person)
      expect(books.ledgerSum).toBe(books.balance)
      expect(books).toMatchObject({ balance: 0, spends: 1 })
    }
  })

  it("keeps nothing on any instance's or worker's own disk but its folder lock", () => {
    // Run last: by now every instance has served sign-ins, edits, runs and downloads.
    const processes = [
      ...shop.cluster.instances.map((instance) => instance.name),
      ...shop.cluster.workers.map((w) => w.name),
    ]
    for (const name of processes) {
      // An instance's data folder holds its lock (one process per folder); a worker's, nothing.
      const kept = readdirSync(path.join(shop.cluster.dir, name), { recursive: true }).filter(
        (entry) => entry !== '.lock',
      )
      expect({ name, kept }).toEqual({ name, kept: [] })
    }
  })
})
