import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createHealthProbe } from '#server/features/health/probe.ts'
import { databaseCheck } from '#server/features/health/service.ts'
import { holdTables } from '#tests/support/hold-tables.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { cloneTestDatabase } from '#tests/support/test-database.ts'

/** Records what the probe logs, by level. */
function recordingLog() {
  const lines: Array<[string, string]> = []
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push([level, String(args.find((arg) => typeof arg === 'string'))])
    }
  const log = { error: at('error'), info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger
  return { log, lines }
}

describe('GET /api/health while the database is busy', () => {
  it('answers from the last probe at once, without queueing behind the queries that hold it', async () => {
    const { app, db } = await createTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)

    const release = await holdTables(db, ['user', 'order', 'credit_ledger'])
    let probed = false
    const nextProbe = app.deps.health.probeNow().finally(() => {
      probed = true
    })
    try {
      const busy = await app.inject({ method: 'GET', url: '/api/health' })
      expect(busy.statusCode).toBe(200)
      expect(busy.json()).toMatchObject({ status: 'ok', database: { ok: true } })
      // The probe itself does wait for the database: the answer above came from memory.
      expect(probed).toBe(false)
    } finally {
      await release()
    }
    expect(await nextProbe).toMatchObject({ ok: true })
  })
})

describe('the background health probe', () => {
  it('reports the database as failing once a probe has waited 10 s, and as ok when it answers', async () => {
    const database = await cloneTestDatabase()
    const clock = { now: 1_000_000 }
    const { log, lines } = recordingLog()
    const probe = createHealthProbe([databaseCheck(database)], log, {
      intervalMs: 3_600_000,
      now: () => clock.now,
    })
    onTestFinished(() => probe.stop())
    expect(await probe.probeNow()).toMatchObject({ ok: true })

    const release = await holdTables(database.db, ['user', 'order', 'credit_ledger'])
    const waiting = probe.probeNow()
    try {
      clock.now += 9_999
      expect(await probe.current()).toMatchObject({ ok: true, engines: [{ stuck: false }] })
      clock.now += 1
      expect(await probe.current()).toMatchObject({
        ok: false,
        engines: [{ name: 'database', ok: false, stuck: true, latencyMs: 10_000 }],
      })
      clock.now += 5_000
      expect(await probe.current()).toMatchObject({
        ok: false,
        engines: [{ stuck: true, latencyMs: 15_000 }],
      })
      // Said once, not on every health request.
      expect(lines).toEqual([['error', 'health check: the database engine has not answered the probe']])
    } finally {
      await release()
    }
    expect(await waiting).toMatchObject({ ok: true, engines: [{ stuck: false }] })
    expect(await probe.current()).toMatchObject({ ok: true, engines: [{ stuck: false }] })
  })

  it('logs a failing database once, and its recovery once', async () => {
    const database = await cloneTestDatabase()
    const { log, lines } = recordingLog()
    const probe = createHealthProbe([databaseCheck(database)], log, { intervalMs: 3_600_000 })
    onTestFinished(() => probe.stop())
    await probe.probeNow()

    await database.db.execute(sql`alter table credit_ledger rename to credit_ledger_moved`)
    expect(await probe.probeNow()).toMatchObject({ ok: false })
    expect(await probe.probeNow()).toMatchObject({ ok: false })
    expect(await probe.current()).toMatchObject({ ok: false, engines: [{ ok: false, stuck: false }] })
    await database.db.execute(sql`alter table credit_ledger_moved rename to credit_ledger`)
    expect(await probe.probeNow()).toMatchObject({ ok: true })
    expect(lines).toEqual([
      ['error', 'health check: the database cannot read its core tables'],
      ['info', 'health check: the database reads its core tables again'],
    ])
  })
})
