import { desc, eq } from 'drizzle-orm'
import type { SetupFinding } from '#shared/admin/setup-checklist.ts'
import type { AppConfig } from '../../config/config.ts'
import type { Db } from '../../db/client.ts'
import { geminiKeys } from '../../db/schema.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import { checkGeminiKey } from '../../providers/ai/gemini-key-check.ts'

/** Keys tried at most per check: each is one models-list call, and an admin is waiting. */
const KEYS_TRIED = 3

/** The setup checklist's Gemini item: an active key that passes its test call (the models list). */
export async function checkGeminiSetup(deps: {
  db: Db
  secrets: SecretBox
  config: AppConfig
}): Promise<SetupFinding> {
  const keys = await deps.db
    .select()
    .from(geminiKeys)
    .where(eq(geminiKeys.isActive, true))
    .orderBy(desc(geminiKeys.updatedAt))
    .limit(KEYS_TRIED)
  if (keys.length === 0)
    return {
      done: false,
      detail: 'No active Gemini key: the generator draws offline. Add a key in Gemini Keys.',
    }
  const failures: string[] = []
  for (const key of keys) {
    let apiKey: string
    try {
      apiKey = deps.secrets.open(key.keyEncrypted)
    } catch {
      failures.push(`${key.name}: sealed under another APP_SECRET`)
      continue
    }
    const failure = await checkGeminiKey(apiKey, { baseUrl: deps.config.geminiApiBaseUrl })
    if (failure === null) return { done: true, detail: `${key.name} (${key.keyMask}) passed its test call.` }
    failures.push(`${key.name}: ${failure}`)
  }
  return { done: false, detail: `No active key passed its test call. ${failures.join('; ')}` }
}
