import { type Job, PgBoss } from 'pg-boss'
import type { Database } from '#server/db/client.ts'
import { waitUntil } from './wait-until.ts'

/**
 * A worker that claims generation jobs and then vanishes (kill -9): it never completes or fails
 * what it took, unless the test completes a job it made by hand.
 */
export async function vanishingWorker(database: Database) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.raw(text, values) },
    schedule: false,
  })
  await boss.start()
  return {
    /** The next generation job due, waiting (bounded) for one to be queued or for a lease to end. */
    async claim() {
      let claimed: Job<{ generationId: string }> | undefined
      await waitUntil(
        async () => {
          ;[claimed] = await boss.fetch<{ generationId: string }>('generation')
          return claimed !== undefined
        },
        { what: 'a generation job to claim', everyMs: 50 },
      )
      if (!claimed) throw new Error('no job was claimed')
      return claimed
    },
    /** Completes a claimed job (the test made its image by hand), so its lease cannot run out. */
    complete: (id: string) => boss.complete('generation', id),
    stop: () => boss.stop({ graceful: false, close: false }),
  }
}
