import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { storedParams } from '../support/stored-params.ts'
import { createGeneration, givePicture, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Decision 053: a creator's thumbnail image is readable by its owner and by an admin (the customer
// view and a reported ticket show it); nobody else, and nothing else of the generation.
const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const owner = await createUser(app, { name: 'Olga Owner' })
const other = await createUser(app, { name: 'Otto Other' })

const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } })

async function pictured(size = { width: 1920, height: 1080 }, title = 'I Beat The *Final* Boss') {
  const row = await createGeneration(db, owner.id, {
    params: { textOverlay: { ...storedParams().textOverlay, title } },
    spend: false,
  })
  const png = await givePicture(app.deps, row, size)
  return { row, png }
}

describe('GET /api/generations/{id}/image', () => {
  it('anonymous 401, another user 404, the owner 200, an admin 200 with the same bytes', async () => {
    const { row, png } = await pictured()
    const url = `/api/generations/${row.id}/image`
    expect((await get(url, null)).statusCode).toBe(401)
    const outsider = await get(url, other)
    expect(outsider.statusCode).toBe(404)
    expect(outsider.json().error.code).toBe('NOT_FOUND')
    for (const reader of [owner, admin]) {
      const response = await get(url, reader)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.rawPayload.equals(png)).toBe(true)
    }
  })

  it('an admin reads the image only: the generation itself stays the owner’s', async () => {
    const { row } = await pictured()
    expect((await get(`/api/generations/${row.id}`, admin)).statusCode).toBe(404)
    expect((await get(`/api/generations/${row.id}/versions`, admin)).statusCode).toBe(404)
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${row.id}`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { textOverlay: { title: 'Mine now' } },
    })
    expect(patch.statusCode).toBe(404)
  })

  it('?size=small is a JPEG at most 480 px on its long side, for a 16:9 picture and a Shorts cover', async () => {
    for (const size of [
      { width: 3840, height: 2160 },
      { width: 1080, height: 1920 },
    ]) {
      const { row, png } = await pictured(size)
      const small = await get(`/api/generations/${row.id}/image?size=small`, admin)
      expect(small.statusCode).toBe(200)
      expect(small.headers['content-type']).toBe('image/jpeg')
      const meta = await sharp(small.rawPayload).metadata()
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(480)
      expect(small.rawPayload.length).toBeLessThan(png.length)
    }
  })

  it('answers 304 to its own ETag, and a new ETag once the picture changes', async () => {
    const { row } = await pictured()
    const url = `/api/generations/${row.id}/image?size=small`
    const first = await get(url, owner)
    const etag = String(first.headers.etag)
    expect((await get(url, owner, { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get(url.replace('?size=small', ''), owner, { 'if-none-match': etag })).statusCode).toBe(200)
    await givePicture(app.deps, row, { width: 1280, height: 720 }, '-v2')
    const changed = await get(url, owner, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('a failed generation has no image: 404 for the owner and the admin alike', async () => {
    const row = await createGeneration(db, owner.id, { status: 'failed', spend: false })
    for (const reader of [owner, admin]) {
      expect((await get(`/api/generations/${row.id}/image`, reader)).statusCode).toBe(404)
    }
  })
})

describe('the customer view lists each thumbnail by its picture and title', () => {
  it('gives the list-sized URL and the title, and the admin can load that picture', async () => {
    const creator = await createUser(app)
    const titled = await createGeneration(db, creator.id, {
      spend: false,
      params: { textOverlay: { ...storedParams().textOverlay, title: 'Ten *Secret* Levels', subtitle: '' } },
    })
    await givePicture(app.deps, titled, { width: 1280, height: 720 })
    const untitled = await createGeneration(db, creator.id, {
      status: 'failed',
      spend: false,
      params: { textOverlay: { ...storedParams().textOverlay, title: '', subtitle: '' } },
    })
    const view = (await get(`/api/users/${creator.id}`, admin)).json()
    const byId = new Map(view.generations.map((g: { id: string }) => [g.id, g]))
    expect(byId.get(titled.id)).toMatchObject({
      title: 'Ten Secret Levels',
      category: 'Gaming',
      imageUrl: `/api/generations/${titled.id}/image?size=small`,
      width: 1280,
      height: 720,
    })
    expect(byId.get(untitled.id)).toMatchObject({ title: null, imageUrl: null })
    expect((await get(`/api/generations/${titled.id}/image?size=small`, admin)).statusCode).toBe(200)
  })
})

describe('a reported ticket carries the picture, for its creator and the desk', () => {
  it('the owner and the admin get the picture; another user gets no ticket', async () => {
    const { row } = await pictured({ width: 1280, height: 720 }, 'Broken *Text*')
    const ticket = await openTicket(app, owner, { generationId: row.id })
    const expected = {
      imageUrl: `/api/generations/${row.id}/image?size=small`,
      fullImageUrl: `/api/generations/${row.id}/image`,
      width: 1280,
      height: 720,
      title: 'Broken Text',
    }
    for (const reader of [owner, admin]) {
      const detail = await get(`/api/support-tickets/${ticket.id}`, reader)
      expect(detail.json().picture).toEqual(expected)
      expect((await get(expected.imageUrl, reader)).statusCode).toBe(200)
    }
    expect((await get(`/api/support-tickets/${ticket.id}`, other)).statusCode).toBe(404)
  })

  it('a ticket about a failed image, or about nothing, has no picture', async () => {
    const failed = await createGeneration(db, owner.id, { status: 'failed', spend: false })
    const aboutFailed = await openTicket(app, owner, { generationId: failed.id })
    const plain = await openTicket(app, owner)
    for (const ticket of [aboutFailed, plain]) {
      expect((await get(`/api/support-tickets/${ticket.id}`, admin)).json().picture).toBeNull()
    }
  })
})
