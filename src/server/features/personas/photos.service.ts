import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { PERSONA_PHOTOS_MAX, type PersonaPhoto, personaMessages } from '#shared/personas/schemas.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { personaPhotos, personas } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { ImagePool } from '../../lib/image-pool/pool.ts'
import { InvalidImageError } from '../../lib/images.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { PERSONA_MAX_SIDE } from './cutout-images.ts'
import { deleteFiles, photoKeys } from './persona-files.ts'
import { photoView } from './persona-view.ts'
import { personaNotFound } from './personas.service.ts'

type Deps = { db: Db; files: FileStore; images: ImagePool }

export const photoNotFound = () => notFound('Photo')

/** How many photos the caller's persona holds; 404 when it is not theirs. `lock` holds its row. */
async function ownPhotoCount(db: DbOrTx, userId: string, personaId: string, lock: boolean) {
  const query = db
    .select({ id: personas.id })
    .from(personas)
    .where(and(eq(personas.id, personaId), eq(personas.userId, userId)))
  const [persona] = lock ? await query.for('update') : await query
  if (!persona) throw personaNotFound()
  const [held] = await db
    .select({ n: count() })
    .from(personaPhotos)
    .where(eq(personaPhotos.personaId, personaId))
  return held?.n ?? 0
}

const photoLimit = () => new AppError('PHOTO_LIMIT', personaMessages.photoLimit)

/**
 * Decodes the upload and re-encodes it as a JPEG without metadata (EXIF orientation applied, long
 * side capped), cuts out the person, stores both files, then the row. Everything heavy runs on the
 * image threads. The limit is checked first (a refused upload costs no cut-out) and again with the
 * persona's row locked, so concurrent uploads cannot pass PERSONA_PHOTOS_MAX; when the row is not
 * written, the files go too.
 */
export async function addPersonaPhoto(
  deps: Deps,
  userId: string,
  personaId: string,
  bytes: Uint8Array,
): Promise<PersonaPhoto> {
  if ((await ownPhotoCount(deps.db, userId, personaId, false)) >= PERSONA_PHOTOS_MAX) throw photoLimit()
  const owner = { key: userId }
  const jpeg = await deps.images.run(owner, 'toJpeg', bytes, PERSONA_MAX_SIDE).catch((error: unknown) => {
    // No image at all keeps the form's own words; a damaged one or a bomb keeps its precise 400.
    if (error instanceof InvalidImageError && error.problem === 'not-image') {
      throw new AppError('VALIDATION', personaMessages.photoNotImage)
    }
    throw error
  })
  const cut = await deps.images.run(owner, 'cutOutPerson', jpeg)
  const id = randomUUID()
  const keys = photoKeys(userId, personaId, id)
  try {
    await deps.files.put(keys.originalKey, jpeg)
    await deps.files.put(keys.modelCutoutKey, cut.png)
    const row = await deps.db.transaction(async (tx) => {
      if ((await ownPhotoCount(tx, userId, personaId, true)) >= PERSONA_PHOTOS_MAX) throw photoLimit()
      const [inserted] = await tx
        .insert(personaPhotos)
        .values({
          id,
          personaId,
          userId,
          ...keys,
          // The model's cut-out is the one in use until the creator crops or replaces it.
          cutoutKey: keys.modelCutoutKey,
          cutoutSource: 'model',
          width: cut.width,
          height: cut.height,
        })
        .returning()
      return inserted
    })
    if (!row) throw new Error('persona photo insert returned no row')
    return photoView(row)
  } catch (error) {
    await deleteFiles(deps.files, [keys.originalKey, keys.modelCutoutKey])
    throw error
  }
}

/** The caller's photo row (its keys); 404 for anyone else's, or for a photo of another persona. */
export async function ownPhoto(db: DbOrTx, userId: string, personaId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(personaPhotos)
    .where(
      and(
        eq(personaPhotos.id, photoId),
        eq(personaPhotos.personaId, personaId),
        eq(personaPhotos.userId, userId),
      ),
    )
  if (!row) throw photoNotFound()
  return row
}

export async function deletePersonaPhoto(deps: Deps, userId: string, personaId: string, photoId: string) {
  const [row] = await deps.db
    .delete(personaPhotos)
    .where(
      and(
        eq(personaPhotos.id, photoId),
        eq(personaPhotos.personaId, personaId),
        eq(personaPhotos.userId, userId),
      ),
    )
    .returning()
  if (!row) throw photoNotFound()
  await deleteFiles(deps.files, [row.originalKey, row.modelCutoutKey, row.cutoutKey])
}

/** The bytes of the photo's original (JPEG) or of the cut-out in use (PNG). */
export async function readPersonaFile(
  deps: Deps,
  userId: string,
  personaId: string,
  photoId: string,
  which: 'original' | 'cutout',
): Promise<Buffer> {
  const row = await ownPhoto(deps.db, userId, personaId, photoId)
  const bytes = await deps.files.get(which === 'original' ? row.originalKey : row.cutoutKey)
  if (!bytes) throw photoNotFound()
  return bytes
}
