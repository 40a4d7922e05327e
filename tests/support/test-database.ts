import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { cleanUpScope } from './clean-up.ts'

/**
 * A name for a database this run creates on TEST_DATABASE_URL. The run id in it lets a later run
 * drop it if this one crashes (see test-run.ts).
 */
export function testDatabaseName(): string {
  const runId = inject('pgRunId')
  if (!runId) throw new Error('TEST_DATABASE_URL was not set when the run started')
  return `thumbforge_test_r${runId}_${randomBytes(6).toString('hex')}`
}

/**
 * A fresh database cloned from the migrated, seeded snapshot: PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set. Closed (and dropped) when the test that asked for it finishes, or
 * after the file's tests when asked for at file level (or with `cleanUp`, a caller's scope);
 * closing it earlier is fine.
 */
export async function cloneTestDatabase(cleanUp = cleanUpScope()): Promise<Database> {
  const database = await openClone()
  let closing: Promise<void> | undefined
  const closeOnce = () => {
    closing ??= database.close()
    return closing
  }
  cleanUp(closeOnce)
  return { ...database, close: closeOnce }
}

async function openClone(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (url && template) {
    const name = testDatabaseName()
    await adminQuery(url, `create database ${name} template ${template}`)
    const database = openPostgres(databaseUrl(url, name), 20)
    return {
      ...database,
      async close() {
        await database.close()
        await adminQuery(url, `drop database if exists ${name} with (force)`)
      },
    }
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'))
  return openPglite({ loadDataDir: new Blob([snapshot]) })
}
