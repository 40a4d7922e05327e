import type { AppConfig } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import { createSecretBox } from '../../lib/secret-box.ts'
import { seedKeyFromEnv } from './gemini-keys.service.ts'

/**
 * Start-up work for the generator: seed the key pool from GEMINI_API_KEY. Runs cut off by a crash
 * are no longer guessed from their age here: their jobs' leases run out and the queue retries or
 * refunds them (decision 024).
 */
export async function prepareGenerator(config: AppConfig, database: Database): Promise<void> {
  await seedKeyFromEnv(database.db, createSecretBox(config.secret), config.geminiApiKey)
}
