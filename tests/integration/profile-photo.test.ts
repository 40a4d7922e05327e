import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users/constants.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { pngOfSize, uploadPhoto } from '../support/photo-upload.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()

const upload = (user: TestUser, bytes: Buffer, options?: Parameters<typeof uploadPhoto>[3]) =>
  uploadPhoto(app, user, bytes, options)

const me = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json()

describe('POST /api/me/photo', () => {
  it('accepts exactly 2,097,152 bytes and stores a 512px square JPEG the profile points at', async () => {
    const user = await createUser(app)
    const response = await upload(user, await pngOfSize(PROFILE_PHOTO_MAX_BYTES))
    expect(response.statusCode).toBe(200)
    const { profileUrl } = response.json()
    expect(profileUrl).toMatch(new RegExp(`^/api/avatars/${user.id}/[0-9a-f-]{36}\\.jpg$`))
    expect((await me(user)).profileUrl).toBe(profileUrl)

    const photo = await app.inject({ method: 'GET', url: profileUrl })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.headers['cache-control']).toContain('immutable')
    const meta = await sharp(photo.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 })
  })

  it('refuses one byte more with 413 and the spec’s message, keeping the old photo', async () => {
    const user = await createUser(app)
    const first = (await upload(user, await pngOfSize(10_000))).json().profileUrl
    const response = await upload(user, await pngOfSize(PROFILE_PHOTO_MAX_BYTES + 1))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds 2 MB. Please upload a smaller image.' },
    })
    expect((await me(user)).profileUrl).toBe(first)
  })

  it('refuses a text file renamed .png (decoded, not trusted by name or type)', async () => {
    const user = await createUser(app)
    const response = await upload(user, Buffer.from('just some text, not a picture\n'.repeat(20)))
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please choose an image file (JPEG, PNG or WebP).',
    })
    expect((await me(user)).profileUrl).toBeNull()
  })

  it('refuses an empty file as no image (415), not a 500', async () => {
    const user = await createUser(app)
    const response = await upload(user, Buffer.alloc(0))
    expect(response.statusCode).toBe(415)
    expect(response.json().error.message).toBe('Please choose an image file (JPEG, PNG or WebP).')
  })

  it('refuses a file declared as something other than an image', async () => {
    const user = await createUser(app)
    const response = await upload(user, await pngOfSize(2000), {
      type: 'application/pdf',
      filename: 'cv.pdf',
    })
    expect(response.statusCode).toBe(415)
  })

  it('refuses a missing file, another field name and a JSON body with a clear 4xx', async () => {
    const user = await createUser(app)
    expect((await upload(user, await pngOfSize(2000), { field: 'photo' })).statusCode).toBe(400)
    const json = await app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { cookie: user.cookie },
      payload: { image: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('replaces the previous file, and DELETE removes the photo and its file', async () => {
    const user = await createUser(app)
    const first = (await upload(user, await pngOfSize(3000))).json().profileUrl
    const second = (await upload(user, await pngOfSize(4000))).json().profileUrl
    expect(second).not.toBe(first)
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200)

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/me/photo',
      headers: { cookie: user.cookie },
    })
    expect(removed.json()).toEqual({ profileUrl: null })
    expect((await me(user)).profileUrl).toBeNull()
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404)
  })

  it('changes only the caller’s photo', async () => {
    const [owner, other] = [await createUser(app), await createUser(app)]
    await upload(other, await pngOfSize(3000))
    const url = (await me(other)).profileUrl
    await upload(owner, await pngOfSize(3000))
    await app.inject({ method: 'DELETE', url: '/api/me/photo', headers: { cookie: owner.cookie } })
    expect((await me(other)).profileUrl).toBe(url)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
  })
})

describe('deleting an account', () => {
  it('removes the photo file with it', async () => {
    const admin = await createAdmin(app)
    const user = await createUser(app)
    const url = (await upload(user, await pngOfSize(3000))).json().profileUrl
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })
})

describe('GET /api/avatars/{userId}/{file}', () => {
  it('answers 404 for an unknown photo and 400 for a path that is not one of ours', async () => {
    const user = await createUser(app)
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/avatars/${user.id}/00000000-0000-4000-8000-000000000000.jpg`,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: `/api/avatars/${user.id}/..%2F..%2Fsecret.jpg` })).statusCode,
    ).toBe(400)
  })
})
