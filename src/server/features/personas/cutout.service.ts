import { and, eq } from 'drizzle-orm'
import type { CutoutSource, PersonaCropBody, PersonaPhoto } from '#shared/personas/schemas.ts'
import type { Db } from '../../db/client.ts'
import { personaPhotos } from '../../db/schema.ts'
import type { ImagePool } from '../../lib/image-pool/pool.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { newCutoutKey } from './persona-files.ts'
import { photoView } from './persona-view.ts'
import { ownPhoto, photoNotFound } from './photos.service.ts'

type Deps = { db: Db; files: FileStore; images: ImagePool }

/** A re-crop of the model's full cut-out becomes the cut-out in use. */
export async function cropPersonaPhoto(
  deps: Deps,
  userId: string,
  personaId: string,
  photoId: string,
  crop: PersonaCropBody,
): Promise<PersonaPhoto> {
  const row = await ownPhoto(deps.db, userId, personaId, photoId)
  const model = await deps.files.get(row.modelCutoutKey)
  if (!model) throw photoNotFound()
  const cropped = await deps.images.run({ key: userId }, 'personaCrop', model, crop)
  return setCutoutInUse(deps, { userId, personaId, photoId }, cropped.png, 'crop', crop)
}

/** The creator's own transparent PNG becomes the cut-out in use (400 unless it has transparency). */
export async function replacePersonaCutout(
  deps: Deps,
  userId: string,
  personaId: string,
  photoId: string,
  bytes: Uint8Array,
): Promise<PersonaPhoto> {
  // Someone else's photo is 404 before anything is decoded.
  await ownPhoto(deps.db, userId, personaId, photoId)
  const own = await deps.images.run({ key: userId }, 'personaOwnCutout', bytes)
  return setCutoutInUse(deps, { userId, personaId, photoId }, own.png, 'upload', null)
}

/**
 * Stores the new cut-out under a new name, then points the row at it with the row locked, so two
 * changes at once each retire exactly the file they replaced. The previous file is deleted after
 * the commit unless it is the model's own (a later re-crop starts from it). If the row is gone
 * (the photo was deleted meanwhile), the new file goes too.
 */
async function setCutoutInUse(
  deps: Deps,
  ids: { userId: string; personaId: string; photoId: string },
  png: Buffer,
  source: CutoutSource,
  crop: PersonaCropBody | null,
): Promise<PersonaPhoto> {
  const key = newCutoutKey(ids.userId, ids.personaId, ids.photoId)
  await deps.files.put(key, png)
  let result: { row: typeof personaPhotos.$inferSelect; previous: string; model: string }
  try {
    result = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          cutoutKey: personaPhotos.cutoutKey,
          modelCutoutKey: personaPhotos.modelCutoutKey,
          updatedAt: personaPhotos.updatedAt,
        })
        .from(personaPhotos)
        .where(
          and(
            eq(personaPhotos.id, ids.photoId),
            eq(personaPhotos.personaId, ids.personaId),
            eq(personaPhotos.userId, ids.userId),
          ),
        )
        .for('update')
      if (!current) throw photoNotFound()
      // Strictly later than before, so the cut-out's `?v=` always changes.
      const updatedAt = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1))
      const [row] = await tx
        .update(personaPhotos)
        .set({ cutoutKey: key, cutoutSource: source, crop, updatedAt })
        .where(eq(personaPhotos.id, ids.photoId))
        .returning()
      if (!row) throw photoNotFound()
      return { row, previous: current.cutoutKey, model: current.modelCutoutKey }
    })
  } catch (error) {
    await deps.files.delete(key)
    throw error
  }
  if (result.previous !== result.model) await deps.files.delete(result.previous)
  return photoView(result.row)
}
