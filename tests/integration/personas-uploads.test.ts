import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { personaPhotos } from '#server/db/schema.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { errorBodySchema } from '#shared/errors.ts'
import { PERSONA_PHOTO_MAX_BYTES, type PersonaPhoto } from '#shared/schemas/personas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { CAMERA } from '../support/image-fixtures.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import {
  addPhoto,
  alphaOf,
  createPersona,
  personPhoto,
  personPhotoSvg,
  photosUrl,
  photoUrl,
  sendFile,
  storedUnder,
  transparentPng,
} from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, config, db } = await createTestApp()
const photoBytes = await personPhoto()

const filesOf = (user: TestUser, personaId: string) => {
  const dir = path.join(config.dataDir, 'files', personaPrefix(user.id, personaId))
  return storedUnder(config.dataDir, personaPrefix(user.id, personaId)) ? readdirSync(dir).sort() : []
}

async function freshPersona() {
  const user = await createUser(app)
  const persona = await createPersona(app, user)
  return { user, persona }
}

const getBytes = async (url: string, user: TestUser) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).rawPayload

const rowOf = async (photoId: string) => {
  const [row] = await db.select().from(personaPhotos).where(eq(personaPhotos.id, photoId))
  if (!row) throw new Error('no photo row')
  return row
}

function expectError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status)
  expect(errorBodySchema.safeParse(response.json()).success).toBe(true)
  expect(response.json().error.code).toBe(code)
  if (message) expect(response.json().error.message).toBe(message)
}

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

describe('PUT /api/personas/{id}/photos/{photoId}/crop', () => {
  it('crops the model’s full cut-out, keeps the model’s file, and retires the previous crop', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    const model = await getBytes(photo.cutoutUrl, user)
    const crop = { x: 0.25, y: 0, w: 0.5, h: 1 }
    const response = await app.inject({
      method: 'PUT',
      url: `${photoUrl(photo)}/crop`,
      headers: { cookie: user.cookie },
      payload: crop,
    })
    expect(response.statusCode, response.body).toBe(200)
    const cropped = response.json<PersonaPhoto>()
    expect(cropped).toMatchObject({ id: photo.id, cutoutSource: 'crop', crop })
    expect(cropped.cutoutUrl).not.toBe(photo.cutoutUrl)

    const bytes = await getBytes(cropped.cutoutUrl, user)
    const expected = await sharp(model)
      .extract({ left: 160, top: 0, width: 320, height: 480 })
      .raw()
      .toBuffer()
    expect(await sharp(bytes).raw().toBuffer()).toEqual(expected)
    const first = await rowOf(photo.id)
    expect(await app.deps.files.get(first.modelCutoutKey)).not.toBeNull()

    const again = await app.inject({
      method: 'PUT',
      url: `${photoUrl(photo)}/crop`,
      headers: { cookie: user.cookie },
      payload: { x: 0, y: 0.5, w: 1, h: 0.5 },
    })
    expect(again.json().cutoutUrl).not.toBe(cropped.cutoutUrl)
    expect(await app.deps.files.get(first.cutoutKey)).toBeNull()
    expect(await sharp(await getBytes(again.json().cutoutUrl, user)).metadata()).toMatchObject({
      width: 640,
      height: 240,
    })
    expect(filesOf(user, persona.id)).toHaveLength(3)
  })

  it('refuses a crop outside the photo or empty, with the schema’s messages, changing nothing', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    const before = await rowOf(photo.id)
    for (const [body, message] of [
      [{ x: 0.6, y: 0, w: 0.5, h: 1 }, 'Keep the crop inside the photo'],
      [{ x: 0, y: 0.9, w: 1, h: 0.2 }, 'Keep the crop inside the photo'],
      [{ x: 0, y: 0, w: 0, h: 1 }, undefined],
      [{ x: -0.1, y: 0, w: 0.5, h: 1 }, undefined],
      [{ x: 0, y: 0, w: 1 }, undefined],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: `${photoUrl(photo)}/crop`,
        headers: { cookie: user.cookie },
        payload: body,
      })
      expectError(response, 400, 'VALIDATION', message)
    }
    expect(await rowOf(photo.id)).toEqual(before)
  })
})

