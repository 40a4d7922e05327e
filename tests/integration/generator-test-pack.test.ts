import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Test & Compare pack (issue 10, item 8), on the offline renderer.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '25',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})

const TWO_MB = 2 * 1024 * 1024

async function generate(user: TestUser, title: string, output?: Record<string, unknown>) {
  const response = await generateSettled(app, user, {
    category: 'Gaming',
    prompt: 'A gamer shocked by a boss fight',
    textOverlay: { title },
    ...(output ? { output } : {}),
  })
  expect(response.statusCode, response.body).toBe(202)
  return response.json().results[0].id as string
}

const pack = (user: TestUser | null, ids: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/generations/test-pack',
    headers: user ? { cookie: user.cookie } : {},
    payload: { ids },
  })

let creator: TestUser
let ids: string[]

beforeAll(async () => {
  creator = await createUser(app, { credits: 10 })
  ids = [
    await generate(creator, 'Boss Fight'),
    await generate(creator, 'Café Speedrun *Gold*', { size: '3840x2160', format: 'png' }),
    await generate(creator, 'Final Boss?'),
  ]
})

async function entriesOf(body: Buffer) {
  const files = unzipSync(new Uint8Array(body))
  return Promise.all(
    Object.entries(files).map(async ([name, bytes]) => {
      const meta = await sharp(Buffer.from(bytes)).metadata()
      return { name, size: bytes.length, format: meta.format, width: meta.width, height: meta.height }
    }),
  )
}

describe('POST /api/generations/test-pack', () => {
  it('zips 3 thumbnails as 1280×720 JPEGs under 2 MB, named in the order picked', async () => {
    const response = await pack(creator, ids)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="youtube-test-compare-\d+\.zip"$/,
    )
    const entries = await entriesOf(response.rawPayload)
    expect(entries.map((e) => e.name)).toEqual([
      'a-boss-fight.jpg',
      'b-cafe-speedrun-gold.jpg',
      'c-final-boss.jpg',
    ])
    for (const entry of entries) {
      expect(entry).toMatchObject({ format: 'jpeg', width: 1280, height: 720 })
      expect(entry.size).toBeLessThan(TWO_MB)
    }
  })

  it('takes 2 as well, in the order given', async () => {
    const response = await pack(creator, [ids[2], ids[0]])
    expect(response.statusCode).toBe(200)
    const entries = await entriesOf(response.rawPayload)
    expect(entries.map((e) => e.name)).toEqual(['a-final-boss.jpg', 'b-boss-fight.jpg'])
  })

  it('refuses fewer than 2 or more than 3 with a clear message', async () => {
    for (const body of [[], [ids[0]], [...ids, randomUUID()]]) {
      const response = await pack(creator, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        message: 'Pick 2 or 3 thumbnails: Test & Compare takes up to 3.',
      })
    }
  })

  it('refuses the same thumbnail twice and ids that are not ids', async () => {
    const twice = await pack(creator, [ids[0], ids[0]])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error.message).toBe('Pick each thumbnail once.')
    const notIds = await pack(creator, ['one', 'two'])
    expect(notIds.statusCode).toBe(400)
    expect(notIds.json().error.code).toBe('VALIDATION')
  })

  it('refuses a Shorts cover with a message that says why', async () => {
    const shorts = await generate(creator, 'Shorts Cover', { size: '1080x1920', format: 'jpeg' })
    const response = await pack(creator, [ids[0], shorts])
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Test & Compare is for videos, not Shorts: leave the Shorts covers out.',
    })
  })

  it('refuses a thumbnail that is not finished', async () => {
    const failed = await generate(creator, 'Never Made')
    await db
      .update(generations)
      .set({ status: 'failed', error: 'No image' })
      .where(eq(generations.id, failed))
    const response = await pack(creator, [ids[0], failed])
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Only finished thumbnails can go in a Test & Compare pack.',
    })
  })

  it('answers 404 for an id that does not exist', async () => {
    const response = await pack(creator, [ids[0], randomUUID()])
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })
})

describe('test pack authorization', () => {
  it('is for signed-in users only', async () => {
    const response = await pack(null, ids.slice(0, 2))
    expect(response.statusCode).toBe(401)
  })

  it('hides another user’s thumbnails, even mixed with their own, and from an admin', async () => {
    const other = await createUser(app, { credits: 2 })
    const own = await generate(other, 'Mine')
    for (const caller of [other, await createAdmin(app)]) {
      const response = await pack(caller, [ids[0], ids[1]])
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Generation not found' })
    }
    expect((await pack(other, [own, ids[0]])).statusCode).toBe(404)
  })

  it('refuses a write from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/generations/test-pack',
      headers: { cookie: creator.cookie, origin: 'https://evil.example' },
      payload: { ids: ids.slice(0, 2) },
    })
    expect(response.statusCode).toBe(403)
  })
})
