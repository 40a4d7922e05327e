import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { personaPhotos, personas } from '../../db/schema.ts'

/** Where a persona's files live: deleting the prefix deletes them all. */
export const personaPrefix = (userId: string, personaId: string) => `personas/${userId}/${personaId}/`
/** Every persona file of an account, for the account's deletion. */
export const accountPersonaPrefix = (userId: string) => `personas/${userId}/`

export interface PersonaForRun {
  id: string
  name: string
  /** Oldest first; the generator uses the first photo's cut-out and sends up to all originals. */
  photos: Array<{ id: string; cutoutKey: string; originalKey: string }>
}

/**
 * The persona a run uses, for the generator (its only read from another feature): null when the
 * persona is not this user's, so the caller answers 404 exactly as for one that does not exist.
 */
export async function personaForRun(
  db: Db,
  userId: string,
  personaId: string,
): Promise<PersonaForRun | null> {
  const [persona] = await db
    .select({ id: personas.id, name: personas.name })
    .from(personas)
    .where(and(eq(personas.id, personaId), eq(personas.userId, userId)))
  if (!persona) return null
  const photos = await db
    .select({
      id: personaPhotos.id,
      cutoutKey: personaPhotos.cutoutKey,
      originalKey: personaPhotos.originalKey,
    })
    .from(personaPhotos)
    .where(eq(personaPhotos.personaId, persona.id))
    .orderBy(asc(personaPhotos.createdAt), asc(personaPhotos.id))
  return { ...persona, photos }
}
