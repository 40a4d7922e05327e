import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { cleanUpLater } from '../support/clean-up.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateAndWait } from '../support/generate.ts'
import { pngOfSize, uploadPhoto } from '../support/photo-upload.ts'
import { openBucket, startS3Server } from '../support/s3-server.ts'
import { createTestApp } from '../support/test-app.ts'

// The app with S3_* set, against a real S3 API; the bucket is read with a client of its own, so
// "stored in the bucket" is what the bucket says, not what the app says.
const s3 = await startS3Server()
cleanUpLater(() => s3.stop())
const bucket = openBucket(s3)
cleanUpLater(() => bucket.close())
const { app, db, config } = await createTestApp({ ...s3.env, GENERATOR_RATE_LIMIT_PER_MINUTE: '1000' })

const keysUnder = bucket.keys
const objectBytes = bucket.bytes

const onDisk = (key: string) => existsSync(path.join(config.dataDir, 'files', key))

const as = (user: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: user.cookie } })

describe('files in an S3 bucket', () => {
  it('keeps a profile photo in the bucket, serves it through the app, and removes it with the photo', async () => {
    const user = await createUser(app)
    const uploaded = await uploadPhoto(app, user, await pngOfSize(5000))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { profileUrl } = uploaded.json()
    const key = `avatars/${user.id}/${profileUrl.split('/').pop()}`

    expect(await keysUnder(`avatars/${user.id}/`)).toEqual([key])
    expect(onDisk(key)).toBe(false)

    const photo = await app.inject({ method: 'GET', url: profileUrl })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.rawPayload.equals(await objectBytes(key))).toBe(true)
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    })

    expect((await as(user, 'DELETE', '/api/me/photo')).json()).toEqual({ profileUrl: null })
    expect(await keysUnder(`avatars/${user.id}/`)).toEqual([])
    expect((await app.inject({ method: 'GET', url: profileUrl })).statusCode).toBe(404)
  })

  it("stores a thumbnail's files in the bucket, serves them only to the owner, re-renders from it and deletes them", async () => {
    const owner = await createUser(app, { credits: 1 })
    const other = await createUser(app)
    const generated = await generateAndWait(app, owner, {
      category: 'Gaming',
      prompt: 'A boss fight',
      textOverlay: { title: 'Stored Far Away' },
    })
    expect(generated.accepted.statusCode, generated.accepted.body).toBe(202)
    const { id, imageUrl } = generated.view?.results[0] ?? {}
    if (!id || !imageUrl) throw new Error(`no image: ${JSON.stringify(generated.view)}`)
    const [row] = await db.select().from(generations).where(eq(generations.id, id))
    const composite = row?.compositeKey ?? ''
    const background = row?.backgroundKey ?? ''
    // The background, the composite and (offline) the subject layer.
    const stored = await keysUnder(`generations/${owner.id}/`)
    expect(stored).toEqual(expect.arrayContaining([background, composite]))
    expect(stored.filter(onDisk)).toEqual([])

    const image = await as(owner, 'GET', `${imageUrl}?download=1`)
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload.equals(await objectBytes(composite))).toBe(true)
    expect((await as(other, 'GET', imageUrl)).statusCode).toBe(404)

    // A text edit reads the background back from the bucket and writes its version there; the
    // original is kept beside it as version 1 (issue 27).
    const before = await objectBytes(composite)
    expect(
      (await as(owner, 'PATCH', `/api/generations/${id}`, { textOverlay: { title: 'Edited' } })).statusCode,
    ).toBe(200)
    const [editedRow] = await db.select().from(generations).where(eq(generations.id, id))
    const editedKey = editedRow?.compositeKey ?? ''
    expect(await keysUnder(`generations/${owner.id}/`)).toEqual(
      expect.arrayContaining([composite, editedKey]),
    )
    const edited = await as(owner, 'GET', imageUrl)
    expect(edited.rawPayload.equals(before)).toBe(false)
    expect(edited.rawPayload.equals(await objectBytes(editedKey))).toBe(true)

    expect((await as(owner, 'DELETE', `/api/generations/${id}`)).statusCode).toBe(204)
    expect(await keysUnder(`generations/${owner.id}/`)).toEqual([])
  })

  it("empties the user's folders in the bucket when an admin deletes the account", async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app, { credits: 1 })
    expect((await uploadPhoto(app, user, await pngOfSize(3000))).statusCode).toBe(200)
    const generated = await generateAndWait(app, user, { category: 'Gaming', prompt: 'Leaving the shop' })
    expect(generated.view?.results[0]?.status).toBe('succeeded')
    expect((await keysUnder(`generations/${user.id}/`)).length).toBeGreaterThan(0)

    expect((await as(admin, 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(200)
    expect(await keysUnder(`avatars/${user.id}/`)).toEqual([])
    expect(await keysUnder(`generations/${user.id}/`)).toEqual([])
  })
})
