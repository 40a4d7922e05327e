// `npm run bench`: measures the server on this machine and prints one JSON document.
// Each figure runs next to a bare Fastify hello-world started by the same script, so numbers
// from different machines can be compared as ratios.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { spendCredits } from '#server/core/credit-ledger.ts'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { users } from '#server/db/schema.ts'
import { seedDefaults } from '#server/seed.ts'
import { aiPathFigures } from './ai-path.ts'
import { variantPromptFigures } from './ai-prompts.ts'
import { billingFigures } from './billing.ts'
import { containerImageFigures } from './container-image.ts'
import { contentFigures } from './content.ts'
import { dataX100Figures } from './data-x100.ts'
import { generatorFigures } from './generator.ts'
import { imageFigures } from './image.ts'
import { installFigures } from './install.ts'
import { meSignedInFigures } from './load-me.ts'
import { cachedGetFigures, loadFigures } from './load-mixed.ts'
import { personaFigures } from './persona.ts'
import { scaleFigures } from './scale.ts'
import { serverFigures } from './server-start.ts'
import { thumbsFigures } from './thumbs.ts'
import { webFigures } from './web.ts'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
// BENCH_ONLY=thumbs,load.me (a comma list of the report's sections: web, server, generator, thumbs,
// api, data, scale, load.me, load.mixed, load.cached, persona, image, world, aiPath, install) runs just those while developing; the default runs them all.
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const wanted = (section: string) => !only || only.includes(section)

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S })
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}

async function helloWorld() {
  const app = Fastify()
  app.get('/', async () => ({ hello: 'world' }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const figures = await load(`http://127.0.0.1:${port}/`)
  await app.close()
  return figures
}

async function apiFigures(database: Database) {
  const config = toAppConfig(
    parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '100000000' }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const health = await load(`http://127.0.0.1:${port}/api/health`)
  await app.close()
  return { health }
}

/** Sequential and 50-way concurrent credit spends through the ledger (each one transaction). */
async function ledgerFigures(database: Database) {
  const id = `bench-${Date.now()}`
  await database.db
    .insert(users)
    .values({ id, name: 'Bench', email: `${id}@bench.test`, creditBalance: 1_000_000 })
  const spends = 2000
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < spends) {
        const i = next++
        await spendCredits(database.db, {
          userId: id,
          amount: 1,
          reason: 'generation',
          idempotencyKey: `${id}:${i}`,
        })
      }
    }),
  )
  return { concurrentSpendsPerSec: Math.round(spends / ((performance.now() - started) / 1000)) }
}

async function withDatabase<T>(database: Database, run: (db: Database) => Promise<T>): Promise<T> {
  try {
    await runMigrations(database)
    await seedDefaults(database.db, { isProduction: false, appUrl: 'http://localhost:3000' })
    return await run(database)
  } finally {
    await database.close()
  }
}

const report: Record<string, unknown> = { machine: { node: process.version, durationSeconds: DURATION_S } }
// The browser's figures (Lighthouse too with BENCH_LIGHTHOUSE=1; `npm run bench:web` runs it alone).
if (wanted('web')) {
  const webDataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-web-'))
  try {
    report.web = await webFigures(webDataDir, { lighthouse: process.env.BENCH_LIGHTHOUSE === '1' })
  } finally {
    rmSync(webDataDir, { recursive: true, force: true })
  }
}
// The production install's size on disk (issue 28; target below 450 MB), from a real
// `npm run install:production` in a temporary folder (minutes on a loaded machine, npm's cache
// first), and the container image's, read from podman when the image is there (never built here).
if (wanted('install')) report.install = { ...installFigures(), ...containerImageFigures() }
// Start time and idle memory of the built server, on the embedded database and on PostgreSQL.
if (wanted('server')) report.server = await serverFigures({ postgresUrl: process.env.BENCH_DATABASE_URL })
// The compositor is CPU-bound and measured in milliseconds: it goes before the load runs, whose
// heap and sockets would otherwise weigh on it.
if (wanted('generator')) report.generator = await generatorFigures()
if (wanted('thumbs')) report.thumbs = await thumbsFigures()
if (wanted('world')) report.world = await (await import('./world.ts')).worldFigures()
// The person cut-out (issue 11): its quality on the fixtures, its time, and a cached GET beside it.
if (wanted('persona')) report.persona = await personaFigures()
// One creator's preview while another account floods the image pool with heavy previews (issue 24).
if (wanted('image')) report.image = await imageFigures()
// Issue 25's paid path: the title kept off what the (fake) model drew, and 4 variants asked 4 ways.
if (wanted('aiPath')) report.aiPath = { ...(await aiPathFigures()), ...(await variantPromptFigures()) }
// The hello-world every ratio is measured against runs whatever else is chosen.
report.helloWorld = await helloWorld()
if (wanted('api')) {
  report.billing = await billingFigures()
  report.pglite = await withDatabase(await openPglite({}), async (db) => ({
    ...(await apiFigures(db)),
    ledger: await ledgerFigures(db),
    content: await contentFigures(db, DURATION_S),
  }))
}
// BENCH_DATABASE_URL names a PostgreSQL server; the bench makes its own database there and drops it.
const pgUrl = process.env.BENCH_DATABASE_URL
if (pgUrl && wanted('api')) {
  const name = `thumbforge_bench_${process.pid}`
  await adminQuery(pgUrl, `create database ${name}`)
  try {
    report.postgres = await withDatabase(openPostgres(databaseUrl(pgUrl, name), 20), async (db) => ({
      ...(await apiFigures(db)),
      ledger: await ledgerFigures(db),
    }))
  } finally {
    await adminQuery(pgUrl, `drop database if exists ${name} with (force)`)
  }
}
// `npm run bench -- --x100` (or BENCH_X100=1): the lists, searches and dashboard at 1x and 100x the
// data, on PostgreSQL (BENCH_DATABASE_URL, else the local server); it adds a minute or two.
if ((process.argv.includes('--x100') || process.env.BENCH_X100 === '1') && wanted('data')) {
  report.data = { x100: await dataX100Figures(pgUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres') }
}
// The scale-out: instances behind nginx and 1, then 2, external workers on PostgreSQL and Redis
// (the services must run here; BENCH_DATABASE_URL names the PostgreSQL server, else the local one).
if (wanted('scale')) report.scale = await scaleFigures(pgUrl)
// Signed-in GET /api/me at 50 connections, embedded and (with BENCH_DATABASE_URL) PostgreSQL.
if (wanted('load.me')) report.load = { meSignedIn: await meSignedInFigures(DURATION_S, pgUrl) }
// The server under 50 clients of real HTTP (BENCH_LOAD_SECONDS, 30 s a run): the longest part, so last.
if (wanted('load.mixed')) {
  report.load = { ...(report.load as Record<string, unknown> | undefined), ...(await loadFigures()) }
} else if (only?.includes('load.cached')) {
  // load.mixed prints it too; alone it is the one bar's figure in a minute.
  report.load = { ...(report.load as Record<string, unknown> | undefined), ...(await cachedGetFigures()) }
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
