import { randomBytes } from 'node:crypto'
import { grantCredits } from '#server/core/credit-ledger.ts'
import { type Database, openPostgres } from '#server/db/client.ts'
import type { BatchView, GenerateBody, GenerateResponse } from '#shared/generator/schemas.ts'
import { cleanUpLater } from '#tests/support/clean-up.ts'
import { type FakeGemini, startFakeGemini } from '#tests/support/fake-gemini.ts'
import { TEST_IMAGE_PRIORITY } from '#tests/support/image-priority.ts'
import { type Cluster, type ClusterOptions, startCluster } from '../../../scripts/cluster/start-cluster.ts'
import { clientAddress, type Reply, send } from './http.ts'

export interface Person {
  id: string
  email: string
  password: string
  cookie: string
  /** This person's own loopback address: every request they make comes from it. */
  from: string
}

export interface TestShop {
  cluster: Cluster
  /** The instances' fake Gemini (text calls); no image is ever made there with external workers. */
  appGemini: FakeGemini
  /** One fake Gemini per worker, by worker index, so a test can tell which worker holds a job. */
  workerGemini: FakeGemini[]
  /** The cluster's database, to check the books. */
  database: Database
  signUp(via?: string): Promise<Person>
  call(person: Person, via: string, method: string, path: string, json?: unknown): Promise<Reply>
  grant(person: Person, credits: number): Promise<void>
  generate(person: Person, via: string, body?: Partial<GenerateBody>): Promise<Reply>
  /** Polls the batch (the browser's fallback) until no result is pending. */
  waitForBatch(person: Person, via: string, batchId: string): Promise<BatchView>
  /** The person's balance and the sum of their ledger, which must always agree. */
  books(person: Person): Promise<{ balance: number; ledgerSum: number; spends: number; refunds: number }>
  /** SQL on the cluster's database. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>
}

export const aGeneration = {
  category: 'Gaming',
  prompt: 'A speedrunner celebrating a world record',
  variants: 1,
} satisfies GenerateBody

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A cluster for one test file, with instant fake Geminis and no free credits at sign-up (each
 * test grants exactly what it spends, through the ledger), stopped and removed after the file
 * (or the test) that started it.
 * Spare workers' fakes are started too, so a test can replace a worker it killed.
 */
export async function startTestShop(options: ClusterOptions & { workers?: number } = {}): Promise<TestShop> {
  const workers = options.workers ?? 2
  const appGemini = await startFakeGemini()
  const workerGemini = await Promise.all(Array.from({ length: workers + 2 }, () => startFakeGemini()))
  const fakes = [appGemini, ...workerGemini]
  cleanUpLater(async () => {
    await Promise.all(fakes.map((fake) => fake.close()))
  })
  const cluster = await startCluster({
    ...options,
    workers,
    env: {
      SIGNUP_CREDITS: '0',
      GEMINI_API_KEY: `AIza-cluster-${randomBytes(8).toString('hex')}`,
      GEMINI_API_BASE_URL: appGemini.url,
      IMAGE_PRIORITY: TEST_IMAGE_PRIORITY,
      ...options.env,
    },
    workerEnv: (index) => ({ GEMINI_API_BASE_URL: (workerGemini[index] as FakeGemini).url }),
  })
  cleanUpLater(() => cluster.stop())
  const database = openPostgres(cluster.databaseUrl, 4)
  cleanUpLater(() => database.close())
  const origin = cluster.proxyUrl
  const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    if (database.kind !== 'postgres') throw new Error('the cluster runs on PostgreSQL')
    const client = await database.connect()
    try {
      return (await client.query(text, values)).rows as T[]
    } finally {
      client.release()
    }
  }

  const call: TestShop['call'] = (person, via, method, path, json) =>
    send(via, path, { method, json, cookie: person.cookie, from: person.from, origin })

  return {
    cluster,
    appGemini,
    workerGemini,
    database,
    call,
    async signUp(via = cluster.proxyUrl) {
      const suffix = randomBytes(5).toString('hex')
      const person = {
        email: `creator-${suffix}@example.test`,
        password: `pw-${suffix}-secret`,
        from: clientAddress(),
      }
      const reply = await send(via, '/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: `Creator ${suffix}`, email: person.email, password: person.password },
        from: person.from,
        origin,
      })
      if (reply.status !== 200) throw new Error(`sign-up answered ${reply.status}: ${reply.body}`)
      const cookies = reply.headers['set-cookie'] ?? []
      const cookie = cookies.map((c) => c.split(';')[0]).join('; ')
      return { ...person, id: reply.json<{ user: { id: string } }>().user.id, cookie }
    },
    async grant(person, credits) {
      await grantCredits(database.db, {
        userId: person.id,
        amount: credits,
        reason: 'admin_adjust',
        idempotencyKey: `cluster-test-grant:${randomBytes(8).toString('hex')}`,
      })
    },
    generate: (person, via, body = {}) =>
      call(person, via, 'POST', '/api/generator/generate', { ...aGeneration, ...body }),
    async waitForBatch(person, via, batchId) {
      // Generous: a busy 2-core machine; the assertion is on the outcome, never on the time.
      const deadline = Date.now() + 90_000
      for (;;) {
        const reply = await call(person, via, 'GET', `/api/generator/batches/${batchId}`)
        if (reply.status !== 200) throw new Error(`batch answered ${reply.status}: ${reply.body}`)
        const view = reply.json<BatchView>()
        if (view.done) return view
        if (Date.now() > deadline) throw new Error(`batch ${batchId} still running: ${reply.body}`)
        await sleep(200)
      }
    },
    async books(person) {
      const rows = await query<{ balance: number; ledger_sum: string; spends: string; refunds: string }>(
        `select u.credit_balance as balance,
                coalesce(sum(l.delta), 0) as ledger_sum,
                count(l.id) filter (where l.reason = 'generation') as spends,
                count(l.id) filter (where l.reason = 'refund') as refunds
         from "user" u left join credit_ledger l on l.user_id = u.id
         where u.id = $1
         group by u.credit_balance`,
        [person.id],
      )
      const row = rows[0]
      if (!row) throw new Error(`no user ${person.id}`)
      return {
        balance: row.balance,
        ledgerSum: Number(row.ledger_sum),
        spends: Number(row.spends),
        refunds: Number(row.refunds),
      }
    },
    query,
  }
}

export type { GenerateResponse }
