import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { personaPhotos } from '#server/db/schema.ts'
import { PERSONA_PHOTO_MAX_BYTES, type PersonaPhoto } from '#shared/personas/schemas.ts'
import type { TestUser } from '../support/factories.ts'
import { CAMERA } from '../support/image-fixtures.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import { bytesAt, expectError, personaFiles, userWithPersona } from '../support/persona-photos.ts'
import { addPhoto, alphaOf, personPhoto, personPhotoSvg, photosUrl, sendFile } from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, config, db } = await createTestApp()
const photoBytes = await personPhoto()

const filesOf = (user: TestUser, personaId: string) => personaFiles(config.dataDir, user, personaId)
const freshPersona = () => userWithPersona(app)

const getBytes = (url: string, user: TestUser) => bytesAt(app, url, user)

/** A padded image of exactly `size` bytes (bytes after PNG's IEND are ignored by decoders). */
async function photoOfSize(size: number) {
  const png = await sharp(personPhotoSvg(320, 240)).png().toBuffer()
  return Buffer.concat([png, Buffer.alloc(size - png.length)])
}

describe('POST /api/personas/{id}/photos', () => {
  it('stores a re-encoded JPEG without metadata and a PNG cut-out with alpha, the same size, on the image threads', async () => {
    const { user, persona } = await freshPersona()
    const withMetadata = await sharp(personPhotoSvg(640, 480))
      .jpeg()
      .withIccProfile('p3')
      .withExif({ IFD0: { ...CAMERA } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toBuffer()
    const { value: response, tasks } = await imageTasksDuring(app.deps.images, () =>
      sendFile(app, 'POST', photosUrl(persona.id), user, withMetadata),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(tasks).toMatchObject({ toJpeg: 1, cutOutPerson: 1 })
    const photo = response.json<PersonaPhoto>()
    expect(photo).toMatchObject({
      personaId: persona.id,
      width: 640,
      height: 480,
      cutoutSource: 'model',
      crop: null,
    })

    const original = await app.inject({
      method: 'GET',
      url: photo.originalUrl,
      headers: { cookie: user.cookie },
    })
    expect(original.headers['content-type']).toBe('image/jpeg')
    expect(original.headers['cache-control']).toBe('private, no-store')
    expect(original.headers['x-content-type-options']).toBe('nosniff')
    const originalMeta = await sharp(original.rawPayload).metadata()
    expect(originalMeta).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    expect(originalMeta.exif).toBeUndefined()
    expect(originalMeta.icc).toBeUndefined()
    expect(originalMeta.xmp).toBeUndefined()
    expect(original.rawPayload.includes(Buffer.from(CAMERA.Make))).toBe(false)

    const cutout = await app.inject({ method: 'GET', url: photo.cutoutUrl, headers: { cookie: user.cookie } })
    expect(cutout.headers['content-type']).toBe('image/png')
    expect(cutout.headers['cache-control']).toBe('private, no-store')
    expect(cutout.headers['x-content-type-options']).toBe('nosniff')
    const { alpha, width, height, channels } = await alphaOf(cutout.rawPayload)
    expect((await sharp(cutout.rawPayload).metadata()).hasAlpha).toBe(true)
    expect(channels).toBe(4)
    expect(width / height).toBeCloseTo(640 / 480, 2)
    expect(alpha.some((a) => a === 0)).toBe(true)
    expect(alpha.some((a) => a === 255)).toBe(true)
    expect(filesOf(user, persona.id)).toEqual([`${photo.id}-model.png`, `${photo.id}-original.jpg`])
  })

  it('applies EXIF orientation and caps the long side at 2048 px', async () => {
    const { user, persona } = await freshPersona()
    // An upright 480×640 portrait, stored on its side with orientation 6 as phones do.
    const sideways = await sharp(await sharp(personPhotoSvg(480, 640)).rotate(-90).jpeg().toBuffer())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 640, height: 480, orientation: 6 })
    const upright = await addPhoto(app, user, persona.id, sideways)
    expect(upright).toMatchObject({ width: 480, height: 640 })
    const stored = await sharp(await getBytes(upright.originalUrl, user)).metadata()
    expect(stored).toMatchObject({ width: 480, height: 640 })
    expect(stored.orientation).toBeUndefined()

    const big = await addPhoto(
      app,
      user,
      persona.id,
      await sharp(personPhotoSvg(3000, 2000)).jpeg().toBuffer(),
    )
    expect(big).toMatchObject({ width: 2048, height: 1365 })
    expect(await sharp(await getBytes(big.cutoutUrl, user)).metadata()).toMatchObject({
      width: 2048,
      height: 1365,
    })
  })

  it('accepts exactly 10 MB and refuses one byte more with 413 and the form’s message, storing nothing', async () => {
    const { user, persona } = await freshPersona()
    const atLimit = await sendFile(
      app,
      'POST',
      photosUrl(persona.id),
      user,
      await photoOfSize(PERSONA_PHOTO_MAX_BYTES),
      {
        type: 'image/png',
      },
    )
    expect(atLimit.statusCode, atLimit.body).toBe(201)
    const files = filesOf(user, persona.id)
    const over = await sendFile(
      app,
      'POST',
      photosUrl(persona.id),
      user,
      await photoOfSize(PERSONA_PHOTO_MAX_BYTES + 1),
      {
        type: 'image/png',
      },
    )
    expectError(over, 413, 'PAYLOAD_TOO_LARGE', 'Photos must be 10 MB or smaller.')
    expect(filesOf(user, persona.id)).toEqual(files)
  })

  it('refuses a non-image, by content or by declared type, with 400 and the form’s message', async () => {
    const { user, persona } = await freshPersona()
    const text = Buffer.from('not a picture at all\n'.repeat(50))
    expectError(
      await sendFile(app, 'POST', photosUrl(persona.id), user, text),
      400,
      'VALIDATION',
      'Please choose an image file.',
    )
    expectError(
      await sendFile(app, 'POST', photosUrl(persona.id), user, photoBytes, {
        type: 'application/pdf',
        filename: 'cv.pdf',
      }),
      400,
      'VALIDATION',
      'Please choose an image file.',
    )
    expect(filesOf(user, persona.id)).toEqual([])
  })

  it('answers 400 NO_PERSON_FOUND for pictures with no one in them, storing nothing', async () => {
    const { user, persona } = await freshPersona()
    const empty = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#64748b' } })
      .jpeg()
      .toBuffer()
    // A logo and a product shot: the cut-out model finds a subject in each, but no one is there.
    const noPerson = (name: string) =>
      readFileSync(new URL(`../fixtures/no-person/${name}.png`, import.meta.url))
    for (const picture of [empty, noPerson('logo'), noPerson('product')]) {
      expectError(
        await sendFile(app, 'POST', photosUrl(persona.id), user, picture),
        400,
        'NO_PERSON_FOUND',
        'We could not find a person in this photo.',
      )
    }
    expect(filesOf(user, persona.id)).toEqual([])
    expect(await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id))).toEqual([])
  })

  it('keeps 5 photos at most: the sixth is 409 PHOTO_LIMIT', async () => {
    const { user, persona } = await freshPersona()
    for (let i = 0; i < 5; i++) await addPhoto(app, user, persona.id, photoBytes)
    expectError(
      await sendFile(app, 'POST', photosUrl(persona.id), user, photoBytes),
      409,
      'PHOTO_LIMIT',
      'A persona holds up to 5 photos. Delete one to add another.',
    )
    expect(filesOf(user, persona.id)).toHaveLength(10)
  })

  it('concurrent uploads never pass 5 photos, and the refused ones leave no file behind', async () => {
    const { user, persona } = await freshPersona()
    for (let i = 0; i < 3; i++) await addPhoto(app, user, persona.id, photoBytes)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => sendFile(app, 'POST', photosUrl(persona.id), user, photoBytes)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409])
    const rows = await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id))
    expect(rows).toHaveLength(5)
    expect(filesOf(user, persona.id)).toHaveLength(10)
  })

  it('limits uploads per account: the 21st in a minute is 429', async () => {
    const { user, persona } = await freshPersona()
    // Refused uploads count too, so this costs no decoding.
    for (let i = 0; i < 20; i++) {
      const refused = await sendFile(app, 'POST', photosUrl(persona.id), user, photoBytes, { field: 'photo' })
      expect(refused.statusCode).toBe(400)
    }
    expectError(
      await sendFile(app, 'POST', photosUrl(persona.id), user, photoBytes),
      429,
      'RATE_LIMITED',
      'Too many photo uploads. Wait a minute and try again.',
    )
    // Another account has its own budget.
    const other = await freshPersona()
    expect(
      (await sendFile(app, 'POST', photosUrl(other.persona.id), other.user, photoBytes)).statusCode,
    ).toBe(201)
  })
})
