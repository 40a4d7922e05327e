import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { personaPhotos, personas } from '#server/db/schema.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { figureCutout, figurePhoto } from './person-figure.ts'

export interface InsertedPersona {
  id: string
  name: string
  photos: { id: string; cutoutKey: string; originalKey: string }[]
}

/**
 * A persona with photos, written straight through the FileStore and the tables (the personas
 * routes are built in parallel; this is test set-up, not product code). Photos are added oldest
 * first, so the first is the one whose cut-out a run uses.
 */
export async function insertPersona(
  app: FastifyInstance,
  userId: string,
  options: { name?: string; photos?: number; cutout?: Buffer } = {},
): Promise<InsertedPersona> {
  const id = randomUUID()
  const name = options.name ?? 'Me on camera'
  await app.deps.db.insert(personas).values({ id, userId, name })
  const cutout = options.cutout ?? (await figureCutout())
  const original = await figurePhoto(cutout)
  const { width = 0, height = 0 } = await sharp(cutout).metadata()
  const photos: InsertedPersona['photos'] = []
  for (let n = 0; n < (options.photos ?? 1); n++) {
    const photoId = randomUUID()
    const base = `${personaPrefix(userId, id)}${photoId}`
    const keys = {
      originalKey: `${base}-original.jpg`,
      modelCutoutKey: `${base}-model.png`,
      cutoutKey: `${base}-cutout.png`,
    }
    await app.deps.files.put(keys.originalKey, original)
    await app.deps.files.put(keys.modelCutoutKey, cutout)
    await app.deps.files.put(keys.cutoutKey, cutout)
    await app.deps.db.insert(personaPhotos).values({
      id: photoId,
      personaId: id,
      userId,
      ...keys,
      width,
      height,
      // Distinct times, so 'oldest first' is the order they were added in.
      createdAt: new Date(Date.now() - 60_000 + n * 1000),
    })
    photos.push({ id: photoId, cutoutKey: keys.cutoutKey, originalKey: keys.originalKey })
  }
  return { id, name, photos }
}