describe('PUT /api/personas/{id}/photos/{photoId}/cutout', () => {
  const upload = (user: TestUser, photo: PersonaPhoto, bytes: Buffer, type = 'image/png') =>
    sendFile(app, 'PUT', `${photoUrl(photo)}/cutout`, user, bytes, { type, filename: 'cut.png' })

  it('stores the creator’s own transparent PNG as the cut-out in use; a re-crop later starts from the model’s again', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    await app.inject({
      method: 'PUT',
      url: `${photoUrl(photo)}/crop`,
      headers: { cookie: user.cookie },
      payload: { x: 0, y: 0, w: 0.5, h: 0.5 },
    })
    const cropKey = (await rowOf(photo.id)).cutoutKey
    const own = await transparentPng(200)
    const { value: response, tasks } = await imageTasksDuring(app.deps.images, () => upload(user, photo, own))
    expect(response.statusCode, response.body).toBe(200)
    expect(tasks).toMatchObject({ personaOwnCutout: 1 })
    const replaced = response.json<PersonaPhoto>()
    expect(replaced).toMatchObject({ cutoutSource: 'upload', crop: null })
    expect(await app.deps.files.get(cropKey)).toBeNull()
    const served = await getBytes(replaced.cutoutUrl, user)
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(own).ensureAlpha().raw().toBuffer())

    const ownKey = (await rowOf(photo.id)).cutoutKey
    const recrop = await app.inject({
      method: 'PUT',
      url: `${photoUrl(photo)}/crop`,
      headers: { cookie: user.cookie },
      payload: { x: 0, y: 0, w: 1, h: 1 },
    })
    expect(recrop.json()).toMatchObject({ cutoutSource: 'crop' })
    expect(await app.deps.files.get(ownKey)).toBeNull()
    expect(await sharp(await getBytes(recrop.json().cutoutUrl, user)).metadata()).toMatchObject({
      width: 640,
      height: 480,
    })
  })

  it('refuses anything but a PNG with see-through and solid pixels, with the form’s message, changing nothing', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    const before = await rowOf(photo.id)
    const solid = (alpha: number) =>
      sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 200, g: 30, b: 30, alpha } } })
        .png()
        .toBuffer()
    const refused: [string, Buffer, string?][] = [
      ['a JPEG', photoBytes, 'image/jpeg'],
      ['a PNG without alpha', await sharp(photoBytes).png().toBuffer()],
      ['a fully opaque PNG with alpha', await solid(1)],
      ['a fully transparent PNG', await solid(0)],
      ['text named .png', Buffer.from('hello\n'.repeat(100))],
      ['a PNG declared as text', await transparentPng(), 'text/plain'],
    ]
    for (const [label, bytes, type] of refused) {
      const response = await upload(user, photo, bytes, type)
      expect(response.statusCode, label).toBe(400)
      expect(response.json().error, label).toEqual({
        code: 'VALIDATION',
        message: 'Upload a PNG with a transparent background.',
      })
    }
    expect(await rowOf(photo.id)).toEqual(before)
    expect(filesOf(user, persona.id)).toHaveLength(2)
  })
})

describe('hostile multipart bodies on both uploads', () => {
  it('answer 4xx in our error shape and store nothing', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    const before = { row: await rowOf(photo.id), files: filesOf(user, persona.id) }
    const boundary = '----fuzz'
    const part = (name: string, body: string, file = true) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"' : ''}\r\nContent-Type: image/png\r\n\r\n${body}\r\n`
    const bodies: [string, string, string | Buffer][] = [
      ['no boundary', 'multipart/form-data', 'abc'],
      ['garbage', `multipart/form-data; boundary=${boundary}`, 'garbage without parts'],
      ['cut off', `multipart/form-data; boundary=${boundary}`, part('file', 'abc').slice(0, 60)],
      ['empty form', `multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`],
      [
        'two files',
        `multipart/form-data; boundary=${boundary}`,
        `${part('file', 'a')}${part('file', 'b')}--${boundary}--\r\n`,
      ],
      [
        'a text field',
        `multipart/form-data; boundary=${boundary}`,
        `${part('file', 'a', false)}--${boundary}--\r\n`,
      ],
      [
        'an empty file',
        `multipart/form-data; boundary=${boundary}`,
        `${part('file', '')}--${boundary}--\r\n`,
      ],
      [
        'a NUL in the field name',
        `multipart/form-data; boundary=${boundary}`,
        `${part('fi\u0000le', 'a')}--${boundary}--\r\n`,
      ],
      ['JSON', 'application/json', '{"file":"x"}'],
      ['urlencoded', 'application/x-www-form-urlencoded', 'file=x'],
    ]
    for (const url of [photosUrl(persona.id), `${photoUrl(photo)}/cutout`]) {
      const method = url.endsWith('/cutout') ? 'PUT' : 'POST'
      for (const [label, type, payload] of bodies) {
        const response = await app.inject({
          method,
          url,
          headers: { cookie: user.cookie, 'content-type': type },
          payload,
        })
        expect(response.statusCode, `${url} ${label}: ${response.body}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${url} ${label}`).toBeLessThan(500)
        expect(errorBodySchema.safeParse(response.json()).success, label).toBe(true)
      }
    }
    expect({ row: await rowOf(photo.id), files: filesOf(user, persona.id) }).toEqual(before)
  })

  it('a photo id under another of the owner’s personas is 404', async () => {
    const { user, persona } = await freshPersona()
    const photo = await addPhoto(app, user, persona.id, photoBytes)
    const second = await createPersona(app, user, 'Second')
    const url = `/api/personas/${second.id}/photos/${photo.id}`
    expect(
      (await app.inject({ method: 'GET', url: `${url}/original`, headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'DELETE', url, headers: { cookie: user.cookie } })).statusCode).toBe(
      404,
    )
    expect((await rowOf(photo.id)).personaId).toBe(persona.id)
  })
})
