// Load figures for `npm run bench` (key `load`): the real server on a real port, driven by 50
// clients making real HTTP requests from a worker thread.
// - `mixed`: the day-to-day mix (50% public GETs, 30% signed-in dashboard GETs, 10% offline
//   generations, 10% orders in simulated mode) on the embedded database and, when
//   BENCH_DATABASE_URL names a server, on PostgreSQL. p50, p99, max, errors, each route's p99.
// - `cachedGetDuringGenerations`: a cached public GET's p99 alone, then while 4 users generate
//   without pause; the ratio says how much the image work still weighs on the event loop.
// BENCH_LOAD_SECONDS shortens the runs while developing (30 s by default, as the targets assume).
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { seedDefaults } from '#server/db/seed.ts'
import { firstPackage } from '#tests/support/billing.ts'
import { createUser, type TestUser } from '#tests/support/factories.ts'
import { freePort } from '#tests/support/free-port.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'
import type { ClientOp, ClientPlan, LoadRun, LoadSamples } from './load-client.ts'
import { mainThreadCpuMs, processCpuMs } from './thread-cpu.ts'

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30)
const CLIENTS = 50
const CACHED_GET_CLIENTS = 10
const GENERATORS = 4

const PUBLIC_GETS = [
  '/api/banner-section',
  '/api/features-section',
  '/api/about-section',
  '/api/testimonials-section',
  '/api/footer-section',
  '/api/navlogo',
  '/api/packages',
]
const DASHBOARD_GETS = ['/api/me', '/api/generations', '/api/me/ledger', '/api/orders']
const generateOp: ClientOp = {
  label: 'POST /api/generator/generate',
  method: 'POST',
  path: '/api/generator/generate',
  body: {
    category: 'Gaming',
    prompt: 'A gamer shocked by a boss fight',
    textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
  },
}
const get = (pathname: string): ClientOp => ({ label: `GET ${pathname}`, method: 'GET', path: pathname })

interface Served {
  app: FastifyInstance
  baseUrl: string
  users: TestUser[]
  packageId: string
  close(): Promise<void>
}

/**
 * The app as `npm start` builds it, listening on a real port, with one signed-in user per client
 * (credits to spare) and the limits per user and per address raised: the bench measures the
 * server, not its limiters. Outside production, so simulated payments are on as on a local install.
 */
async function serve(database: Database): Promise<Served> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-load-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const config = toAppConfig(
    parseEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseUrl,
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'false',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      GENERATOR_RATE_LIMIT_PER_MINUTE: '100000000',
      GENERATOR_MAX_IN_FLIGHT: '100',
    }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  await runMigrations(database)
  await seedDefaults(database.db, config)
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  sendSameOriginByDefault(app, config)
  await app.listen({ port, host: '127.0.0.1' })
  const users: TestUser[] = []
  while (users.length < CLIENTS) {
    users.push(
      ...(await Promise.all(Array.from({ length: 5 }, () => createUser(app, { credits: 1_000_000 })))),
    )
  }
  const packageId = (await firstPackage(app)).id
  return {
    app,
    baseUrl,
    users,
    packageId,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Runs the clients in a worker thread. Its entry is a one-line script that requires the client:
 * in a worker on Node 20, tsx (registered by --import) compiles .ts for require, not for import.
 */
function runLoad(served: Served, clients: ClientPlan[], seconds: number): Promise<LoadSamples> {
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/cjs/api')
  const client = fileURLToPath(new URL('./load-client.ts', import.meta.url))
  const run: LoadRun = { baseUrl: served.baseUrl, origin: served.baseUrl, seconds, clients }
  const worker = new Worker(
    `require(${JSON.stringify(tsxCjs)}).register(); require(${JSON.stringify(client)})`,
    {
      eval: true,
      workerData: run,
    },
  )
  return new Promise((resolve, reject) => {
    worker.once('message', (message: LoadSamples | { failed: string }) => {
      void worker.terminate()
      if ('failed' in message) reject(new Error(message.failed))
      else resolve(message)
    })
    worker.once('error', reject)
  })
}

const round = (ms: number) => Math.round(ms * 10) / 10

/**
 * The server's event-loop delay while `work` runs (the loop the requests queue on): an image step
 * on the main thread would show here as a delay of its own length, whatever the machine's load.
 */
async function withLoopDelay<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const value = await work()
  histogram.disable()
  const ms = (ns: number) => round(ns / 1e6)
  return { value, eventLoopDelay: { p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) } }
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
}

function summarize(samples: LoadSamples, seconds: number) {
  const all = Object.values(samples.latencies)
    .flat()
    .sort((a, b) => a - b)
  const errors = Object.values(samples.errors).reduce((sum, n) => sum + n, 0)
  const routes = Object.fromEntries(
    Object.entries(samples.latencies)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, latencies]) => {
        const sorted = [...latencies].sort((a, b) => a - b)
        return [
          label,
          { requests: sorted.length, p99Ms: percentile(sorted, 0.99), errors: samples.errors[label] ?? 0 },
        ]
      }),
  )
  return {
    requests: all.length,
    requestsPerSec: Math.round(all.length / seconds),
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    maxMs: percentile(all, 1),
    errors,
    ...(samples.errorExamples.length > 0 ? { errorExamples: samples.errorExamples } : {}),
    routes,
  }
}

