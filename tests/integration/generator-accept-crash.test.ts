import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { spendKey } from '#server/features/generator/batch.service.ts'
import { cleanUpLater, testTempDir } from '../support/clean-up.ts'
import { cookieFrom } from '../support/factories.ts'
import { freePort } from '../support/free-port.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'
import { startServerProcess } from '../support/server-process.ts'
import { testDatabaseName } from '../support/test-database.ts'
import { waitUntil } from '../support/wait-until.ts'

/**
 * Issue 24's crash bar: the server as a real process is killed (SIGKILL, as `kill -9`, an
 * out-of-memory kill or a lost host would) at each named point of accepting a run, then started
 * again. Afterwards every image is made or refunded exactly once, the balance is the credits less
 * the images made, and no file of a run that never committed is left. On the embedded database
 * here, and on PostgreSQL in the driver-dependent pass (TEST_DATABASE_URL).
 */
const CRASH_POINTS = [
  // First, so that its queued jobs are running when the next run kills the server mid-job.
  'accept:after-commit',
  'accept:after-file-rows',
  'accept:after-files',
  'accept:after-rows',
  'accept:after-spend',
  'accept:after-queue',
]
const CREDITS = 40
const VARIANTS = 4
const slowStart = 180_000

const dataDir = testTempDir('accept-crash')
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
const databaseEnv = await prepareDatabase()

/** PostgreSQL: a database of the test's own from the migrated template; embedded: none (the server makes it). */
async function prepareDatabase(): Promise<Record<string, string>> {
  const url = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (!url || !template) return {}
  const name = testDatabaseName()
  await adminQuery(url, `create database ${name} template ${template}`)
  cleanUpLater(() => adminQuery(url, `drop database if exists ${name} with (force)`))
  return { DATABASE_URL: databaseUrl(url, name) }
}

function openSameDatabase(): Promise<Database> {
  const url = databaseEnv.DATABASE_URL
  return url ? Promise.resolve(openPostgres(url, 2)) : openPglite({ dataDir: path.join(dataDir, 'db') })
}

const startServer = (crashAt?: string) =>
  startServerProcess({
    dataDir,
    port,
    env: {
      ...databaseEnv,
      NODE_ENV: 'test',
      SIGNUP_CREDITS: String(CREDITS),
      GENERATION_LEASE_SECONDS: '5',
      GENERATION_MAINTENANCE_SECONDS: '1',
      GENERATION_POLL_SECONDS: '0.5',
      // Its jobs' and reconciliation's lines are what a failure here is diagnosed from.
      LOG_LEVEL: 'info',
      ...(crashAt ? { THUMBFORGE_CRASH_AT: crashAt } : {}),
    },
  })

async function waitForHealth() {
  // A first start creates the embedded database: minutes on a busy shared machine.
  const deadline = Date.now() + slowStart
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not become healthy')
}

const sameOrigin = { origin: baseUrl, 'content-type': 'application/json' }

async function myGenerations(cookie: string) {
  const answer = await fetch(`${baseUrl}/api/generations?pageSize=50`, { headers: { cookie } })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { items: { id: string; status: string }[] }).items
}

/** Polls until `check` holds, for as long as a restarted server may take to settle every image. */
const eventually = (check: () => Promise<boolean>) =>
  waitUntil(check, { what: 'every image to complete or be refunded', withinMs: 150_000, everyMs: 500 })

const referenceFilesIn = (folder: string): string[] => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('-ref.jpg'))
  } catch {
    return []
  }
}

describe('a crash while a run is accepted', () => {
  it('ends every image in a picture or exactly one refund, at every point', {
    timeout: 20 * slowStart,
  }, async () => {
    const reference = `data:image/jpeg;base64,${(await noisyJpeg()).toString('base64')}`
    let cookie = ''
    let userId = ''
    for (const point of CRASH_POINTS) {
      const server = startServer(point)
      await waitForHealth()
      if (!cookie) {
        const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: sameOrigin,
          body: JSON.stringify({ name: 'Crash', email: 'crash@example.test', password: 'crash-password' }),
        })
        expect(signUp.status).toBe(200)
        cookie = cookieFrom(signUp.headers.getSetCookie())
        userId = ((await signUp.json()) as { user: { id: string } }).user.id
      }
      const run = fetch(`${baseUrl}/api/generator/generate`, {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({
          category: 'Technology',
          prompt: 'A robot unboxing a phone',
          textOverlay: { title: `Killed ${point}` },
          variants: VARIANTS,
          referenceImage: reference,
        }),
      })
      // The process dies before it can answer.
      await expect(run).rejects.toThrow()
      await server.exited
      expect(server.child.signalCode, server.output()).toBe('SIGKILL')
    }

    const last = startServer()
    await waitForHealth()
    await eventually(async () =>
      (await myGenerations(cookie)).every((image) => image.status !== 'pending'),
    ).catch(async (error: Error) => {
      // What the restarted server was doing, and where each image stands, is the whole diagnosis.
      const states = (await myGenerations(cookie)).map((image) => image.status).join(', ')
      throw new Error(`${error.message}; images: ${states}\n${last.output()}`)
    })
    // Only the run killed after its commit exists; the others left nothing behind.
    const images = await myGenerations(cookie)
    expect(images).toHaveLength(VARIANTS)
    // The run that committed ends and takes its inputs; the others' are swept after the lease.
    const userFiles = path.join(dataDir, 'files', 'generations', userId)
    await eventually(async () => referenceFilesIn(userFiles).length === 0)
    last.child.kill('SIGTERM')
    expect(await last.exited).toBe(0)

    const database = await openSameDatabase()
    try {
      const rows = await database.db.select().from(generations).where(eq(generations.userId, userId))
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))
      const [account] = await database.db.select().from(users).where(eq(users.id, userId))
      const made = rows.filter((row) => row.status === 'succeeded')
      for (const row of rows) {
        expect(ledger.filter((entry) => entry.idempotencyKey === spendKey(row.id))).toHaveLength(1)
        const refunds = ledger.filter((entry) => entry.idempotencyKey === `refund:${spendKey(row.id)}`)
        expect(refunds).toHaveLength(row.status === 'failed' ? 1 : 0)
      }
      expect(account?.creditBalance).toBe(CREDITS - made.length)
    } finally {
      await database.close()
    }
  })
})
