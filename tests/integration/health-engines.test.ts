import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AdminHealth } from '#shared/admin/health-summary.ts'
import { testTempDir } from '#tests/support/clean-up.ts'
import { createAdmin } from '#tests/support/factories.ts'
import { createTestApp } from '#tests/support/test-app.ts'

/**
 * /api/health reports every engine the instance runs, so a load balancer takes an instance out as
 * soon as any of them fails; the reason is for admins only. `probeNow()` stands in for the next
 * tick of the background probe.
 */
describe('health per engine', () => {
  it('reports the database and the files, and 503 naming the files engine once its folder is gone', async () => {
    const dataDir = testTempDir('health-engines')
    const { app } = await createTestApp({ DATA_DIR: dataDir })
    const admin = await createAdmin(app)
    const adminHealth = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/health-summary',
          headers: { cookie: admin.cookie },
        })
      ).json<AdminHealth>().engines

    const healthy = await app.inject({ method: 'GET', url: '/api/health' })
    expect(healthy.statusCode).toBe(200)
    expect(healthy.json().engines).toEqual([
      expect.objectContaining({ name: 'database', kind: 'pglite', ok: true }),
      expect.objectContaining({ name: 'files', kind: 'local', ok: true }),
      expect.objectContaining({ name: 'queue', kind: 'pg-boss', ok: true }),
    ])

    // An operator's mistake: the files folder replaced by something that is not a folder.
    const filesDir = path.join(dataDir, 'files')
    rmSync(filesDir, { recursive: true, force: true })
    writeFileSync(filesDir, 'not a folder')
    await app.deps.health.probeNow()
    const broken = await app.inject({ method: 'GET', url: '/api/health' })
    expect(broken.statusCode).toBe(503)
    expect(broken.json()).toMatchObject({ status: 'degraded', database: { ok: true } })
    expect(broken.json().engines).toEqual([
      expect.objectContaining({ name: 'database', ok: true }),
      expect.objectContaining({ name: 'files', ok: false }),
      expect.objectContaining({ name: 'queue', ok: true }),
    ])
    // The public answer names the engine but not the reason.
    expect(broken.body).not.toContain('EEXIST')
    expect(await adminHealth()).toContainEqual(
      // The store's own code for what went wrong (EEXIST: a file where its folder should be).
      expect.objectContaining({ name: 'files', ok: false, error: 'EEXIST' }),
    )

    rmSync(filesDir)
    await app.deps.health.probeNow()
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const recovered = await adminHealth()
    expect(recovered.map(({ name, ok, error }) => ({ name, ok, error }))).toEqual([
      { name: 'database', ok: true, error: undefined },
      { name: 'files', ok: true, error: undefined },
      { name: 'queue', ok: true, error: undefined },
    ])
  })

  it('probes an engine added to deps.engines (as Redis, S3 and the queue add theirs), and its failure turns health to 503', async () => {
    const { app } = await createTestApp()
    let redisUp = true
    app.deps.engines.push({
      name: 'redis',
      kind: 'redis',
      check: async () => {
        if (!redisUp) throw new Error('connect ECONNREFUSED 10.0.0.7:6379')
      },
    })
    await app.deps.health.probeNow()
    const up = await app.inject({ method: 'GET', url: '/api/health' })
    expect(up.statusCode).toBe(200)
    expect(up.json().engines.map((engine: { name: string }) => engine.name)).toEqual([
      'database',
      'files',
      'queue',
      'redis',
    ])

    redisUp = false
    await app.deps.health.probeNow()
    const down = await app.inject({ method: 'GET', url: '/api/health' })
    expect(down.statusCode).toBe(503)
    expect(down.json().engines).toContainEqual(expect.objectContaining({ name: 'redis', ok: false }))
    expect(down.body).not.toContain('10.0.0.7')
  })
})
