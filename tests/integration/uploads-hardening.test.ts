import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations, users } from '#server/db/schema.ts'
import { imageMessages } from '#server/lib/images.ts'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users/constants.ts'
import { profileMessages } from '#shared/users/messages.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import {
  CAMERA,
  cutShort,
  jpegWithMetadata,
  noisyJpeg,
  noisyPng,
  pngDeclaring,
  SECRET_COMMENT,
} from '../support/image-fixtures.ts'
import { multipart, pngOfSize, uploadPhoto } from '../support/photo-upload.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db, config } = await createTestApp()

const BOUNDARY = '----thumbforge-test-boundary'
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** One part of a hand-built multipart body; a null `filename` makes it a text field. */
const part = (field: string, bytes: Buffer, filename: string | null = 'me.png', type = 'image/png') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${filename ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ])
const end = Buffer.from(`--${BOUNDARY}--\r\n`)

const post = (user: TestUser, payload: Buffer | Readable, contentType = CONTENT_TYPE) =>
  app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload,
  })

/** What a failed upload must leave alone: the user's row and their folder of stored photos. */
async function stateOf(user: TestUser) {
  const [row] = await db
    .select({ image: users.image, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, user.id))
  const folder = path.join(config.dataDir, 'files', 'avatars', user.id)
  const files = await readdir(folder).catch(() => [])
  return { row, files: files.sort() }
}

/** A user with a photo already stored, so "nothing changed" also means "the old photo stays". */
async function userWithPhoto() {
  const user = await createUser(app)
  expect((await uploadPhoto(app, user, await pngOfSize(5000))).statusCode).toBe(200)
  return { user, before: await stateOf(user) }
}

describe('one byte over 2 MB', () => {
  const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: profileMessages.photoTooLarge }

  it('answers 413 whatever type the file declares, and stores nothing', async () => {
    const { user, before } = await userWithPhoto()
    const bytes = await pngOfSize(PROFILE_PHOTO_MAX_BYTES + 1)
    for (const type of ['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream']) {
      const response = await post(user, Buffer.concat([part('image', bytes, 'big.png', type), end]))
      expect({ type, status: response.statusCode, error: response.json().error }).toEqual({
        type,
        status: 413,
        error: tooLarge,
      })
    }
    expect(await stateOf(user)).toEqual(before)
  })

  it('answers 413 however the body is split on the way in, even exactly at the limit', async () => {
    const { user, before } = await userWithPhoto()
    const bytes = await pngOfSize(PROFILE_PHOTO_MAX_BYTES + 1)
    const body = Buffer.concat([part('image', bytes), end])
    const fileStart = body.indexOf(bytes.subarray(0, 16))
    // Where the network happens to cut the stream decided the answer before: a cut right after
    // the 2,097,152nd byte let busboy end the file without a chunk that showed the truncation.
    for (const cut of [
      fileStart + PROFILE_PHOTO_MAX_BYTES,
      fileStart + PROFILE_PHOTO_MAX_BYTES - 1,
      65_536,
      1,
    ]) {
      const response = await post(
        user,
        Readable.from([body.subarray(0, cut), body.subarray(cut)], { objectMode: false }),
      )
      expect({ cut, status: response.statusCode, error: response.json().error }).toEqual({
        cut,
        status: 413,
        error: tooLarge,
      })
    }
    expect(await stateOf(user)).toEqual(before)
  })

  it('still takes exactly 2 MB', async () => {
    const user = await createUser(app)
    const body = Buffer.concat([part('image', await pngOfSize(PROFILE_PHOTO_MAX_BYTES)), end])
    const cut = body.length - end.length - 2
    const response = await post(
      user,
      Readable.from([body.subarray(0, cut), body.subarray(cut)], { objectMode: false }),
    )
    expect(response.statusCode).toBe(200)
  })
})

describe('a damaged image', () => {
  it.each([
    ['JPEG', 'image/jpeg', noisyJpeg],
    ['PNG', 'image/png', noisyPng],
  ])('a %s cut short answers 400 "not a valid image" and stores nothing', async (_, type, make) => {
    const { user, before } = await userWithPhoto()
    const response = await post(
      user,
      Buffer.concat([part('image', cutShort(await make()), 'cut', type), end]),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({ code: 'VALIDATION', message: imageMessages.corrupt })
    expect(await stateOf(user)).toEqual(before)
  })

  it('a tiny PNG declaring 30000×30000 pixels (a decompression bomb) answers 400 and stores nothing', async () => {
    const { user, before } = await userWithPhoto()
    const bomb = pngDeclaring(30_000, 30_000)
    expect(bomb.length).toBeLessThan(4096)
    const response = await post(user, Buffer.concat([part('image', bomb), end]))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({ code: 'VALIDATION', message: imageMessages.tooManyPixels })
    expect(await stateOf(user)).toEqual(before)
  })

  it('something that is no image at all keeps its 415', async () => {
    const { user, before } = await userWithPhoto()
    const response = await post(
      user,
      Buffer.concat([part('image', Buffer.from('%PDF-1.7\n'.repeat(50))), end]),
    )
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: profileMessages.photoNotImage,
    })
    expect(await stateOf(user)).toEqual(before)
  })
})

