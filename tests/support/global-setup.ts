import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPostgres, pgliteExtensions, wrapPglite } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { seedDefaults } from '#server/seed.ts'
import { createRunDir, startPostgresRun } from './test-run.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    runDir: string
    pgliteSnapshot: string
    pgRunId: string | null
    pgTemplate: string | null
  }
}

/** Tests run on this machine: the snapshot starts with simulated payments, as a local install does. */
const testSeedConfig = { isProduction: false, appUrl: 'http://localhost:3000' }

/**
 * Migrates and seeds ONE database, then every test file clones it: PGlite from a dumped data
 * dir, PostgreSQL (TEST_DATABASE_URL) from a template database. No file runs migrations again.
 * Everything the run writes lives in its own folder and its own databases, removed at the end;
 * what a crashed run left behind is removed at the start of the next.
 */
export default async function setup(project: TestProject) {
  const runDir = createRunDir()
  const url = process.env.TEST_DATABASE_URL
  const pgRun = url ? await startPostgresRun(url) : null
  const teardown = async () => {
    rmSync(runDir, { recursive: true, force: true })
    await pgRun?.finish()
  }
  try {
    project.provide('runDir', runDir)
    project.provide('pgliteSnapshot', await snapshotPglite(runDir))
    project.provide('pgRunId', pgRun?.id ?? null)
    project.provide('pgTemplate', url && pgRun ? await createTemplate(url, pgRun.id) : null)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

async function snapshotPglite(runDir: string): Promise<string> {
  const snapshotFile = path.join(runDir, 'pglite-snapshot.tar')
  const client = await PGlite.create({ extensions: pgliteExtensions })
  try {
    const database = wrapPglite(client)
    await runMigrations(database)
    await seedDefaults(database.db, testSeedConfig)
    const dump = await client.dumpDataDir('none')
    writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
  return snapshotFile
}

async function createTemplate(url: string, runId: string): Promise<string> {
  const template = `thumbforge_tpl_r${runId}`
  await adminQuery(url, `create database ${template}`)
  const pgDatabase = openPostgres(databaseUrl(url, template), 2)
  try {
    await runMigrations(pgDatabase)
    await seedDefaults(pgDatabase.db, testSeedConfig)
  } finally {
    await pgDatabase.close()
  }
  return template
}
