import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedShowcase, showcaseSeeds } from '#server/features/content/index.ts'
import { renderOfflineThumbnail } from '#server/features/generator/index.ts'
import type { ShowcaseImage, ShowcaseList } from '#shared/content/showcase.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * The home page's showcase (issue 29, item 1): the thumbnails a fresh install draws for itself,
 * and a creator's result shown only with that creator's consent, gone again when it is revoked.
 */
const { app } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})
const admin = await createAdmin(app)
const creator = await createUser(app, { credits: 5 })
const other = await createUser(app)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })
const showcase = async () => (await call('GET', '/api/showcase')).json<ShowcaseList>()

async function creatorsThumbnail(title: string): Promise<string> {
  const run = await generateSettled(app, creator, {
    category: 'Gaming',
    prompt: 'a boss fight in a neon arena',
    textOverlay: { title },
  })
  expect(run.statusCode, run.body).toBe(202)
  return run.json().results[0].id as string
}

/** Every width in the item's srcset answers a WebP of that width, to anyone. */
async function expectCopies(item: ShowcaseImage) {
  for (const entry of item.srcSet.split(', ')) {
    const [url, width] = entry.split(' ')
    const response = await call('GET', url ?? '')
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    const meta = await sharp(response.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(`${meta.width}w`).toBe(width)
  }
}

describe('first-start thumbnails', () => {
  it('is not ready, and empty, before they are drawn', async () => {
    expect(await showcase()).toEqual({ ready: false, items: [] })
  })

  it('draws each seed once, in several scripts, stored and served as WebP copies', async () => {
    expect(await seedShowcase(app.deps)).toBe(true)
    const list = await showcase()
    expect(list.ready).toBe(true)
    expect(list.items.map((item) => item.title)).toEqual(showcaseSeeds.map((seed) => seed.title))
    expect(list.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['घर पर परफेक्ट बिरयानी', '京都の隠れた名所']),
    )
    for (const item of list.items) {
      expect(item).toMatchObject({ source: 'seed', width: 1280, height: 720 })
      await expectCopies(item)
    }
    // A second start draws nothing more.
    expect(await seedShowcase(app.deps)).toBe(false)
    expect((await showcase()).items).toHaveLength(showcaseSeeds.length)
  })

  it('draws the same bytes from the same seed', async () => {
    const [spec] = showcaseSeeds
    if (!spec) throw new Error('no seeds')
    const owner = { key: 'test' }
    const first = await renderOfflineThumbnail(app.deps.images, owner, spec)
    const second = await renderOfflineThumbnail(app.deps.images, owner, spec)
    expect(first.bytes.equals(second.bytes)).toBe(true)
  })

  it('keeps a seeded thumbnail the operator removed removed', async () => {
    const [first] = (await showcase()).items
    expect((await call('DELETE', `/api/showcase/items/${first?.id}`, admin)).statusCode).toBe(204)
    expect(await seedShowcase(app.deps)).toBe(false)
    const after = await showcase()
    expect(after.items.map((item) => item.id)).not.toContain(first?.id)
    expect((await call('GET', first?.src ?? '')).statusCode).toBe(404)
  })
})

