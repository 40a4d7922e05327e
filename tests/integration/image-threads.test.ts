import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { balanceOf } from '../support/billing.ts'
import { testTempDir } from '../support/clean-up.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { freePort } from '../support/free-port.ts'
import { generateAndWaitOverHttp, generateSettled } from '../support/generate.ts'
import { cutShort, noisyJpeg, noisyPng } from '../support/image-fixtures.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import { uploadPhoto } from '../support/photo-upload.ts'
import { startServerProcess } from '../support/server-process.ts'
import { createTestApp } from '../support/test-app.ts'

/**
 * Every image step a request causes runs on the image threads, never on the event loop: the
 * offline renderer, the compositor, and the decode of every upload. Counted by the pool itself, so
 * a step that slipped back onto the main thread shows up here as a missing count.
 */
const { app } = await createTestApp({ GENERATOR_MAX_IN_FLIGHT: '5' })

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
  textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
  ...overrides,
})
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

/** The run until it is done: its image steps run on a worker after the 202. */
const generate = (user: TestUser, payload: Record<string, unknown>) => generateSettled(app, user, payload)

describe('a generation', () => {
  it('decodes the reference, then draws, composites and checks each offline image in one image-thread step', async () => {
    const user = await createUser(app, { credits: 2 })
    const reference = await noisyPng(200, 120)
    const { value: response, tasks } = await imageTasksDuring(app.deps.images, () =>
      generate(user, form({ variants: 2, referenceImage: dataUrl(reference) })),
    )
    expect(response.statusCode, response.body).toBe(202)
    expect(tasks).toEqual({ toJpeg: 1, offlineVariant: 2 })

    const results = response.json().results as { status: string; imageUrl: string }[]
    expect(results.map((r) => r.status)).toEqual(['succeeded', 'succeeded'])
    for (const result of results) {
      const image = await app.inject({
        method: 'GET',
        url: result.imageUrl,
        headers: { cookie: user.cookie },
      })
      const meta = await sharp(image.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720])
    }
  })

  it('re-composites a free text edit on an image thread', async () => {
    const user = await createUser(app, { credits: 1 })
    const made = await generate(user, form())
    const { id, imageUrl } = made.json().results[0]
    const before = await app.inject({ method: 'GET', url: imageUrl, headers: { cookie: user.cookie } })
    const { value: patched, tasks } = await imageTasksDuring(app.deps.images, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/generations/${id}`,
        payload: { textOverlay: { title: 'Completely Different Words' } },
        headers: { cookie: user.cookie },
      }),
    )
    expect(patched.statusCode, patched.body).toBe(200)
    expect(tasks).toEqual({ composeAndCheck: 1 })
    const after = await app.inject({ method: 'GET', url: imageUrl, headers: { cookie: user.cookie } })
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false)
  })

  it('draws the free live preview on an image thread, its reference decoded there too', async () => {
    const user = await createUser(app)
    const referenceImage = dataUrl(await noisyPng(200, 120))
    const { value: response, tasks } = await imageTasksDuring(app.deps.images, () =>
      app.inject({
        method: 'POST',
        url: '/api/generator/preview',
        payload: { textOverlay: { title: 'Preview Me' }, referenceImage },
        headers: { cookie: user.cookie },
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(tasks).toEqual({ toJpeg: 1, renderPreview: 1 })
  })

  it('refuses a reference that is no image before any image thread, and a damaged one on a thread, spending nothing', async () => {
    const user = await createUser(app, { credits: 1 })
    // Not JPEG, PNG or WebP by its first bytes: no thread is asked.
    const text = await imageTasksDuring(app.deps.images, () =>
      generate(user, form({ referenceImage: dataUrl(Buffer.from('not an image at all')) })),
    )
    expect(text.value.statusCode).toBe(400)
    expect(text.value.json().error.code).toBe('VALIDATION')
    expect(text.tasks).toEqual({})
    // A PNG's first bytes, then nothing readable: the decode, on a thread, refuses it.
    const cut = await imageTasksDuring(app.deps.images, async () =>
      generate(user, form({ referenceImage: dataUrl(cutShort(await noisyPng())) })),
    )
    expect(cut.value.statusCode).toBe(400)
    expect(cut.value.json().error.code).toBe('VALIDATION')
    expect(cut.tasks).toEqual({ toJpeg: 1 })
    expect(await balanceOf(app, user.id)).toBe(1)
  })
})

describe('a profile photo', () => {
  it('is decoded and cut square on an image thread', async () => {
    const user = await createUser(app)
    const photo = await noisyPng(300, 300)
    const { value: response, tasks } = await imageTasksDuring(app.deps.images, () =>
      uploadPhoto(app, user, photo),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(tasks).toEqual({ squareJpeg: 1 })
  })

  it('still answers 415 for a text file (before any image thread) and 400 for a cut-short JPEG (on one)', async () => {
    const user = await createUser(app)
    const text = await imageTasksDuring(app.deps.images, () =>
      uploadPhoto(app, user, Buffer.from('plain text\n'.repeat(50))),
    )
    expect(text.value.statusCode).toBe(415)
    expect(text.tasks).toEqual({})

    const cut = await imageTasksDuring(app.deps.images, async () =>
      uploadPhoto(app, user, cutShort(await noisyJpeg())),
    )
    expect(cut.value.statusCode).toBe(400)
    expect(cut.value.json().error.message).toBe(
      'The file is not a valid image. It may be damaged or cut short; please choose another.',
    )
    expect(cut.tasks).toEqual({ squareJpeg: 1 })
  })
})

describe('the server process', () => {
  it('generates on its image threads and still stops cleanly on SIGTERM', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const server = startServerProcess({ dataDir: testTempDir('image-threads'), port })
    // A first start creates the embedded database: minutes on a busy shared machine.
    const deadline = Date.now() + 180_000
    let healthy = false
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(healthy, server.output()).toBe(true)
    const json = { 'content-type': 'application/json', origin: baseUrl }
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Painter', email: 'painter@example.test', password: 'painter-pw-1' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const generated = await generateAndWaitOverHttp(baseUrl, { ...json, cookie }, form())
    expect(generated.status, JSON.stringify(generated.body)).toBe(202)
    expect(generated.view?.results[0]?.status).toBe('succeeded')

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})
