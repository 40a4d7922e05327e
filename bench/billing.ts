// Billing figures for `npm run bench`: how many orders per second the PayPal capture path completes
// when PayPal itself answers at once (a local fake speaking its REST shapes, reached through the
// real client), through the real app: capture, the amount/currency/custom_id check, and the one
// grant transaction (order Paid, ledger entry, membership). On PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL names a server (a database is made there for the run and dropped after).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { creditLedger, orders } from '#server/db/schema.ts'
import { seedDefaults } from '#server/seed.ts'
import { firstPackage, placePackageOrder } from '#tests/support/billing.ts'
import { createAdmin, createUser, type TestUser } from '#tests/support/factories.ts'
import { configurePaypal, type FakePaypal, startFakePaypal } from '#tests/support/fake-paypal.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'

const ORDERS = Number(process.env.BENCH_BILLING_ORDERS ?? 200)
const BUYERS = 20
const CONCURRENCY = 10

interface Payable {
  buyer: TestUser
  orderId: string
  paypalOrderId: string
}

/** Pending orders with their PayPal order created, spread over the buyers (not timed). */
async function preparePayments(app: FastifyInstance, buyers: TestUser[], count: number): Promise<Payable[]> {
  const pkg = await firstPackage(app)
  const payable: Payable[] = []
  for (let i = 0; i < count; i++) {
    const buyer = buyers[i % buyers.length] as TestUser
    const order = await placePackageOrder(app, buyer, pkg.id)
    const started = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: buyer.cookie },
    })
    if (started.statusCode !== 200) throw new Error(`payment failed: ${started.body}`)
    payable.push({ buyer, orderId: order.orderId, paypalOrderId: started.json().paypalOrderId })
  }
  return payable
}

/** Captures every order, `concurrency` at a time; each must come back paid and changed. */
async function captureAll(app: FastifyInstance, payable: Payable[], concurrency: number) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < payable.length) {
        const { buyer, orderId, paypalOrderId } = payable[next++] as Payable
        const response = await app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/capture`,
          headers: { cookie: buyer.cookie },
          payload: { paypalOrderId },
        })
        if (response.statusCode !== 200 || response.json().changed !== true)
          throw new Error(`capture failed: ${response.statusCode} ${response.body}`)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return { orders: payable.length, ordersPerSec: Math.round(payable.length / seconds) }
}

/** Every captured order granted exactly once: one purchase entry per paid order, no more. */
async function grantsAreExact(database: Database, expected: number) {
  const paid = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentStatus, 'Paid'))
  const grants = await database.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.reason, 'purchase'))
  return paid.length === expected && grants.length === expected
}

async function captureFigures(database: Database, fake: FakePaypal) {
  const config = toAppConfig(
    parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      PAYPAL_API_BASE_URL: fake.url,
    }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  try {
    await runMigrations(database)
    await seedDefaults(database.db, config)
    const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    await app.ready()
    sendSameOriginByDefault(app, config)
    try {
      const admin = await createAdmin(app)
      await configurePaypal(app, admin, fake)
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(app, { credits: 0 })))
      // One capture first, so the OAuth token and the lazy paths are warm before anything is timed.
      await captureAll(app, await preparePayments(app, buyers, 1), 1)
      const sequential = await captureAll(app, await preparePayments(app, buyers, ORDERS), 1)
      const concurrent = await captureAll(app, await preparePayments(app, buyers, ORDERS), CONCURRENCY)
      return {
        sequential,
        [`concurrent${CONCURRENCY}`]: concurrent,
        buyers: BUYERS,
        exactlyOneGrantEach: await grantsAreExact(database, 1 + 2 * ORDERS),
      }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

export async function billingFigures() {
  const fake = await startFakePaypal()
  try {
    const report: Record<string, unknown> = { pglite: await captureFigures(await openPglite({}), fake) }
    const pgUrl = process.env.BENCH_DATABASE_URL
    if (pgUrl) {
      const name = `thumbforge_bench_billing_${process.pid}`
      await adminQuery(pgUrl, `create database ${name}`)
      try {
        report.postgres = await captureFigures(openPostgres(databaseUrl(pgUrl, name), 20), fake)
      } finally {
        await adminQuery(pgUrl, `drop database if exists ${name} with (force)`)
      }
    }
    return report
  } finally {
    await fake.close()
  }
}
