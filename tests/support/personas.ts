import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { personaPhotos, personas } from '#server/db/schema.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'

/**
 * A stand-in for a person's cut-out until the 'seg' helper's real photo fixtures land: a figure
 * (head, neck and shoulders) in opaque, smoothly shaded colours on a transparent ground, so a
 * scaled copy can be compared pixel for pixel away from its edge. Skin on top, a blue shirt below.
 */
export async function figureCutout(width = 400, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 600">
    <defs>
      <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e8b48c"/><stop offset="1" stop-color="#c98a60"/>
      </linearGradient>
      <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#2f6fd0"/><stop offset="1" stop-color="#1d4fa0"/>
      </linearGradient>
    </defs>
    <path d="M20 600 C20 430 90 360 200 360 C310 360 380 430 380 600 Z" fill="url(#shirt)"/>
    <rect x="165" y="250" width="70" height="130" rx="20" fill="url(#skin)"/>
    <ellipse cx="200" cy="170" rx="105" ry="130" fill="url(#skin)"/>
    <path d="M95 150 C95 60 150 35 200 35 C250 35 305 60 305 150 C270 110 130 110 95 150 Z" fill="#3a2414"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A photo of the figure on a plain wall, as the persona's re-encoded original. */
export async function figurePhoto(cutout?: Buffer): Promise<Buffer> {
  const figure = cutout ?? (await figureCutout())
  const { width = 400, height = 600 } = await sharp(figure).metadata()
  return sharp({ create: { width, height, channels: 3, background: '#d8d2c4' } })
    .composite([{ input: figure }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

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
