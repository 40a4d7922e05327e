// Load figures for `npm run bench` (key `load`): the real server on a real port, driven by 50
// clients making real HTTP requests from a worker thread.
// - `mixed`: the day-to-day mix (50% public GETs, 30% signed-in dashboard GETs, 10% offline
//   generations, 10% orders in simulated mode) on the embedded database and, when
//   BENCH_DATABASE_URL names a server, on PostgreSQL. p50, p99, max, errors, each route's p99.
// - `cachedGetDuringGenerations`: a cached public GET's p99 alone, then while 4 users generate
//   without pause; the ratio says how much the image work still weighs on the event loop. Beside
//   it, the server's event-loop delay in each phase and the CPU one generation costs the event
//   loop and all threads, which a busy machine does not inflate as it does latencies.
// BENCH_LOAD_SECONDS shortens the runs while developing (30 s by default, as the targets assume).
import { availableParallelism } from 'node:os'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import type { ClientOp, ClientPlan } from './load-client.ts'
import { round, runLoad, type Served, serve, summarize, withLoopDelay } from './load-harness.ts'
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
/** A whole generation: the 202, then its event stream to the done view (bench/load-client.ts). */
const generateOp: ClientOp = {
  label: 'POST /api/generator/generate',
  generate: {
    body: {
      category: 'Gaming',
      prompt: 'A gamer shocked by a boss fight',
      textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
    },
  },
}
/**
 * A run's whole life and its event stream's: generation time, printed per route but not a request
 * waiting for its answer, so not in the overall p50/p99 (the 202 is).
 */
const GENERATION_SPANS = [generateOp.label, 'GET /api/generator/batches/:id/events']
const get = (pathname: string): ClientOp => ({ label: `GET ${pathname}`, method: 'GET', path: pathname })

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
  const served = await serve(database, CLIENTS)
  try {
    await warmUp(served)
    const mix = mixFor(served)
    const clients = served.users.map((user) => ({ cookie: user.cookie, mix }))
    const { value: samples, eventLoopDelay } = await withLoopDelay(() =>
      runLoad(served, clients, LOAD_SECONDS),
    )
    const figures = summarize(samples, LOAD_SECONDS, GENERATION_SPANS)
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
  // The load client starts in a fresh worker thread (tsx, its module) inside the measured span:
  // that start, measured alone here, is shown beside the figures rather than hidden in them.
  const startBefore = processCpuMs()
  await runLoad(served, [], 0)
  const loadClientStartCpuMs = round(processCpuMs() - startBefore)
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
    loadClientStartCpuMs,
  }
}

async function cachedGetDuringGenerations(database: Database) {
  const served = await serve(database, CLIENTS)
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
    const quiet = summarize(quietRun.value, seconds, GENERATION_SPANS)
    const busy = summarize(busyRun.value, seconds, GENERATION_SPANS)
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

/** The cached GET's figure alone (BENCH_ONLY=load.cached), for work on that one bar. */
export async function cachedGetFigures() {
  return { cachedGetDuringGenerations: await cachedGetDuringGenerations(await openPglite({})) }
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
  const cached = await cachedGetDuringGenerations(await openPglite({}))
  report.cachedGetDuringGenerations = cached
  report.mixed.generationFloor = generationFloor(cached.cpuPerGeneration.allThreadsCpuMs)
  return report
}

/**
 * The mean latency a generation must have in `mixed`, from the CPU one costs: 50 clients without
 * think time keep every core busy, at most cores ÷ CPU per generation finish each second, and by
 * Little's law the clients waiting on them (nearly all 50: the other requests are quick) over
 * that rate is the mean wait, about clients × CPU per generation ÷ cores. Printed beside the p99
 * because it, not a blocked event loop, is what holds the p99 up (decision 011).
 */
function generationFloor(cpuPerGenerationMs: number | null) {
  const cores = availableParallelism()
  return {
    clients: CLIENTS,
    cores,
    cpuPerGenerationMs,
    expectedMeanGenerationMs:
      cpuPerGenerationMs === null ? null : Math.round((CLIENTS * cpuPerGenerationMs) / cores),
  }
}
