import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { personaPhotos, personas } from '#server/db/schema.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import type { Persona, PersonaPhoto } from '#shared/personas/schemas.ts'
import type { TestUser } from './factories.ts'
import { figureCutout, figurePhoto } from './person-figure.ts'
import { multipart } from './photo-upload.ts'

/** A real person's head and shoulders (a public-domain fixture, tests/fixtures/README.md). */
const PERSON_PNG = readFileSync(new URL('../fixtures/people/grandpa.png', import.meta.url)).toString('base64')

/**
 * A photo-like picture: a real person (head and shoulders, with a face the persona upload looks
 * for) in front of a graded background, shoulders on the bottom edge, so any real cut-out has
 * something to keep and something to drop.
 */
export function personPhotoSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#38bdf8"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#bg)"/>
      <image x="0" y="${height * 0.15}" width="${width}" height="${height * 0.85}" preserveAspectRatio="xMidYMax meet" xlink:href="data:image/png;base64,${PERSON_PNG}"/>
    </svg>`,
  )
}

export const personPhoto = (width = 640, height = 480) =>
  sharp(personPhotoSvg(width, height)).jpeg({ quality: 90 }).toBuffer()

/** A creator's own cut-out: a solid disc on a see-through square. */
export const transparentPng = (size = 200) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#e11d48"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

export async function createPersona(app: FastifyInstance, user: TestUser, name = 'Me on camera') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/personas',
    headers: { cookie: user.cookie },
    payload: { name },
  })
  if (response.statusCode !== 201) throw new Error(`persona: ${response.statusCode} ${response.body}`)
  return response.json<Persona>()
}

/** A multipart upload of one file in field `file` (or `field`) to `url`, as `user` (anonymous if undefined). */
export function sendFile(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  user: TestUser | undefined,
  bytes: Buffer,
  options: { type?: string; filename?: string; field?: string } = {},
) {
  const body = multipart(
    options.field ?? 'file',
    options.filename ?? 'me.jpg',
    options.type ?? 'image/jpeg',
    bytes,
  )
  return app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'content-type': body.contentType },
    payload: body.payload,
  })
}

export const photosUrl = (personaId: string) => `/api/personas/${personaId}/photos`
export const photoUrl = (photo: Pick<PersonaPhoto, 'id' | 'personaId'>) =>
  `/api/personas/${photo.personaId}/photos/${photo.id}`

export async function addPhoto(app: FastifyInstance, user: TestUser, personaId: string, bytes?: Buffer) {
  const response = await sendFile(app, 'POST', photosUrl(personaId), user, bytes ?? (await personPhoto()))
  if (response.statusCode !== 201) throw new Error(`photo: ${response.statusCode} ${response.body}`)
  return response.json<PersonaPhoto>()
}

/** Whether anything is stored under a FileStore prefix (the local store keeps DATA_DIR/files). */
export const storedUnder = (dataDir: string, prefix: string) =>
  existsSync(path.join(dataDir, 'files', prefix))

/** Every pixel's alpha of a PNG, with its size. */
export async function alphaOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const alpha = new Uint8Array(info.width * info.height)
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * info.channels + 3] ?? 0
  return { alpha, width: info.width, height: info.height, channels: info.channels }
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
