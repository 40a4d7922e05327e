import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { creditLedger, generations } from '#server/db/schema.ts'
import { MASK_WORDS } from '#server/features/generator/edit-prompt.ts'
import { generationHandlers, INTERRUPTED_MESSAGE } from '#server/features/generator/generation-job.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { DEFAULT_IMAGE_MODEL } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { BatchView, Generation, GenerationParams } from '#shared/schemas/generator.ts'
import { balanceOf } from '../support/billing.ts'
import { cleanUpLater, cleanUpScope } from '../support/clean-up.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { type FakeReply, startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled, waitForBatch } from '../support/generate.ts'
import { rgbPixels } from '../support/image-compare.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'
import { vanishingWorker } from '../support/vanishing-worker.ts'

// 'Edit with AI' (issue 11): the real app, the real queue, the real @google/genai SDK against the
// local fake Gemini server, and real files. Two keys, so a 429 on one moves to the other; one
// put-back through the queue when both rest, so a rate-limited edit is retried, then refunded.
const fake = await startFakeGemini()
afterAll(() => fake.close())

const KEY_A = 'AIzaFAKEkeyEDITAAAAAAAAAAAAAAAAAAAA1111'
const KEY_B = 'AIzaFAKEkeyEDITBBBBBBBBBBBBBBBBBBBB2222'

async function startApp(env: Record<string, string> = {}) {
  // Closed where it was asked for: after the file, or at the end of the test that started it
  // (vitest drops an afterAll registered inside a test, which left such an app running).
  const cleanUp = cleanUpScope()
  const database = await cloneTestDatabase(cleanUp)
  const config = testConfig({
    GEMINI_API_KEY: KEY_A,
    GEMINI_API_BASE_URL: fake.url,
    GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
    GENERATION_CONCURRENCY: '2',
    GENERATION_POLL_SECONDS: '0.5',
    GENERATION_BACKOFF_LIMIT: '1',
    ...env,
  })
  await prepareGenerator(config, database)
  const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false })
  await app.ready()
  sendSameOriginByDefault(app, config)
  cleanUp(async () => {
    await app.close()
    await database.close()
  })
  return { app, database, db: database.db }
}

const { app, db } = await startApp()
const admin = await createAdmin(app)
// An overloaded pool (503 without RetryInfo) rests 30 s before its put-back: this second app, past
// a back-off cap of 0, fails it at once instead, as generator-gemini.test.ts does for generations.
const impatient = await startApp({ GENERATION_BACKOFF_LIMIT: '0' })
for (const target of [app, impatient.app]) {
  const owner = target === app ? admin : await createAdmin(target)
  const second = await target.inject({
    method: 'POST',
    url: '/api/gemini-keys',
    payload: { name: 'Key B', key: KEY_B },
    headers: { cookie: owner.cookie },
  })
  if (second.statusCode !== 201) throw new Error(second.body)
}

const TITLE = 'The Phone Nobody Expected'
const form = {
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: TITLE },
  layout: 'text-left',
}

/** A finished Gemini thumbnail of the user's, the parent of the edits below. */
async function parentOf(user: TestUser, target = app): Promise<Generation> {
  const run = await generateSettled(target, user, form)
  const [made] = run.json<BatchView>().results
  if (made?.status !== 'succeeded') throw new Error(`parent: ${run.body}`)
  return made
}

const editAs = (user: TestUser | null, id: string, payload: Record<string, unknown>, target = app) =>
  target.inject({
    method: 'POST',
    url: `/api/generations/${id}/edit`,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  })

/** Posts an edit and follows its run to the end. */
async function editAndWait(user: TestUser, id: string, payload: Record<string, unknown>, target = app) {
  const accepted = await editAs(user, id, payload, target)
  expect(accepted.statusCode, accepted.body).toBe(202)
  return { accepted: accepted.json(), view: await waitForBatch(target, user, accepted.json().batchId) }
}

const imageOf = async (user: TestUser, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).rawPayload

const ledgerOf = async (generationId: string, target = app) =>
  (await target.deps.db.select().from(creditLedger))
    .filter((entry) => entry.idempotencyKey.endsWith(`generation:${generationId}`))
    .map((entry) => [entry.reason, entry.delta])
    .sort()

