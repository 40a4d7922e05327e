import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { personaPhotos } from '#server/db/schema.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import type { PersonaPhoto } from '#shared/personas/schemas.ts'
import type { TestUser } from '../support/factories.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import { bytesAt, expectError, personaFiles, userWithPersona } from '../support/persona-photos.ts'
import {
  addPhoto,
  createPersona,
  personPhoto,
  photosUrl,
  photoUrl,
  sendFile,
  transparentPng,
} from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, config, db } = await createTestApp()
const photoBytes = await personPhoto()

const filesOf = (user: TestUser, personaId: string) => personaFiles(config.dataDir, user, personaId)
const freshPersona = () => userWithPersona(app)

const getBytes = (url: string, user: TestUser) => bytesAt(app, url, user)

const rowOf = async (photoId: string) => {
  const [row] = await db.select().from(personaPhotos).where(eq(personaPhotos.id, photoId))
  if (!row) throw new Error('no photo row')
  return row
}

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
