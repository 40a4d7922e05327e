// `data.x100`: every admin list, search, the dashboard, subscription history, credit history and
// the gallery, timed through app.inject on PostgreSQL at 1x and at 100x the data. Seeding is
// set-based (generate_series), so 100x (20,000 users, 200,000 orders, 100,000 generations,
// 500,000 ledger rows) takes seconds, not minutes. Each size gets its own throwaway database,
// dropped afterwards. Optional (`npm run bench -- --x100` or BENCH_X100=1): it adds a minute or two.

import { sql } from 'drizzle-orm'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { seedDefaults } from '#server/seed.ts'
import { createAdmin, createUser, type TestUser } from '../tests/support/factories.ts'
import { sendSameOriginByDefault } from '../tests/support/same-origin.ts'
import { dashboardMethod, servedDashboard } from './data-x100-dashboard.ts'
import { type Counts, scaled, seed } from './data-x100-seed.ts'
import { RUNS, timeGet } from './data-x100-timing.ts'

const TARGET_MS = 50
const TARGET_GROWTH = 3

/** The deepest page a list of `total` rows serves at `pageSize` (capped as the server caps it). */
const deepest = (total: number, pageSize: number) => Math.min(Math.ceil(total / pageSize), 10_000 / pageSize)

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
      method: dashboardMethod,
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
