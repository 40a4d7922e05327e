import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { INLINE_JSON_MAX_BYTES } from '#server/lib/large-json-body.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { noisyPng } from '../support/image-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// A preview body past INLINE_JSON_MAX_BYTES (one carrying a reference picture) is parsed on an
// image thread rather than on the event loop. The answers must be the ones a small body gets.

const PREVIEWS_PER_MINUTE = 3
const { app, config } = await createTestApp({
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: String(PREVIEWS_PER_MINUTE),
})
await app.listen({ host: '127.0.0.1', port: 0 })

const big = await noisyPng(800, 600)
const reference = `data:image/png;base64,${big.toString('base64')}`
expect(reference.length).toBeGreaterThan(INLINE_JSON_MAX_BYTES)

const preview = (as: TestUser, payload: string | object) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/preview',
    headers: { cookie: as.cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

describe('a large preview body gets the answers a small one gets', () => {
  it('draws the preview over its reference', async () => {
    const creator = await createUser(app)
    const response = await preview(creator, {
      textOverlay: { title: 'Big Reference' },
      referenceImage: reference,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
  })

  const invalid: [string, object, string][] = [
    ['an unknown text size', { textOverlay: { textSize: 'huge' } }, 'textOverlay.textSize'],
    ['a colour that is not #RRGGBB', { textOverlay: { textColor: 'red' } }, 'textOverlay.textColor'],
    ['a title over 120 characters', { textOverlay: { title: 'x'.repeat(121) } }, 'textOverlay.title'],
  ]
  it.each(invalid)('%s: the same 400, issue and path as a small body', async (_name, fields, path) => {
    const creator = await createUser(app)
    const small = await preview(creator, fields)
    const large = await preview(creator, { ...fields, referenceImage: reference })
    expect(small.statusCode).toBe(400)
    expect(large.statusCode).toBe(400)
    expect(large.json().error.message).toBe(small.json().error.message)
    expect(large.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path)
  })

  it('refuses a NUL character in the title, as the text guard does for a small body', async () => {
    const creator = await createUser(app)
    const response = await preview(creator, { textOverlay: { title: 'a\u0000b' }, referenceImage: reference })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('"textOverlay.title" must not contain a NUL character')
  })

  it('refuses a __proto__ key and a body that is not JSON with 400, not 500', async () => {
    const creator = await createUser(app)
    const proto = `{"__proto__":{"admin":true},"referenceImage":"${reference}"}`
    const broken = `{"referenceImage":"${reference}"`
    for (const payload of [proto, broken]) {
      const response = await preview(creator, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION')
    }
  })

  it("refuses a reference that is not a picture: 'Please choose an image file.'", async () => {
    const creator = await createUser(app)
    const notImage = `data:image/png;base64,${Buffer.alloc(INLINE_JSON_MAX_BYTES, 7).toString('base64')}`
    const response = await preview(creator, { referenceImage: notImage })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(generatorMessages.referenceNotImage)
  })
})

/** Sends a preview that announces `length` bytes but only ever sends its first kilobyte. */
function startHugePreview(as: TestUser, length: number) {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening')
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: '/api/generator/preview',
        headers: {
          cookie: as.cookie,
          origin: new URL(config.appUrl).origin,
          'content-type': 'application/json',
          'content-length': String(length),
        },
        agent: false,
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string })
        response.resume()
        outgoing.destroy()
      },
    )
    outgoing.on('error', reject)
    outgoing.write(`{"referenceImage":"data:image/png;base64,${'A'.repeat(1000)}`)
  })
}

describe('an account over its preview limit', () => {
  it('is refused before its next body is read, with a Retry-After', async () => {
    const flooder = await createUser(app)
    for (let n = 0; n < PREVIEWS_PER_MINUTE; n++) {
      expect((await preview(flooder, { textOverlay: { title: `Take ${n}` } })).statusCode).toBe(200)
    }
    const refused = await preview(flooder, { textOverlay: { title: 'One too many' } })
    expect(refused.statusCode).toBe(429)
    // 20 MB announced and never sent: only an answer given without reading the body can arrive.
    const atTheDoor = await startHugePreview(flooder, 20 * 1024 * 1024)
    expect(atTheDoor.status).toBe(429)
    expect(Number(atTheDoor.retryAfter)).toBeGreaterThan(0)
    const neighbour = await createUser(app)
    expect((await preview(neighbour, { textOverlay: { title: 'Mine' } })).statusCode).toBe(200)
  })
})
