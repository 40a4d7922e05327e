import { desc, eq, sql } from 'drizzle-orm'
import type { GeminiKey, GeminiKeyUpdate } from '#shared/schemas/generator.ts'
import type { Db } from '../../db/client.ts'
import { geminiKeys } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { maskSecret, type SecretBox } from '../../lib/secret-box.ts'

type Row = typeof geminiKeys.$inferSelect

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

export async function createKey(
  db: Db,
  secrets: SecretBox,
  input: { name: string; key: string; isActive: boolean },
): Promise<GeminiKey> {
  const [row] = await db
    .insert(geminiKeys)
    .values({
      name: input.name,
      keyEncrypted: secrets.seal(input.key),
      keyMask: maskSecret(input.key),
      isActive: input.isActive,
    })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  return toView(row)
}

/** A blank key keeps the stored one: the browser never has it to send back. */
export async function updateKey(
  db: Db,
  secrets: SecretBox,
  id: string,
  input: GeminiKeyUpdate,
): Promise<GeminiKey> {
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
  const [row] = await db.update(geminiKeys).set(patch).where(eq(geminiKeys.id, id)).returning()
  if (!row || !before) throw notFound('API key')
  noteAuditChange({ before: auditedKey(before), after: auditedKey(row) })
  return toView(row)
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

export async function toggleKey(db: Db, id: string): Promise<GeminiKey> {
  const [row] = await db
    .update(geminiKeys)
    .set({ isActive: sql`not ${geminiKeys.isActive}`, updatedAt: new Date() })
    .where(eq(geminiKeys.id, id))
    .returning()
  if (!row) throw notFound('API key')
  noteAuditChange({ before: { isActive: !row.isActive }, after: { isActive: row.isActive } })
  return toView(row)
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
