import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { geminiKeyMessages, generatorMessages } from '#shared/generator/defaults.ts'
import type { Db } from '../../db/client.ts'
import { geminiKeys } from '../../db/schema.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { KeyRunner } from '../../providers/ai/gemini.ts'
import { BACKOFF_STATUSES, KeysRestingError, ProviderError } from '../../providers/ai/provider-error.ts'

/** How long a key rests after 429/503 without a RetryInfo, and after 401/403 (likely revoked). */
const DEFAULT_COOLDOWN_MS = 30_000
const AUTH_COOLDOWN_MS = 10 * 60_000

/** Keys resting after a failure, until the time given (per process: a hint, not a rule). */
const coolingUntil = new Map<string, number>()

interface PoolKey {
  id: string
  apiKey: string
}

export async function activeKeyCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(geminiKeys)
    .where(eq(geminiKeys.isActive, true))
  return row?.n ?? 0
}

/**
 * The active keys, opened. A key sealed under another app secret (the secret was changed, or the
 * database restored elsewhere) cannot be opened: it is marked with the spec's 'Failed to load API
 * keys' so the operator sees which one to re-enter, and the others still serve. Only when none
 * opens does the call fail, with that message rather than a cipher error.
 */
async function loadActiveKeys(db: Db, secrets: SecretBox): Promise<PoolKey[]> {
  const rows = await db
    .select({ id: geminiKeys.id, sealed: geminiKeys.keyEncrypted })
    .from(geminiKeys)
    .where(eq(geminiKeys.isActive, true))
  const keys: PoolKey[] = []
  for (const row of rows) {
    try {
      keys.push({ id: row.id, apiKey: secrets.open(row.sealed) })
    } catch {
      await db
        .update(geminiKeys)
        .set({ lastError: geminiKeyMessages.loadFailed, lastErrorAt: new Date() })
        .where(eq(geminiKeys.id, row.id))
    }
  }
  if (rows.length > 0 && keys.length === 0) throw new ProviderError(geminiKeyMessages.loadFailed)
  return keys
}

/** Random order, with resting keys moved to the back so a fresh key is tried first. */
function order(keys: PoolKey[]): PoolKey[] {
  const shuffled = [...keys]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[shuffled[i], shuffled[j]] = [shuffled[j] as PoolKey, shuffled[i] as PoolKey]
  }
  const now = Date.now()
  const resting = (key: PoolKey) => (coolingUntil.get(key.id) ?? 0) > now
  return [...shuffled.filter((k) => !resting(k)), ...shuffled.filter(resting)]
}

async function recordUse(db: Db, id: string, error: string | null): Promise<void> {
  const now = new Date()
  await db
    .update(geminiKeys)
    .set(error === null ? { lastUsedAt: now } : { lastUsedAt: now, lastError: error, lastErrorAt: now })
    .where(and(eq(geminiKeys.id, id)))
}

/**
 * A random active key per call. On 429/503/401/403 the key rests and the next key is tried. When
 * every key has said 429 or 503, nothing waits here (a request or a worker slot would be held):
 * a KeysRestingError tells the caller how soon the first key is back, and a generation job is put
 * back in the queue for then. This loop and the queue are the only retry layers (the SDK's own
 * retries are off). Each key records its last use and last error; the key never leaves here.
 */
export function createKeyRunner(db: Db, secrets: SecretBox): KeyRunner {
  return async <T>(call: (apiKey: string) => Promise<T>): Promise<T> => {
    const keys = order(await loadActiveKeys(db, secrets))
    if (keys.length === 0) throw new ProviderError(generatorMessages.noApiKeys)
    let lastError: ProviderError | undefined
    let soonest: number | undefined
    let onlyLater = true
    const attempt = async (key: PoolKey): Promise<{ ok: true; value: T } | { ok: false }> => {
      try {
        const value = await call(key.apiKey)
        coolingUntil.delete(key.id)
        await recordUse(db, key.id, null)
        return { ok: true, value }
      } catch (error) {
        const failure = error instanceof ProviderError ? error : new ProviderError(String(error))
        await recordUse(db, key.id, failure.message)
        if (!failure.failover) throw failure
        lastError = failure
        const status = failure.httpStatus ?? 0
        const rest =
          failure.retryDelayMs ?? (status === 401 || status === 403 ? AUTH_COOLDOWN_MS : DEFAULT_COOLDOWN_MS)
        coolingUntil.set(key.id, Date.now() + rest)
        if (!BACKOFF_STATUSES.has(status)) onlyLater = false
        if (soonest === undefined || rest < soonest) soonest = rest
        return { ok: false }
      }
    }
    for (const key of keys) {
      const result = await attempt(key)
      if (result.ok) return result.value
    }
    if (lastError && onlyLater && soonest !== undefined) throw new KeysRestingError(lastError, soonest)
    throw lastError ?? new ProviderError(generatorMessages.noApiKeys)
  }
}
