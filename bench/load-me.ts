// `load.meSignedIn` for `npm run bench`: signed-in `GET /api/me` at 50 connections, on the
// embedded database and (when BENCH_DATABASE_URL names a server) on PostgreSQL, each next to a
// bare Fastify hello-world measured in the same run.
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { requireUser } from '#server/plugins/guards.ts'
import { seedDefaults } from '#server/seed.ts'
import { createUser } from '#tests/support/factories.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'

const ROUNDS = 3
const CONNECTIONS = 50

interface Load {
  requestsPerSec: number
  p99Ms: number
  non2xx: number
}

interface Figure extends Load {
  ratioToHelloWorld: number
}

/**
 * The load generator runs in a worker thread, so the server's event loop is charged only for
 * serving. Rounds interleave the hello-world and the app, and the median round is kept, so a
 * burst of outside load on this shared machine cannot pick the figure.
 */
async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 })
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}

function medianFigure(rounds: Array<{ hello: Load; figure: Load }>): Figure {
  const ratio = (round: (typeof rounds)[number]) =>
    round.figure.requestsPerSec / Math.max(1, round.hello.requestsPerSec)
  const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]
  if (!median) throw new Error('no rounds')
  return { ...median.figure, ratioToHelloWorld: Math.round(ratio(median) * 100) / 100 }
}

async function measure(database: Database, seconds: number) {
  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' })

  const config = toAppConfig(
    parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '100000000' }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  // A probe behind the real guard that reads nothing itself: the session check's own cost, next to
  // /api/me, which also reads the user's row for the balance and membership it shows.
  app.get('/bench/signed-in', { onRequest: requireUser }, async (request) => ({ id: request.user.id }))
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  sendSameOriginByDefault(app, config)
  try {
    const user = await createUser(app)
    const signedIn = { cookie: user.cookie }
    const check = await fetch(`${base}/api/me`, { headers: signedIn })
    const body = (await check.json()) as { id?: string } | null
    if (check.status !== 200 || body?.id !== user.id) throw new Error(`GET /api/me answered ${check.status}`)
    // Warm-up (JIT, the first session check): not counted.
    await load(`${base}/api/me`, 1, signedIn)

    const me: Array<{ hello: Load; figure: Load }> = []
    const guardOnly: Array<{ hello: Load; figure: Load }> = []
    for (let round = 0; round < ROUNDS; round++) {
      const helloFigures = await load(`${helloUrl}/`, seconds)
      me.push({ hello: helloFigures, figure: await load(`${base}/api/me`, seconds, signedIn) })
      guardOnly.push({
        hello: helloFigures,
        figure: await load(`${base}/bench/signed-in`, seconds, signedIn),
      })
    }
    const meFigure = medianFigure(me)
    return {
      requestsPerSec: meFigure.requestsPerSec,
      p99Ms: meFigure.p99Ms,
      ratioToHelloWorld: meFigure.ratioToHelloWorld,
      non2xx: meFigure.non2xx,
      helloWorldRequestsPerSec: Math.round(me.reduce((sum, r) => sum + r.hello.requestsPerSec, 0) / ROUNDS),
      sessionCheckOnly: medianFigure(guardOnly),
      rounds: ROUNDS,
    }
  } finally {
    await app.close()
    await hello.close()
  }
}

async function onFreshDatabase(database: Database, seconds: number) {
  try {
    await runMigrations(database)
    await seedDefaults(database.db, { isProduction: false, appUrl: 'http://localhost:3000' })
    return await measure(database, seconds)
  } finally {
    await database.close()
  }
}

/** Targets (issue 15): ≥ 0.15× hello-world embedded; ≥ 0.25× and p99 ≤ 100 ms on PostgreSQL. */
export async function meSignedInFigures(seconds: number, pgUrl: string | undefined) {
  const figures: Record<string, unknown> = {
    connections: CONNECTIONS,
    pglite: await onFreshDatabase(await openPglite({}), seconds),
    targets: { pglite: { ratioToHelloWorld: 0.15 }, postgres: { ratioToHelloWorld: 0.25, p99Ms: 100 } },
  }
  if (pgUrl) {
    const name = `thumbforge_bench_me_${process.pid}`
    await adminQuery(pgUrl, `create database ${name}`)
    try {
      figures.postgres = await onFreshDatabase(openPostgres(databaseUrl(pgUrl, name), 20), seconds)
    } finally {
      await adminQuery(pgUrl, `drop database if exists ${name} with (force)`)
    }
  }
  return figures
}
