// `scale`: generations per second through the whole scale-out (app instances behind nginx, external
// workers, PostgreSQL, Redis) with an instant fake Gemini, for 1 and then 2 workers, and how long
// the generate call takes to answer 202. Uses the cluster launcher (scripts/cluster).
import { randomBytes } from 'node:crypto'
import { cpus } from 'node:os'
import { grantCredits } from '#server/core/credit-ledger.ts'
import { type Database, openPostgres } from '#server/db/client.ts'
import type { BatchView, GenerateResponse } from '#shared/generator/schemas.ts'
import { clientAddress, followEvents, send } from '#tests/cluster/support/http.ts'
import { startFakeGemini } from '#tests/support/fake-gemini.ts'
import { type Cluster, startCluster } from '../scripts/cluster/start-cluster.ts'

/** Images per measurement; BENCH_SCALE_IMAGES to change. */
const IMAGES = Number(process.env.BENCH_SCALE_IMAGES ?? 120)
/** People generating at once, each with the 2 runs in flight a user may have. */
const PEOPLE = Number(process.env.BENCH_SCALE_PEOPLE ?? 40)
/**
 * The workers' defaults unless BENCH_SCALE_CONCURRENCY / BENCH_SCALE_POLL_SECONDS say otherwise.
 * A slot that finishes a job asks for the next at once (decision 024), so with an instant Gemini
 * the rate is bounded by the machine's CPU; each phase prints how busy the cores were.
 */
const CONCURRENCY = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 2)
const POLL_SECONDS = Number(process.env.BENCH_SCALE_POLL_SECONDS ?? 1)

/** Every core's idle and total time so far (ms), from the kernel's counters. */
function cpuTimes() {
  let idle = 0
  let total = 0
  for (const { times } of cpus()) {
    idle += times.idle
    total += times.user + times.nice + times.sys + times.idle + times.irq
  }
  return { idle, total }
}

interface Person {
  cookie: string
  from: string
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
    : 0

/**
 * Keeps every person's 2 run slots busy (post, follow the run's event stream to its end, post
 * again) until `images` images are done, so the workers always have a queue; the rate is images
 * over the wall time, and each 202's latency is kept.
 */
async function measure(cluster: Cluster, people: Person[], images: number) {
  const origin = cluster.proxyUrl
  let started = 0
  let done = 0
  let slotRetries = 0
  const accepts: number[] = []
  const began = performance.now()
  const cpuBefore = cpuTimes()
  const slot = async (person: Person) => {
    while (started < images) {
      started++
      let reply: Awaited<ReturnType<typeof send>>
      for (;;) {
        const sent = performance.now()
        reply = await send(cluster.proxyUrl, '/api/generator/generate', {
          method: 'POST',
          json: { category: 'Gaming', prompt: 'A speedrunner celebrating a world record', variants: 1 },
          cookie: person.cookie,
          from: person.from,
          origin,
        })
        if (reply.status === 202) accepts.push(performance.now() - sent)
        // A run shows done only once its slot is back (decision 024), so this stays 0; it is
        // counted, and pressed again as a person would, in case that ever regresses.
        if (reply.status !== 429) break
        slotRetries++
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      if (reply.status !== 202) throw new Error(`generate answered ${reply.status}: ${reply.body}`)
      const { batchId } = reply.json<GenerateResponse>()
      const { last } = await followEvents<BatchView>(
        cluster.proxyUrl,
        `/api/generator/batches/${batchId}/events`,
        {
          cookie: person.cookie,
          from: person.from,
          origin,
          until: (view) => view.done,
        },
      )
      if (last.results[0]?.status !== 'succeeded') throw new Error(`a run failed: ${JSON.stringify(last)}`)
      done++
    }
  }
  await Promise.all(people.flatMap((person) => [slot(person), slot(person)]))
  const seconds = (performance.now() - began) / 1000
  const cpuAfter = cpuTimes()
  const busy = 1 - (cpuAfter.idle - cpuBefore.idle) / Math.max(1, cpuAfter.total - cpuBefore.total)
  return {
    images: done,
    /** The share of every core's time spent working (all processes: instances, workers, PostgreSQL, nginx, S3). */
    machineCpuBusy: Math.round(busy * 100) / 100,
    seconds: Math.round(seconds * 10) / 10,
    generationsPerSec: Math.round((done / seconds) * 10) / 10,
    slotRetries,
    accepts,
  }
}

async function signUp(cluster: Cluster, database: Database): Promise<Person> {
  const suffix = randomBytes(5).toString('hex')
  const from = clientAddress()
  const reply = await send(cluster.proxyUrl, '/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: `Bench ${suffix}`, email: `bench-${suffix}@example.test`, password: `pw-${suffix}-secret` },
    from,
    origin: cluster.proxyUrl,
  })
  if (reply.status !== 200) throw new Error(`sign-up answered ${reply.status}: ${reply.body}`)
  const userId = reply.json<{ user: { id: string } }>().user.id
  await grantCredits(database.db, {
    userId,
    amount: 1_000_000,
    reason: 'admin_adjust',
    idempotencyKey: `bench-scale:${userId}`,
  })
  return { from, cookie: (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') }
}

const summary = ({ accepts: _accepts, ...figures }: Awaited<ReturnType<typeof measure>>) => figures

export async function scaleFigures(postgresUrl?: string) {
  const gemini = await startFakeGemini()
  let cluster: Cluster | undefined
  let database: Database | undefined
  try {
    cluster = await startCluster({
      instances: 2,
      workers: 1,
      postgresUrl,
      env: {
        LOG_LEVEL: 'warn',
        GENERATION_CONCURRENCY: String(CONCURRENCY),
        GENERATION_POLL_SECONDS: String(POLL_SECONDS),
        SIGNUP_CREDITS: '0',
        GEMINI_API_KEY: `AIza-bench-${randomBytes(8).toString('hex')}`,
        GEMINI_API_BASE_URL: gemini.url,
      },
    })
    database = openPostgres(cluster.databaseUrl, 2)
    const people: Person[] = []
    for (let i = 0; i < PEOPLE; i++) people.push(await signUp(cluster, database))
    // Warm-up: the first images start each process's image threads and fill its caches.
    await measure(cluster, people, PEOPLE)
    const one = await measure(cluster, people, IMAGES)
    await cluster.startWorker()
    await measure(cluster, people, PEOPLE)
    const two = await measure(cluster, people, IMAGES)
    const accepts = [...one.accepts, ...two.accepts].sort((a, b) => a - b)
    const round = (ms: number) => Math.round(ms * 10) / 10
    return {
      instances: cluster.instances.length,
      concurrentRuns: PEOPLE * 2,
      perWorker: {
        concurrency: CONCURRENCY,
        pollSeconds: POLL_SECONDS,
      },
      cores: cpus().length,
      workers1: summary(one),
      workers2: summary(two),
      speedup: Math.round((two.generationsPerSec / one.generationsPerSec) * 100) / 100,
      accepted202: {
        count: accepts.length,
        p50Ms: round(percentile(accepts, 50)),
        p99Ms: round(percentile(accepts, 99)),
      },
    }
  } finally {
    await database?.close()
    await cluster?.stop()
    await gemini.close()
  }
}
