import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'

/**
 * A fresh database for one test file, cloned from the migrated, seeded snapshot: PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function cloneTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (url && template) {
    const name = `thumbforge_test_${randomBytes(6).toString('hex')}`
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