describe('a broken multipart body', () => {
  it('answers 400 when the body is cut off in the middle of the file, the boundary is wrong or missing', async () => {
    const { user, before } = await userWithPhoto()
    const whole = Buffer.concat([part('image', await noisyPng()), end])
    const cases: [string, Buffer, string][] = [
      ['cut off mid-part', whole.subarray(0, Math.floor(whole.length / 2)), CONTENT_TYPE],
      ['cut off before the closing boundary', whole.subarray(0, whole.length - end.length), CONTENT_TYPE],
      ['another boundary', whole, 'multipart/form-data; boundary=not-the-one-used'],
      ['no boundary', whole, 'multipart/form-data'],
      ['not multipart inside', Buffer.from('{"image":"x"}'), CONTENT_TYPE],
      [
        'a broken part header',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
        CONTENT_TYPE,
      ],
    ]
    for (const [name, payload, contentType] of cases) {
      const response = await post(user, payload, contentType)
      expect({ name, status: response.statusCode, code: response.json().error.code }).toEqual({
        name,
        status: 400,
        code: 'VALIDATION',
      })
    }
    expect(await stateOf(user)).toEqual(before)
  })
})

describe('more than one part', () => {
  it('refuses a second file (before or after a valid photo) rather than ignoring it', async () => {
    const { user, before } = await userWithPhoto()
    const photo = await pngOfSize(4000)
    const bodies = [
      Buffer.concat([part('image', photo), part('image', photo), end]),
      Buffer.concat([part('image', photo), part('other', photo, 'other.png'), end]),
      Buffer.concat([part('image', photo), part('note', Buffer.from('hello'), null), end]),
      Buffer.concat([part('note', Buffer.from('hello'), null), part('image', photo), end]),
    ]
    for (const [index, body] of bodies.entries()) {
      const response = await post(user, body)
      expect({ index, status: response.statusCode, error: response.json().error }).toEqual({
        index,
        status: 400,
        error: {
          code: 'VALIDATION',
          message: 'Send exactly one photo in the field "image", and nothing else.',
        },
      })
    }
    expect(await stateOf(user)).toEqual(before)
  })

  it('answers 400 for an empty form', async () => {
    const { user, before } = await userWithPhoto()
    const response = await post(user, end)
    expect(response.statusCode).toBe(400)
    expect(await stateOf(user)).toEqual(before)
  })
})

describe('what is stored', () => {
  it('keeps no camera, GPS, XMP, ICC or comment metadata from the upload', async () => {
    const user = await createUser(app)
    const original = await jpegWithMetadata()
    expect(original.includes(CAMERA.Model)).toBe(true)
    const upload = multipart('image', 'holiday.jpg', 'image/jpeg', original)
    const response = await post(user, upload.payload, upload.contentType)
    expect(response.statusCode).toBe(200)

    const stored = (await app.inject({ method: 'GET', url: response.json().profileUrl })).rawPayload
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512, hasProfile: false })
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined])
    expect(stored.includes(CAMERA.Model)).toBe(false)
    expect(stored.includes(SECRET_COMMENT)).toBe(false)
  })
})

describe("the generator's reference image (base64 in JSON)", () => {
  const generateWith = (user: TestUser, bytes: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      headers: { cookie: user.cookie },
      payload: {
        category: 'Gaming',
        prompt: 'A gamer shocked by a boss fight',
        textOverlay: { title: 'Boss Fight', subtitle: '' },
        referenceImage: `data:image/png;base64,${bytes.toString('base64')}`,
      },
    })

  it.each([
    ['a decompression bomb', () => pngDeclaring(30_000, 30_000), imageMessages.tooManyPixels],
    ['a JPEG cut short', async () => cutShort(await noisyJpeg()), imageMessages.corrupt],
  ])('refuses %s with 400, spends no credit and starts no generation', async (_, make, message) => {
    const user = await createUser(app, { credits: 2 })
    const response = await generateWith(user, await make())
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({ code: 'VALIDATION', message })
    const [row] = await db.select({ credits: users.creditBalance }).from(users).where(eq(users.id, user.id))
    expect(row?.credits).toBe(2)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
  })
})
