import { and, asc, count, eq } from 'drizzle-orm'
import { PERSONAS_MAX, type Persona, type PersonaList, personaMessages } from '#shared/personas/schemas.ts'
import type { Db } from '../../db/client.ts'
import { personaPhotos, personas, users } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { personaPrefix } from './persona-layers.ts'
import { personaView } from './persona-view.ts'

export const personaNotFound = () => notFound('Persona')

/** The caller's personas, oldest first, each with its photos oldest first. */
export async function listPersonas(db: Db, userId: string): Promise<PersonaList> {
  const [rows, photos] = await Promise.all([
    db
      .select()
      .from(personas)
      .where(eq(personas.userId, userId))
      .orderBy(asc(personas.createdAt), asc(personas.id)),
    db
      .select()
      .from(personaPhotos)
      .where(eq(personaPhotos.userId, userId))
      .orderBy(asc(personaPhotos.createdAt), asc(personaPhotos.id)),
  ])
  return {
    items: rows.map((row) =>
      personaView(
        row,
        photos.filter((p) => p.personaId === row.id),
      ),
    ),
  }
}

/** One of the caller's personas; anyone else's is 404, exactly like one that does not exist. */
export async function getPersona(db: Db, userId: string, personaId: string): Promise<Persona> {
  const [row] = await db
    .select()
    .from(personas)
    .where(and(eq(personas.id, personaId), eq(personas.userId, userId)))
  if (!row) throw personaNotFound()
  const photos = await db
    .select()
    .from(personaPhotos)
    .where(and(eq(personaPhotos.personaId, personaId), eq(personaPhotos.userId, userId)))
    .orderBy(asc(personaPhotos.createdAt), asc(personaPhotos.id))
  return personaView(row, photos)
}

/**
 * At most PERSONAS_MAX per account, race-safe: the account's row is locked while the personas are
 * counted and the new one inserted, so concurrent creates queue behind each other.
 */
export async function createPersona(db: Db, userId: string, name: string): Promise<Persona> {
  const row = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!owner) throw notFound('User')
    const [held] = await tx.select({ n: count() }).from(personas).where(eq(personas.userId, userId))
    if ((held?.n ?? 0) >= PERSONAS_MAX) throw new AppError('PERSONA_LIMIT', personaMessages.limit)
    const [created] = await tx.insert(personas).values({ userId, name }).returning()
    return created
  })
  if (!row) throw new Error('persona insert returned no row')
  return personaView(row, [])
}

export async function renamePersona(db: Db, userId: string, personaId: string, name: string) {
  const [row] = await db
    .update(personas)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(personas.id, personaId), eq(personas.userId, userId)))
    .returning({ id: personas.id })
  if (!row) throw personaNotFound()
  return getPersona(db, userId, personaId)
}

/** The row goes first (its photos cascade), then every file under the persona's prefix. */
export async function deletePersona(
  deps: { db: Db; files: FileStore },
  userId: string,
  personaId: string,
): Promise<void> {
  const [row] = await deps.db
    .delete(personas)
    .where(and(eq(personas.id, personaId), eq(personas.userId, userId)))
    .returning({ id: personas.id })
  if (!row) throw personaNotFound()
  await deps.files.deletePrefix(personaPrefix(userId, personaId))
}
