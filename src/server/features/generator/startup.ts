import type { AppConfig } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import { createSecretBox } from '../../lib/secret-box.ts'
import { seedKeyFromEnv } from './gemini-keys.service.ts'
import { recoverInterruptedGenerations } from './recovery.ts'

/** Instances sharing PostgreSQL leave pending rows younger than this to whoever is running them. */
const SHARED_DATABASE_GRACE_MS = 15 * 60_000

/** Start-up work for the generator: seed the key pool from GEMINI_API_KEY, refund crash leftovers. */
export async function prepareGenerator(
  config: AppConfig,
  database: Database,
): Promise<{ recovered: number }> {
  await seedKeyFromEnv(database.db, createSecretBox(config.secret), config.geminiApiKey)
  const recovered = await recoverInterruptedGenerations(database.db, {
    graceMs: database.kind === 'pglite' ? 0 : SHARED_DATABASE_GRACE_MS,
  })
  return { recovered }
}