/** A PNG mask the picture's size with one white stroke across the middle (the painter's output). */
async function paintedMask(width = 1280, height = 720) {
  const stroke = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/><rect x="${width * 0.7}" y="${height * 0.3}" width="${width * 0.2}" height="${height * 0.3}" fill="white"/></svg>`,
  )
  const png = await sharp(stroke).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** Share of near-white pixels (the title's colour) within a box given in fractions of the frame. */
async function whiteShare(image: Buffer, box: { x: number; y: number; w: number; h: number }) {
  const { data, width, height } = await rgbPixels(image)
  let white = 0
  let total = 0
  for (let y = Math.floor(box.y * height); y < Math.floor((box.y + box.h) * height); y++) {
    for (let x = Math.floor(box.x * width); x < Math.floor((box.x + box.w) * width); x++) {
      const i = (y * width + x) * 3
      total++
      if ((data[i] ?? 0) > 230 && (data[i + 1] ?? 0) > 230 && (data[i + 2] ?? 0) > 230) white++
    }
  }
  return white / total
}

describe('an edit by instruction through Gemini', () => {
  it('sends the parent background, the mask and the instruction, and makes a re-composited child for one credit', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    const parentBefore = await imageOf(user, parent.imageUrl ?? '')
    const [parentRow] = await db.select().from(generations).where(eq(generations.id, parent.id))
    const parentBackground = await app.deps.files.get(parentRow?.backgroundKey ?? '')
    fake.reset()
    fake.queue('*', { kind: 'image', colour: '#c03020' })

    const { accepted, view } = await editAndWait(user, parent.id, {
      instruction: '  make the background red  ',
      mask: await paintedMask(),
    })
    expect(accepted.message).toBe('Editing your thumbnail…')
    expect(accepted.balance).toBe(0)
    expect(accepted.results).toHaveLength(1)
    expect(accepted.results[0]).toMatchObject({ status: 'pending', parentId: parent.id })
    const [child] = view.results
    expect(child).toMatchObject({ status: 'succeeded', parentId: parent.id, provider: 'gemini' })
    expect(child?.params).toMatchObject({
      edit: { instruction: 'make the background red', hasMask: true },
      layers: { background: 'ai', subject: 'none', text: 'typeset' },
      layout: 'text-left',
      textOverlay: { title: TITLE },
    })

    // The exact request: the image model, the instruction, the parent's stored background (not its
    // composite), the mask as a second inline PNG the background's size, and the aspect ratio.
    expect(fake.requests).toHaveLength(1)
    const [seen] = fake.requests
    expect(seen?.model).toBe(DEFAULT_IMAGE_MODEL)
    expect(seen?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE', 'TEXT'],
      imageConfig: { aspectRatio: '16:9' },
    })
    const parts = seen?.body.contents[0]?.parts ?? []
    expect(parts).toHaveLength(3)
    expect(parts[0]?.text).toContain('make the background red')
    expect(parts[0]?.text).toContain('must contain no text')
    expect(parts[0]?.text).toContain(MASK_WORDS)
    expect(parts[1]?.inlineData?.mimeType).toBe('image/png')
    expect(
      Buffer.from(parts[1]?.inlineData?.data ?? '', 'base64').equals(parentBackground ?? Buffer.alloc(0)),
    ).toBe(true)
    expect(parts[2]?.inlineData?.mimeType).toBe('image/png')
    const sentMask = Buffer.from(parts[2]?.inlineData?.data ?? '', 'base64')
    const maskMeta = await sharp(sentMask).metadata()
    expect([maskMeta.format, maskMeta.width, maskMeta.height]).toEqual(['png', 1344, 768])
    // Painted white where the stroke was (right of centre), black (keep) where it was not.
    const { data: maskPixels, width: mw } = await rgbPixels(sentMask)
    const at = (fx: number, fy: number) => maskPixels[(Math.floor(fy * 768) * mw + Math.floor(fx * 1344)) * 3]
    expect(at(0.8, 0.45)).toBe(255)
    expect(at(0.2, 0.45)).toBe(0)

    // One credit, no refund; the mask kept beside the version.
    expect(await ledgerOf(child?.id ?? '')).toEqual([['generation', -1]])
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await app.deps.files.get(`generations/${user.id}/${child?.id}-mask.png`)).not.toBeNull()

    // Re-composited: the new (red) background, with our title set again in the layout's text box.
    const composite = await imageOf(user, child?.imageUrl ?? '')
    const meta = await sharp(composite).metadata()
    expect([meta.width, meta.height]).toEqual([1280, 720])
    const { textBox } = layoutById('text-left')
    expect(await whiteShare(composite, textBox)).toBeGreaterThan(0.02)
    expect(await whiteShare(composite, { x: 0.75, y: 0.1, w: 0.2, h: 0.8 })).toBeLessThan(0.005)
    // Red where the mask was painted; outside it the parent's blue was put back.
    const spot = (left: number, top: number) =>
      sharp(composite).extract({ left, top, width: 40, height: 40 }).toBuffer().then(rgbPixels)
    const painted = await spot(1040, 320)
    expect(painted.data[0]).toBeGreaterThan(150)
    expect(painted.data[2]).toBeLessThan(80)
    const corner = await spot(1200, 10)
    expect(corner.data[0]).toBeLessThan(80)
    expect(corner.data[2]).toBeGreaterThan(120)

    // The parent is unchanged; the gallery lists both, the new version first, linked to its parent.
    expect((await imageOf(user, parent.imageUrl ?? '')).equals(parentBefore)).toBe(true)
    const gallery = await app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: { cookie: user.cookie },
    })
    expect(gallery.json().items.map((g: Generation) => [g.id, g.parentId])).toEqual([
      [child?.id, parent.id],
      [parent.id, null],
    ])

    // A free text re-edit of the version needs no call; deleting it takes its mask along.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${child?.id}`,
      payload: { textOverlay: { title: 'Red Now' } },
      headers: { cookie: user.cookie },
    })
    expect(patched.statusCode).toBe(200)
    expect(fake.requests).toHaveLength(1)
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/generations/${child?.id}`,
      headers: { cookie: user.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await app.deps.files.get(`generations/${user.id}/${child?.id}-mask.png`)).toBeNull()
  })

  it('without a mask sends only the background, and an edited version can itself be edited', async () => {
    const user = await createUser(app, { credits: 3 })
    const parent = await parentOf(user)
    fake.reset()
    const first = await editAndWait(user, parent.id, { instruction: 'add fire behind the phone' })
    const [child] = first.view.results
    expect(child?.params.edit).toEqual({ instruction: 'add fire behind the phone', hasMask: false })
    const parts = fake.requests[0]?.body.contents[0]?.parts ?? []
    expect(parts.map((p) => (p.text ? 'text' : p.inlineData?.mimeType))).toEqual(['text', 'image/png'])
    expect(parts[0]?.text).not.toContain(MASK_WORDS)
    const second = await editAndWait(user, child?.id ?? '', { instruction: 'darker' })
    expect(second.view.results[0]).toMatchObject({ status: 'succeeded', parentId: child?.id })
    expect(await balanceOf(app, user.id)).toBe(0)
  })
})

describe('spend and refund around the edit', () => {
  // The service failing (every key rate-limited, overloaded or refused) reads plainly; the reason goes to the operator.
  const unavailable = /^The AI image service is unavailable right now\. Your credits were refunded\.$/
  const failures: { label: string; replies: FakeReply[]; error: RegExp; impatient?: true }[] = [
    // Both keys rest twice: put back once through the queue, then failed past the cap of 1.
    {
      label: 'rate-limited',
      replies: Array(4).fill({ kind: 'rate-limited', retryDelay: '0.2s' }),
      error: unavailable,
    },
    {
      label: 'overloaded',
      // Both keys, then both again at the one retry.
      replies: Array(4).fill({ kind: 'overloaded' }),
      error: unavailable,
      impatient: true,
    },
    { label: 'unauthorized', replies: Array(2).fill({ kind: 'unauthorized' }), error: unavailable },
    { label: 'image-safety', replies: [{ kind: 'image-safety' }], error: /IMAGE_SAFETY/ },
    { label: 'prompt-blocked', replies: [{ kind: 'prompt-blocked' }], error: /SAFETY/ },
    {
      label: 'text-only',
      replies: [{ kind: 'text-only' }, { kind: 'text-only' }],
      error: /^No image was generated from the API response$/,
    },
  ]

  it.each(failures)('refunds a $label edit exactly once and leaves the parent as it was', async (failure) => {
    const target = failure.impatient ? impatient.app : app
    const user = await createUser(target, { credits: 2 })
    const parent = await parentOf(user, target)
    fake.reset()
    fake.queue('*', ...failure.replies)
    const { accepted, view } = await editAndWait(user, parent.id, { instruction: 'make it blue' }, target)
    expect(accepted.balance).toBe(0)
    const [child] = view.results
    expect(child?.status).toBe('failed')
    expect(child?.error).toMatch(failure.error)
    expect(view.message).toMatch(failure.error)
    expect(view.balance).toBe(1)
    expect(await ledgerOf(child?.id ?? '', target)).toEqual([
      ['generation', -1],
      ['refund', 1],
    ])
    expect(fake.requests).toHaveLength(failure.replies.length)
    const [row] = await target.deps.db.select().from(generations).where(eq(generations.id, parent.id))
    expect(row?.status).toBe('succeeded')
  })

  it('retries a rate-limited edit through the queue and charges it once when it then succeeds', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    fake.reset()
    fake.queue(
      '*',
      { kind: 'rate-limited', retryDelay: '0.2s' },
      { kind: 'rate-limited', retryDelay: '0.2s' },
    )
    const { view } = await editAndWait(user, parent.id, { instruction: 'more contrast' })
    expect(view.results[0]?.status).toBe('succeeded')
    expect(fake.requests).toHaveLength(3)
    expect(await ledgerOf(view.results[0]?.id ?? '')).toEqual([['generation', -1]])
    expect(view.balance).toBe(0)
  })

  it('answers 402 without credit, with nothing written and no call', async () => {
    const user = await createUser(app, { credits: 1 })
    const parent = await parentOf(user)
    fake.reset()
    const refused = await editAs(user, parent.id, { instruction: 'brighter' })
    expect(refused.statusCode).toBe(402)
    expect(refused.json().error.message).toBe('Insufficient credits. Buy more to generate images.')
    expect(fake.requests).toHaveLength(0)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(1)
  })

  it('answers 409 EDIT_NOT_READY for a failed thumbnail, with nothing spent', async () => {
    const user = await createUser(app, { credits: 2 })
    fake.reset()
    fake.queue('*', { kind: 'image-safety' })
    const run = await generateSettled(app, user, form)
    const [failed] = run.json<BatchView>().results
    const refused = await editAs(user, failed?.id ?? '', { instruction: 'brighter' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({
      code: 'EDIT_NOT_READY',
      message: 'Only a finished thumbnail can be edited.',
    })
    expect(await balanceOf(app, user.id)).toBe(2)
  })
})

describe('the edit body', () => {
  it('refuses a blank or long instruction and a mask that is not a PNG or is larger than the picture, before spending', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    fake.reset()
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    const cases: [Record<string, unknown>, string][] = [
      [{ instruction: '   ' }, 'Describe what to change'],
      [{}, 'Invalid input: expected string, received undefined'],
      [{ instruction: 'x'.repeat(501) }, 'Keep the instruction to 500 characters'],
      [
        { instruction: 'red', mask: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
        'The mask must be a PNG image',
      ],
      // A PNG label on JPEG bytes: decoded, and refused for what it is.
      [
        { instruction: 'red', mask: `data:image/png;base64,${jpeg.toString('base64')}` },
        'The mask must be a PNG image',
      ],
      [{ instruction: 'red', mask: 'data:image/png;base64,AAAA' }, 'The mask must be a PNG image'],
      [
        { instruction: 'red', mask: await paintedMask(1281, 720) },
        'The mask must not be larger than the picture',
      ],
      [
        {
          instruction: 'red',
          mask: `data:image/png;base64,${(
            await sharp({ create: { width: 64, height: 36, channels: 4, background: '#00000000' } })
              .png()
              .toBuffer()
          ).toString('base64')}`,
        },
        'The mask is empty: paint over the area to change, or send no mask',
      ],
    ]
    for (const [payload, message] of cases) {
      const refused = await editAs(user, parent.id, payload)
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      const { error } = refused.json()
      expect(error.code).toBe('VALIDATION')
      expect([error.message, ...(error.issues ?? []).map((i: { message: string }) => i.message)]).toContain(
        message,
      )
    }
    expect(fake.requests).toHaveLength(0)
    expect(await balanceOf(app, user.id)).toBe(1)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(1)
  })
})

describe('who may edit', () => {
  it('anonymous 401, another user 404, an admin 404, the owner 202', async () => {
    const owner = await createUser(app, { credits: 2 })
    const parent = await parentOf(owner)
    const stranger = await createUser(app, { credits: 5 })
    fake.reset()
    expect((await editAs(null, parent.id, { instruction: 'red' })).statusCode).toBe(401)
    expect((await editAs(stranger, parent.id, { instruction: 'red' })).statusCode).toBe(404)
    expect((await editAs(admin, parent.id, { instruction: 'red' })).statusCode).toBe(404)
    expect(fake.requests).toHaveLength(0)
    expect(await balanceOf(app, stranger.id)).toBe(5)
    const { view } = await editAndWait(owner, parent.id, { instruction: 'red' })
    expect(view.results[0]?.status).toBe('succeeded')
    // The new version is the owner's alone too.
    const child = view.results[0]?.id ?? ''
    const read = (user: TestUser) =>
      app.inject({ method: 'GET', url: `/api/generations/${child}`, headers: { cookie: user.cookie } })
    expect((await read(stranger)).statusCode).toBe(404)
    expect((await read(admin)).statusCode).toBe(404)
  })
})

describe('offline', () => {
  it('answers 409 EDIT_NEEDS_GEMINI with nothing spent and no call', async () => {
    const user = await createUser(app, { credits: 2 })
    const parent = await parentOf(user)
    const setProvider = (provider: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/ai-settings',
        payload: { provider, imageModel: 'gemini-2.5-flash-image', textModel: 'gemini-2.5-flash' },
        headers: { cookie: admin.cookie },
      })
    expect((await setProvider('offline')).statusCode).toBe(200)
    try {
      fake.reset()
      const refused = await editAs(user, parent.id, { instruction: 'red' })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toEqual({
        code: 'EDIT_NEEDS_GEMINI',
        message: 'Editing by instruction needs the Gemini image model, which is not set up on this site.',
      })
      expect(fake.requests).toHaveLength(0)
      expect(await balanceOf(app, user.id)).toBe(1)
      // The in-flight slot was given back: two more refusals are still 409, not 429.
      for (let i = 0; i < 2; i++)
        expect((await editAs(user, parent.id, { instruction: 'red' })).statusCode).toBe(409)
    } finally {
      await setProvider('auto')
    }
  })
})

describe('an edit whose worker vanishes', () => {
  it('is refunded exactly once when its lease runs out twice', async () => {
    // Queues only; leases of 4 s, longer than making the parent by hand takes on busy cores.
    const leases = await startApp({
      WORKERS: 'external',
      GENERATION_LEASE_SECONDS: '4',
      GENERATION_MAINTENANCE_SECONDS: '1',
    })
    const user = await createUser(leases.app, { credits: 2 })
    const generated = await leases.app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      payload: form,
      headers: { cookie: user.cookie },
    })
    const thief = await vanishingWorker(leases.database)
    cleanUpLater(() => thief.stop())
    const parentJob = await thief.claim()
    // The parent is made by hand from the claimed job: a live worker would also take the edit.
    await generationHandlers({ ...leases.app.deps, log: leases.app.log }).run(parentJob.data as never)
    await thief.complete(parentJob.id)
    const parentView = await waitForBatch(leases.app, user, generated.json().batchId)
    const parentId = parentView.results[0]?.id ?? ''
    expect(parentView.results[0]?.status).toBe('succeeded')

    fake.reset()
    const accepted = await leases.app.inject({
      method: 'POST',
      url: `/api/generations/${parentId}/edit`,
      payload: { instruction: 'red' },
      headers: { cookie: user.cookie },
    })
    expect(accepted.statusCode).toBe(202)
    const first = await thief.claim()
    const again = await thief.claim()
    expect(again.id).toBe(first.id)
    await leases.app.deps.jobs.work(generationHandlers({ ...leases.app.deps, log: leases.app.log }))
    const lost = await waitForBatch(leases.app, user, accepted.json().batchId)
    expect(lost.results[0]).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE, parentId })
    expect(await balanceOf(leases.app, user.id)).toBe(1)
    const refunds = (await leases.db.select().from(creditLedger)).filter((e) => e.reason === 'refund')
    expect(refunds.map((e) => [e.userId, e.delta])).toEqual([[user.id, 1]])
    expect(fake.requests).toHaveLength(0)
    const params = lost.results[0]?.params as GenerationParams
    expect(params.edit).toEqual({ instruction: 'red', hasMask: false })
  })
})