describe("a creator's thumbnail", () => {
  it('cannot be added without its creator’s consent, and shows once given', async () => {
    const id = await creatorsThumbnail('Consent First')
    const refused = await call('POST', '/api/showcase/items', admin, { generationId: id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('CONFLICT')
    expect((await call('GET', '/api/showcase/candidates', admin)).json().items).toEqual([])

    const allowed = await call('PUT', `/api/showcase/consent/${id}`, creator, { allowed: true })
    expect(allowed.json()).toMatchObject({ generationId: id, allowed: true })
    expect((await call('GET', `/api/generations/${id}`, creator)).json().showcaseAllowed).toBe(true)
    const candidates = (await call('GET', '/api/showcase/candidates', admin)).json().items
    expect(candidates).toEqual([expect.objectContaining({ generationId: id, title: 'Consent First' })])

    const added = await call('POST', '/api/showcase/items', admin, { generationId: id })
    expect(added.statusCode, added.body).toBe(200)
    const item = (await showcase()).items.find((entry) => entry.id === added.json().id)
    expect(item).toMatchObject({ title: 'Consent First', source: 'gallery' })
    if (item) await expectCopies(item)
    expect((await call('POST', '/api/showcase/items', admin, { generationId: id })).statusCode).toBe(409)
  })

  it('leaves the showcase, its copies gone, when the consent is revoked', async () => {
    const id = await creatorsThumbnail('Changed My Mind')
    await call('PUT', `/api/showcase/consent/${id}`, creator, { allowed: true })
    const item = (
      await call('POST', '/api/showcase/items', admin, { generationId: id })
    ).json<ShowcaseImage>()
    expect((await showcase()).items.map((entry) => entry.id)).toContain(item.id)

    const revoked = await call('PUT', `/api/showcase/consent/${id}`, creator, { allowed: false })
    expect(revoked.json()).toMatchObject({ allowed: false })
    expect((await showcase()).items.map((entry) => entry.id)).not.toContain(item.id)
    expect((await call('GET', item.src)).statusCode).toBe(404)
    expect((await call('POST', '/api/showcase/items', admin, { generationId: id })).statusCode).toBe(409)
    expect((await call('GET', `/api/showcase/candidates/${id}/image`, admin)).statusCode).toBe(409)
  })
})

describe('who may call what', () => {
  it('lets anyone read the showcase and its copies', async () => {
    const [item] = (await showcase()).items
    for (const user of [undefined, creator, other, admin]) {
      expect((await call('GET', '/api/showcase', user)).statusCode).toBe(200)
      expect((await call('GET', item?.src ?? '', user)).statusCode).toBe(200)
    }
  })

  it('keeps the operator’s calls to the admin: 401 signed out, 403 for creators', async () => {
    const id = await creatorsThumbnail('Admin Only')
    await call('PUT', `/api/showcase/consent/${id}`, creator, { allowed: true })
    const [item] = (await showcase()).items
    const adminCalls: [Method, string, object?][] = [
      ['GET', '/api/showcase/candidates'],
      ['GET', `/api/showcase/candidates/${id}/image`],
      ['POST', '/api/showcase/items', { generationId: id }],
      ['DELETE', `/api/showcase/items/${item?.id}`],
    ]
    for (const [method, url, body] of adminCalls) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
      for (const user of [creator, other])
        expect((await call(method, url, user, body)).statusCode, url).toBe(403)
    }
    expect((await showcase()).items.map((entry) => entry.id)).toContain(item?.id)
    expect((await call('GET', `/api/showcase/candidates/${id}/image`, admin)).statusCode).toBe(200)
    expect((await call('POST', '/api/showcase/items', admin, { generationId: id })).statusCode).toBe(200)
    expect((await call('DELETE', `/api/showcase/items/${item?.id}`, admin)).statusCode).toBe(204)
  })

  it('lets only the creator give or revoke consent: anyone else, the admin too, gets 404', async () => {
    const id = await creatorsThumbnail('Mine Alone')
    const url = `/api/showcase/consent/${id}`
    expect((await call('PUT', url, undefined, { allowed: true })).statusCode).toBe(401)
    for (const user of [other, admin])
      expect((await call('PUT', url, user, { allowed: true })).statusCode).toBe(404)
    expect((await call('GET', `/api/generations/${id}`, creator)).json().showcaseAllowed).toBe(false)
    expect((await call('PUT', url, creator, { allowed: true })).statusCode).toBe(200)
  })

  it('answers bad input with a 4xx', async () => {
    expect((await call('POST', '/api/showcase/items', admin, { generationId: 'nope' })).statusCode).toBe(400)
    expect((await call('DELETE', '/api/showcase/items/nope', admin)).statusCode).toBe(400)
    expect((await call('PUT', '/api/showcase/consent/nope', creator, { allowed: 'yes' })).statusCode).toBe(
      400,
    )
    expect((await call('GET', '/api/showcase/images/..%2Fgenerations-640.webp')).statusCode).toBe(404)
    expect((await call('GET', '/api/showcase/images/nothing-999.webp')).statusCode).toBe(404)
  })
})
