import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPostgres, wrapPglite } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { seedDefaults } from '#server/db/seed.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    pgTemplate: string | null
  }
}

const snapshotDir = path.resolve('.tmp')
/** Tests run on this machine: the snapshot starts with simulated payments, as a local install does. */
const testSeedConfig = { isProduction: false, appUrl: 'http://localhost:3000' }

/**
 * Migrates and seeds ONE database, then every test file clones it: PGlite from a dumped data
 * dir, PostgreSQL (TEST_DATABASE_URL) from a template database. No file runs migrations again.
 */
export default async function setup(project: TestProject) {
  mkdirSync(snapshotDir, { recursive: true })
  const snapshotFile = path.join(snapshotDir, `pglite-snapshot-${process.pid}.tar`)
  const client = await PGlite.create()
  const database = wrapPglite(client)
  await runMigrations(database)
  await seedDefaults(database.db, testSeedConfig)
  const dump = await client.dumpDataDir('none')
  writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()))
  await client.close()
  project.provide('pgliteSnapshot', snapshotFile)

  const url = process.env.TEST_DATABASE_URL
  let template: string | null = null
  if (url) {
    template = `thumbforge_tpl_${process.pid}`
    await adminQuery(url, `drop database if exists ${template}`)
    await adminQuery(url, `create database ${template}`)
    const pgDatabase = openPostgres(databaseUrl(url, template), 2)
    await runMigrations(pgDatabase)
    await seedDefaults(pgDatabase.db, testSeedConfig)
    await pgDatabase.close()
  }
  project.provide('pgTemplate', template)

  return async () => {
    rmSync(snapshotFile, { force: true })
    if (url && template) await adminQuery(url, `drop database if exists ${template} with (force)`)
  }
}