/** Every route once, then two generations at once: JIT, caches and both image threads are warm. */
async function warmUp(served: Served) {
  const plan = (op: ClientOp): ClientPlan => ({ cookie: served.users[0]?.cookie, mix: [{ weight: 1, op }] })
  const ops = [...PUBLIC_GETS, ...DASHBOARD_GETS].map(get)
  for (const op of ops) await runLoad(served, [plan(op)], 0.2)
  await runLoad(served, [plan(generateOp), plan(generateOp)], 1)
}

function mixFor(served: Served): ClientPlan['mix'] {
  return [
    ...PUBLIC_GETS.map((pathname) => ({ weight: 50 / PUBLIC_GETS.length, op: get(pathname) })),
    ...DASHBOARD_GETS.map((pathname) => ({ weight: 30 / DASHBOARD_GETS.length, op: get(pathname) })),
    { weight: 10, op: generateOp },
    { weight: 10, op: { label: 'order', order: { packageId: served.packageId } } },
  ]
}

async function mixed(database: Database, targetP99Ms: number) {
  const served = await serve(database)
  try {
    await warmUp(served)
    const mix = mixFor(served)
    const clients = served.users.map((user) => ({ cookie: user.cookie, mix }))
    const { value: samples, eventLoopDelay } = await withLoopDelay(() =>
      runLoad(served, clients, LOAD_SECONDS),
    )
    const figures = summarize(samples, LOAD_SECONDS)
    return {
      clients: CLIENTS,
      seconds: LOAD_SECONDS,
      ...figures,
      eventLoopDelay,
      target: { p99Ms: targetP99Ms, errors: 0 },
      meetsTarget: figures.p99Ms <= targetP99Ms && figures.errors === 0,
    }
  } finally {
    await served.close()
  }
}

/**
 * One user generating without pause, alone: the CPU each generation costs the event loop (HTTP,
 * database, files) and every thread together (the image threads' render and composite, plus the
 * load client's one request). Load on the machine stretches wall time, not these.
 */
async function cpuPerGeneration(served: Served) {
  const client = { cookie: served.users[0]?.cookie, mix: [{ weight: 1, op: generateOp }] }
  const main = mainThreadCpuMs()
  const all = processCpuMs()
  const samples = await runLoad(served, [client], 5)
  const mainAfter = mainThreadCpuMs()
  const count = samples.latencies[generateOp.label]?.length ?? 0
  const per = (ms: number) => (count > 0 ? round(ms / count) : null)
  return {
    generations: count,
    mainThreadCpuMs: main === null || mainAfter === null ? null : per(mainAfter - main),
    allThreadsCpuMs: per(processCpuMs() - all),
  }
}

async function cachedGetDuringGenerations(database: Database) {
  const served = await serve(database)
  const seconds = Math.max(5, Math.round(LOAD_SECONDS / 2))
  try {
    await warmUp(served)
    const cached = get('/api/banner-section')
    const readers = Array.from({ length: CACHED_GET_CLIENTS }, () => ({ mix: [{ weight: 1, op: cached }] }))
    const generators = served.users
      .slice(0, GENERATORS)
      .map((user) => ({ cookie: user.cookie, mix: [{ weight: 1, op: generateOp }] }))
    const quietRun = await withLoopDelay(() => runLoad(served, readers, seconds))
    const busyRun = await withLoopDelay(() => runLoad(served, [...readers, ...generators], seconds))
    const quiet = summarize(quietRun.value, seconds)
    const busy = summarize(busyRun.value, seconds)
    const quietGet = quiet.routes[cached.label]
    const busyGet = busy.routes[cached.label]
    const ratio =
      quietGet && busyGet ? Math.round((busyGet.p99Ms / Math.max(0.1, quietGet.p99Ms)) * 100) / 100 : null
    return {
      route: cached.label,
      getClients: CACHED_GET_CLIENTS,
      generators: GENERATORS,
      seconds,
      withoutGenerations: { ...quietGet, eventLoopDelay: quietRun.eventLoopDelay },
      duringGenerations: { ...busyGet, eventLoopDelay: busyRun.eventLoopDelay },
      generations: busy.routes[generateOp.label],
      cpuPerGeneration: await cpuPerGeneration(served),
      p99Ratio: ratio,
      errors: quiet.errors + busy.errors,
      target: { p99Ratio: 2 },
      meetsTarget: ratio !== null && ratio <= 2 && quiet.errors + busy.errors === 0,
    }
  } finally {
    await served.close()
  }
}

export async function loadFigures() {
  const report: { mixed: Record<string, unknown>; cachedGetDuringGenerations?: unknown } = {
    mixed: { pglite: await mixed(await openPglite({}), 1000) },
  }
  const pgUrl = process.env.BENCH_DATABASE_URL
  if (pgUrl) {
    const name = `thumbforge_bench_load_${process.pid}`
    await adminQuery(pgUrl, `create database ${name}`)
    try {
      report.mixed.postgres = await mixed(openPostgres(databaseUrl(pgUrl, name), 20), 400)
    } finally {
      await adminQuery(pgUrl, `drop database if exists ${name} with (force)`)
    }
  }
  // On the embedded database, the default install.
  report.cachedGetDuringGenerations = await cachedGetDuringGenerations(await openPglite({}))
  return report
}
