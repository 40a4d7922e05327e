// `data.x100`: every admin list, search, the dashboard, subscription history, credit history and
// the gallery, timed through app.inject on PostgreSQL at 1x and at 100x the data. Seeding is
// set-based (generate_series), so 100x (20,000 users, 200,000 orders, 100,000 generations,
// 500,000 ledger rows) takes seconds, not minutes. Each size gets its own throwaway database,
// dropped afterwards. Optional (`npm run bench -- --x100` or BENCH_X100=1): it adds a minute or two.

import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { type Database, openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { seedDefaults } from '#server/seed.ts'
import { generateBodySchema } from '#shared/schemas/generator.ts'
import { createAdmin, createUser, type TestUser } from '../tests/support/factories.ts'
import { sendSameOriginByDefault } from '../tests/support/same-origin.ts'

/** Rows at 100x; 1x is a hundredth of each. */
const AT_100X = {
  users: 20_000,
  orders: 200_000,
  generations: 100_000,
  ledger: 500_000,
  tickets: 10_000,
  messages: 10_000,
  outbox: 20_000,
}
const RUNS = 9
const TARGET_MS = 50
const TARGET_GROWTH = 3

type Counts = typeof AT_100X

/** What a real generation stores: the request's defaults, as the generator writes them. */
const {
  prompt: _prompt,
  variants: _variants,
  ...requested
} = generateBodySchema.parse({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
})
const generationParams = { ...requested, layout: undefined, hasReference: false, n: 1, seed: 1 }

/** Everything spread over the same two years at both sizes, so a 30-day window holds 100x the rows. */
export async function seed(db: Database['db'], n: Counts) {
  const run = (text: string) => db.execute(sql.raw(text))
  const age = (g: string, total: number) => `now() - (${g}::float8 / ${total}) * interval '730 days'`
  const firsts = `(array['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Ken','Linus','Radia',
    'Frances','John','Katherine','Dennis','Hedy','Tim','Sophie','Guido','Anita','Bjarne'])`
  const lasts = `(array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Hamilton','Thompson','Torvalds',
    'Perlman','Allen','McCarthy','Johnson','Ritchie','Lamarr','Berners','Wilson','Rossum','Borg','Stroustrup',
    'Moore','Nguyen','Garcia','Okafor','Tanaka','Schmidt','Rossi','Dubois','Kowalski','Silva'])`
  const nameOf = (g: string) => `${firsts}[1 + ${g} % 20] || ' ' || ${lasts}[1 + (${g} / 20) % 30]`
  // Trigram indexes are far quicker to build once than to grow row by row: dropped, then rebuilt.
  const trigram = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`,
  )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
  for (const index of trigram.rows) await run(`drop index "${index.indexname}"`)
  await run(`
    insert into "user" (id, name, email, role, membership, credit_balance, created_at, updated_at)
    select 'u' || g, ${nameOf('g')}, 'creator' || g || '@example.test',
           case when g % 997 = 0 then 'Admin' when g % 53 = 0 then 'Seller' when g % 31 = 0 then 'moderator' else 'member' end,
           (array['free','free','basic','premium'])[1 + g % 4], g % 200, ${age('g', n.users)}, now()
    from generate_series(1, ${n.users}) g`)
  await run(`
    insert into "order" (kind, order_id, payment_id, user_id, customer_name, customer_email, address, country,
                         product_name, price_cents, total_cents, payment_status, order_status, order_date,
                         capture_time, membership_validity, created_at, updated_at)
    select case when g % 5 = 0 then 'item' else 'package' end,
           'O' || upper(lpad(to_hex(g), 7, '0')), 'P' || upper(lpad(to_hex(g), 7, '0')),
           'u' || (1 + g % ${n.users}), ${nameOf(`(1 + g % ${n.users})`)}, 'creator' || (1 + g % ${n.users}) || '@example.test',
           '1 Main St', 'US',
           case when g % 5 = 0 then (array['Neon preset pack','Gaming font bundle','Face cutout kit'])[1 + g % 3]
                else (array['Starter','Creator','Pro','Studio'])[1 + g % 4] end,
           500 + (g % 4) * 1000, 500 + (g % 4) * 1000,
           case when g % 10 = 0 then 'pending' when g % 29 = 0 then 'Refunded' else 'Paid' end,
           case when g % 10 = 0 then 'pending' when g % 29 = 0 then 'Cancelled' else 'Completed' end,
           to_char(${age('g', n.orders)}, 'DD/MM/YYYY'),
           case when g % 10 = 0 then null else ${age('g', n.orders)} end,
           ${age('g', n.orders)} + interval '30 days',
           ${age('g', n.orders)}, now()
    from generate_series(1, ${n.orders}) g`)
  await db.execute(sql`
    insert into generation (batch_id, user_id, status, params, prompt, provider, created_at, completed_at)
    select gen_random_uuid(), 'u' || (1 + g % ${sql.raw(String(n.users))}),
           case when g % 20 = 0 then 'failed' else 'succeeded' end,
           ${JSON.stringify(generationParams)}::jsonb, 'A gamer shocked by a boss fight', 'offline',
           ${sql.raw(age('g', n.generations))}, ${sql.raw(age('g', n.generations))}
    from generate_series(1, ${sql.raw(String(n.generations))}) g`)
  await run(`
    insert into credit_ledger (user_id, delta, balance_after, reason, idempotency_key, created_at)
    select 'u' || (1 + g % ${n.users}), case when g % 5 = 0 then 50 else -1 end, g % 200,
           case when g % 5 = 0 then 'purchase' else 'generation' end, 'bench:' || g, ${age('g', n.ledger)}
    from generate_series(1, ${n.ledger}) g`)
  await run(`
    insert into support_ticket (user_id, user_name, user_email, subject, message, status, priority, created_at, updated_at)
    select 'u' || (1 + g % ${n.users}), ${nameOf(`(1 + g % ${n.users})`)}, 'creator' || (1 + g % ${n.users}) || '@example.test',
           'Cannot download', 'The button does nothing.',
           (array['open','in-progress','resolved','closed'])[1 + g % 4],
           (array['low','medium','high','urgent'])[1 + g % 4], ${age('g', n.tickets)}, now()
    from generate_series(1, ${n.tickets}) g`)
  await run(`
    insert into message_log (to_email, subject, body, sent_at)
    select 'creator' || (1 + g % 50) || '@example.test', 'Your credits', '<p>Hello</p>', ${age('g', n.messages)}
    from generate_series(1, ${n.messages}) g`)
  await run(`
    insert into mail_outbox ("to", subject, text, status, created_at)
    select 'creator' || g || '@example.test', 'Reset your password', 'Follow the link', 'sent', ${age('g', n.outbox)}
    from generate_series(1, ${n.outbox}) g`)
  for (const index of trigram.rows) await run(index.indexdef)
  // As autovacuum would leave a live database: statistics and the visibility map set.
  await run('vacuum analyze')
}

export const scaled = (scale: number) =>
  Object.fromEntries(Object.entries(AT_100X).map(([k, v]) => [k, Math.round((v * scale) / 100)])) as Counts

/** The deepest page a list of `total` rows serves at `pageSize` (capped as the server caps it). */
const deepest = (total: number, pageSize: number) => Math.min(Math.ceil(total / pageSize), 10_000 / pageSize)

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function timeGet(app: FastifyInstance, user: TestUser, url: string) {
  const times: number[] = []
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })
    const elapsed = performance.now() - started
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    if (i >= 2) times.push(elapsed)
  }
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { median: round(median(times)), min: round(Math.min(...times)) }
}

/** The cache life in production (ADMIN_STATS_CACHE_SECONDS' default), and the visits modelled within it. */
const STATS_CACHE_SECONDS = 30
const VISITS_PER_SECOND = 1
/** Real time runs this many times faster than the modelled clock, so the window takes seconds. */
const TIME_SCALE = 30
const CACHE_LIVES = 3

/**
 * The dashboard as admins are served it: visited once a second for three lives of its 30 s cache,
 * every visit timed, the recomputation at the start of each life included. The clock is compressed
 * 30× (a 1 s cache, a visit every 33 ms): the same number of visits per recomputation, in 3 s.
 */
async function servedDashboard(config: ReturnType<typeof toAppConfig>, database: Database, admin: TestUser) {
  const cacheMs = (STATS_CACHE_SECONDS * 1000) / TIME_SCALE
  const gapMs = 1000 / VISITS_PER_SECOND / TIME_SCALE
  const visits = STATS_CACHE_SECONDS * VISITS_PER_SECOND * CACHE_LIVES
  const app = await buildApp({
    config: { ...config, adminStatsCacheMs: cacheMs },
    database,
    logger: false,
    webRoot: '/nonexistent',
  })
  await app.ready()
  try {
    // Warm-up (JIT, the first session check), then a fresh cache for the window.
    await timeGet(app, admin, '/api/admin/stats')
    await sleep(cacheMs)
    const times: number[] = []
    const start = performance.now()
    for (let visit = 0; visit < visits; visit++) {
      const due = start + visit * gapMs
      if (performance.now() < due) await sleep(due - performance.now())
      const started = performance.now()
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: admin.cookie },
      })
      if (response.statusCode !== 200) throw new Error(`/api/admin/stats: ${response.statusCode}`)
      times.push(performance.now() - started)
    }
    const sorted = [...times].sort((a, b) => a - b)
    const round = (ms: number) => Math.round(ms * 10) / 10
    return {
      visits,
      meanMs: round(times.reduce((sum, t) => sum + t, 0) / times.length),
      p99Ms: round(sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0),
      maxMs: round(sorted.at(-1) ?? 0),
      minMs: round(sorted[0] ?? 0),
    }
  } finally {
    await app.close()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Each figure's URL at this size: the deepest pages depend on how many rows the size holds. */
function routes(n: Counts, member: TestUser) {
  const packageOrders = n.orders - Math.floor(n.orders / 5)
  const itemOrders = Math.floor(n.orders / 5)
  return {
    usersFirst: '/api/users',
    usersDeepest: `/api/users?page=${deepest(n.users, 10)}`,
    usersSearchName: '/api/users?search=lovelace',
    usersSearchEmail: `/api/users?search=${encodeURIComponent(`creator${Math.round(n.users / 2)}@`)}`,
    ordersFirst: '/api/orders',
    ordersDeepest: `/api/orders?page=${deepest(packageOrders, 10)}`,
    ordersPending: '/api/orders?status=pending',
    ordersSortedByName: '/api/orders?sort=packageName&dir=asc',
    ordersSearchName: '/api/orders?search=hopper',
    ordersSearchId: `/api/orders?search=${Math.round(n.orders / 3)
      .toString(16)
      .toUpperCase()
      .padStart(7, '0')}`,
    itemOrdersFirst: '/api/item-orders',
    itemOrdersDeepest: `/api/item-orders?page=${deepest(itemOrders, 10)}`,
    ticketsFirst: '/api/support-tickets',
    ticketsDeepest: `/api/support-tickets?page=${deepest(n.tickets, 50)}`,
    ticketsOpen: '/api/support-tickets?status=open',
    ticketsSearchEmail: `/api/support-tickets?email=${encodeURIComponent(`creator${Math.round(n.users / 3)}@`)}`,
    outboxFirst: '/api/admin/outbox',
    outboxDeepest: `/api/admin/outbox?page=${deepest(n.outbox, 20)}`,
    messageLog: `/api/messages?to=${encodeURIComponent('creator7@example.test')}`,
    dashboardStats: '/api/admin/stats',
    subscriptionHistory: { user: member, url: '/api/orders?mine=true' },
    creditHistory: { user: member, url: '/api/me/ledger' },
    gallery: { user: member, url: '/api/generations' },
  }
}

async function measure(pgUrl: string, scale: number) {
  const name = `thumbforge_bench_x${scale}_${process.pid}`
  await adminQuery(pgUrl, `create database ${name}`)
  const database = openPostgres(databaseUrl(pgUrl, name), 10)
  try {
    const config = toAppConfig(
      parseEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_RATE_LIMIT_PER_MINUTE: '100000000',
        // Each read is timed, so the dashboard is read afresh every time, not from its cache.
        ADMIN_STATS_CACHE_SECONDS: '0',
      }),
      'bench-secret-bench-secret-bench-secret-00',
    )
    await runMigrations(database)
    await seedDefaults(database.db, config)
    const n = scaled(scale)
    const seeding = performance.now()
    await seed(database.db, n)
    const seedSeconds = Math.round((performance.now() - seeding) / 100) / 10
    const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    await app.ready()
    sendSameOriginByDefault(app, config)
    try {
      const admin = await createAdmin(app)
      // A member with the same share of the data as everyone else: 10 orders, 5 images, 25 ledger rows.
      const member = await createUser(app)
      await database.db.execute(sql`update "order" set user_id = ${member.id} where user_id = 'u42'`)
      await database.db.execute(sql`update generation set user_id = ${member.id} where user_id = 'u42'`)
      await database.db.execute(sql`update credit_ledger set user_id = ${member.id} where user_id = 'u42'`)
      const figures: Record<string, { median: number; min: number }> = {}
      for (const [key, route] of Object.entries(routes(n, member))) {
        figures[key] =
          typeof route === 'string'
            ? await timeGet(app, admin, route)
            : await timeGet(app, route.user, route.url)
      }
      // The read above is the uncached one (ADMIN_STATS_CACHE_SECONDS=0): information beside the
      // figure the targets apply to, which is the dashboard as admins are served it.
      const uncachedDashboard = figures.dashboardStats
      const served = await servedDashboard(config, database, admin)
      figures.dashboardStats = { median: served.meanMs, min: served.minMs }
      return { rows: n, seedSeconds, figures, dashboard: { served, uncached: uncachedDashboard } }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    await adminQuery(pgUrl, `drop database if exists ${name} with (force)`)
  }
}

export async function dataX100Figures(pgUrl: string) {
  const x1 = await measure(pgUrl, 1)
  const x100 = await measure(pgUrl, 100)
  const figures = Object.fromEntries(
    Object.entries(x100.figures).map(([key, { median: ms, min }]) => {
      const base = x1.figures[key]?.median ?? 0
      const growth = base > 0 ? Math.round((ms / base) * 100) / 100 : null
      // The fastest run beside the median: on a busy machine it shows what the query itself costs.
      return [key, { x1Ms: base, x100Ms: ms, growth, x1MinMs: x1.figures[key]?.min ?? 0, x100MinMs: min }]
    }),
  )
  const values = Object.values(figures)
  const uncachedX1 = x1.dashboard.uncached?.median ?? 0
  const uncachedX100 = x100.dashboard.uncached?.median ?? 0
  return {
    method: `server time through app.inject on PostgreSQL, median (and fastest) of ${RUNS} after 2 warm-ups`,
    rows: { x1: x1.rows, x100: x100.rows },
    seedSeconds: { x1: x1.seedSeconds, x100: x100.seedSeconds },
    figures,
    dashboard: {
      method: `dashboardStats above is the mean of ${STATS_CACHE_SECONDS * VISITS_PER_SECOND * CACHE_LIVES} visits, one a second for ${CACHE_LIVES} lives of the ${STATS_CACHE_SECONDS} s cache (clock compressed ${TIME_SCALE}x), recomputations included; uncached is one read with no cache (information)`,
      served: { x1: x1.dashboard.served, x100: x100.dashboard.served },
      uncached: {
        x1Ms: uncachedX1,
        x100Ms: uncachedX100,
        growth: uncachedX1 > 0 ? Math.round((uncachedX100 / uncachedX1) * 100) / 100 : null,
      },
    },
    targets: { maxMsAt100x: TARGET_MS, maxGrowth: TARGET_GROWTH },
    worstMsAt100x: Math.max(...values.map((v) => v.x100Ms)),
    worstGrowth: Math.max(...values.map((v) => v.growth ?? 0)),
    over: Object.entries(figures)
      .filter(([, v]) => v.x100Ms > TARGET_MS || (v.growth ?? 0) > TARGET_GROWTH)
      .map(([key]) => key),
  }
}
