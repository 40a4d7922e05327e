import { desc, eq } from 'drizzle-orm'
import { geminiKeyMessages } from '#shared/generator/defaults.ts'
import type { GeminiKey, GeminiKeyUpdate } from '#shared/generator/schemas.ts'
import type { Db } from '../../db/client.ts'
import { geminiKeys } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { maskSecret, type SecretBox } from '../../lib/secret-box.ts'

type Row = typeof geminiKeys.$inferSelect

/** One cheap call with a key: null when it works, else the reason (never holding the key). */
export type KeyCheck = (apiKey: string) => Promise<string | null>

/** A saved key and, when its test call failed, why (the key was then saved inactive). */
export interface SavedKey {
  key: GeminiKey
  failure: string | null
}

/** What a key that failed its test call is saved with: inactive, so the generator does not switch to it. */
const failing = (reason: string) => ({ isActive: false, lastError: reason, lastErrorAt: new Date() })

/** The admin's view of a key: its mask, never the key or its ciphertext. */
function toView(row: Row): GeminiKey {
  return {
    id: row.id,
    name: row.name,
    keyMask: row.keyMask,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  }
}

export async function listKeys(db: Db): Promise<GeminiKey[]> {
  const rows = await db.select().from(geminiKeys).orderBy(desc(geminiKeys.createdAt))
  return rows.map(toView)
}

/** A key saved active is tested first; one that fails is kept, inactive, with the reason. */
export async function createKey(
  db: Db,
  secrets: SecretBox,
  check: KeyCheck,
  input: { name: string; key: string; isActive: boolean },
): Promise<SavedKey> {
  const failure = input.isActive ? await check(input.key) : null
  const [row] = await db
    .insert(geminiKeys)
    .values({
      name: input.name,
      keyEncrypted: secrets.seal(input.key),
      keyMask: maskSecret(input.key),
      isActive: input.isActive,
      ...(failure ? failing(failure) : {}),
    })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  return { key: toView(row), failure }
}

/** The stored key, opened for its test call; one sealed under another secret fails as the pool says. */
async function checkStored(secrets: SecretBox, check: KeyCheck, sealed: string): Promise<string | null> {
  let apiKey: string
  try {
    apiKey = secrets.open(sealed)
  } catch {
    return geminiKeyMessages.loadFailed
  }
  return check(apiKey)
}

/**
 * A blank key keeps the stored one: the browser never has it to send back. A key that will be
 * active and is new (replaced, or activated here) is tested first.
 */
export async function updateKey(
  db: Db,
  secrets: SecretBox,
  check: KeyCheck,
  id: string,
  input: GeminiKeyUpdate,
): Promise<SavedKey> {
  const patch: Partial<typeof geminiKeys.$inferInsert> = { name: input.name.trim(), updatedAt: new Date() }
  const key = input.key?.trim()
  if (key) {
    patch.keyEncrypted = secrets.seal(key)
    patch.keyMask = maskSecret(key)
    patch.lastError = null
    patch.lastErrorAt = null
  }
  if (input.isActive !== undefined) patch.isActive = input.isActive
  const [before] = await db.select().from(geminiKeys).where(eq(geminiKeys.id, id))
  if (!before) throw notFound('API key')
  let failure: string | null = null
  if ((input.isActive ?? before.isActive) && (key || !before.isActive)) {
    failure = key ? await check(key) : await checkStored(secrets, check, before.keyEncrypted)
    if (failure) Object.assign(patch, failing(failure))
  }
  const [row] = await db.update(geminiKeys).set(patch).where(eq(geminiKeys.id, id)).returning()
  if (!row) throw notFound('API key')
  noteAuditChange({ before: auditedKey(before), after: auditedKey(row) })
  return { key: toView(row), failure }
}

export async function deleteKey(db: Db, id: string): Promise<void> {
  const rows = await db.delete(geminiKeys).where(eq(geminiKeys.id, id)).returning()
  const [gone] = rows
  if (!gone) throw notFound('API key')
  noteAuditChange({ before: auditedKey(gone), after: null })
}

/** A key as the audit log shows it: the sealed value never, a replaced one as a masked change. */
function auditedKey(row: typeof geminiKeys.$inferSelect) {
  return { name: row.name, key: row.keyEncrypted, keyMask: row.keyMask, isActive: row.isActive }
}

/** Deactivating is immediate; activating tests the key first, and a failing key stays inactive. */
export async function toggleKey(db: Db, secrets: SecretBox, check: KeyCheck, id: string): Promise<SavedKey> {
  const [before] = await db.select().from(geminiKeys).where(eq(geminiKeys.id, id))
  if (!before) throw notFound('API key')
  const failure = before.isActive ? null : await checkStored(secrets, check, before.keyEncrypted)
  const [row] = await db
    .update(geminiKeys)
    .set(
      failure
        ? { ...failing(failure), updatedAt: new Date() }
        : { isActive: !before.isActive, updatedAt: new Date() },
    )
    .where(eq(geminiKeys.id, id))
    .returning()
  if (!row) throw notFound('API key')
  noteAuditChange({ before: { isActive: before.isActive }, after: { isActive: row.isActive } })
  return { key: toView(row), failure }
}

/** GEMINI_API_KEY seeds the pool when it is empty, so an operator can start with one env variable. */
export async function seedKeyFromEnv(
  db: Db,
  secrets: SecretBox,
  apiKey: string | undefined,
): Promise<boolean> {
  if (!apiKey) return false
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: geminiKeys.id }).from(geminiKeys).limit(1)
    if (existing) return false
    await tx.insert(geminiKeys).values({
      name: 'GEMINI_API_KEY (from the environment)',
      keyEncrypted: secrets.seal(apiKey),
      keyMask: maskSecret(apiKey),
      isActive: true,
    })
    return true
  })
}
