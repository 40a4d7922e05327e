import { sql } from 'drizzle-orm'
import { onTestFinished } from 'vitest'
import type { Db } from '#server/db/client.ts'

/**
 * Holds the named tables in an exclusive lock until the returned function is called, as a long
 * admin read keeps the database busy. On PostgreSQL every read of them waits; on PGlite, whose one
 * connection the transaction holds, every query waits. Released also when the test fails, so a
 * blocked query cannot keep the file from closing.
 */
export async function holdTables(db: Db, tables: string[]): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let locked = () => {}
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve
  })
  const names = tables.map((table) => `"${table}"`).join(', ')
  const done = db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${names} in access exclusive mode`))
    locked()
    await released
  })
  await lockTaken
  const end = async () => {
    release()
    await done
  }
  onTestFinished(end)
  return end
}
