import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { generations, personaPhotos, users } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { BatchView } from '#shared/generator/schemas.ts'
import { personaMessages } from '#shared/personas/schemas.ts'
import { profileMessages } from '#shared/users/messages.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled, waitForBatch } from '../support/generate.ts'
import { pngAsSvg, refusedFiles } from '../support/hostile-images.ts'
import { noisyPng } from '../support/image-fixtures.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import {
  createPersona,
  insertPersona,
  personPhoto,
  photosUrl,
  photoUrl,
  sendFile,
  transparentPng,
} from '../support/personas.ts'
import { uploadPhoto } from '../support/photo-upload.ts'
import { dataUrlOf } from '../support/style-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 24, item 3a: every image input takes only JPEG, PNG or WebP, judged by the bytes. sharp
// would render an SVG (whose filters no megapixel cap bounds), a GIF or a TIFF; none may reach it.
// Gemini is the provider (a local fake), so 'Edit with AI' and its mask are inputs here too.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, db, config, database } = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeyIMAGEINPUTSIMAGEINPUTSIMAG24',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000',
})
await prepareGenerator(config, database)

type Declared = { filename: string; type: string }
type Answer = { statusCode: number; body: string }
type Sender = (bytes: Buffer, as: Declared) => Promise<Answer>

interface ImageInput {
  /** The input's own answer to a file that is not an image, as it was before SVG was refused. */
  refusal: { status: number; code: string; message: string }
  /** A user ready to use the input; `state` is what a refusal must leave alone. */
  prepare: () => Promise<{ send: Sender; state: () => Promise<unknown> }>
  /** A real image this input takes, the status that takes it, and whether it keeps something. */
  accepts: { bytes: () => Promise<Buffer>; status: number; keeps: boolean }
}

const form = {
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
}

const filesUnder = async (prefix: string) =>
  (await readdir(path.join(config.dataDir, 'files', prefix), { recursive: true }).catch(() => [])).sort()

/** What a run must not have done when refused: spent a credit or made a row. */
const runState = (user: TestUser) => async () => ({
  balance: await balanceOf(app, user.id),
  generations: (await db.select().from(generations).where(eq(generations.userId, user.id))).length,
})

/** A run with the picked file in `field`, followed to its end when accepted. */
const runInput = (field: 'referenceImage' | 'styleReference', message: string): ImageInput => ({
  refusal: { status: 400, code: 'VALIDATION', message },
  prepare: async () => {
    const user = await createUser(app, { credits: 2 })
    const send: Sender = (bytes, as) =>
      generateSettled(app, user, { ...form, [field]: dataUrlOf(bytes, as.type) })
    return { send, state: runState(user) }
  },
  accepts: { bytes: () => noisyPng(), status: 202, keeps: true },
})

/** The free live preview with the picked file in `field`. */
const previewInput = (field: 'referenceImage' | 'styleReference', message: string): ImageInput => ({
  refusal: { status: 400, code: 'VALIDATION', message },
  prepare: async () => {
    const user = await createUser(app, { credits: 2 })
    const send: Sender = (bytes, as) =>
      app.inject({
        method: 'POST',
        url: '/api/generator/preview',
        headers: { cookie: user.cookie },
        payload: { textOverlay: form.textOverlay, [field]: dataUrlOf(bytes, as.type) },
      })
    return { send, state: runState(user) }
  },
  accepts: { bytes: () => noisyPng(), status: 200, keeps: false },
})

const inputs: Record<string, ImageInput> = {
  'the profile photo': {
    refusal: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: profileMessages.photoNotImage },
    prepare: async () => {
      const user = await createUser(app)
      const state = async () => ({
        image: (await db.select({ image: users.image }).from(users).where(eq(users.id, user.id)))[0],
        files: await filesUnder(`avatars/${user.id}`),
      })
      return { send: (bytes, as) => uploadPhoto(app, user, bytes, as), state }
    },
    accepts: { bytes: () => noisyPng(), status: 200, keeps: true },
  },
  "a persona's photo": {
    refusal: { status: 400, code: 'VALIDATION', message: personaMessages.photoNotImage },
    prepare: async () => {
      const user = await createUser(app)
      const persona = await createPersona(app, user)
      const state = async () => ({
        rows: await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id)),
        files: await filesUnder(personaPrefix(user.id, persona.id)),
      })
      return { send: (bytes, as) => sendFile(app, 'POST', photosUrl(persona.id), user, bytes, as), state }
    },
    accepts: {
      bytes: async () =>
        sharp(await personPhoto())
          .png()
          .toBuffer(),
      status: 201,
      keeps: true,
    },
  },
  "a persona's own cut-out": {
    refusal: { status: 400, code: 'VALIDATION', message: personaMessages.cutoutNotTransparent },
    prepare: async () => {
      const user = await createUser(app)
      const persona = await insertPersona(app, user.id)
      const photo = { id: persona.photos[0]?.id ?? '', personaId: persona.id }
      const state = async () => ({
        rows: await db.select().from(personaPhotos).where(eq(personaPhotos.id, photo.id)),
        files: await filesUnder(personaPrefix(user.id, persona.id)),
      })
      const send: Sender = (bytes, as) => sendFile(app, 'PUT', `${photoUrl(photo)}/cutout`, user, bytes, as)
      return { send, state }
    },
    accepts: { bytes: () => transparentPng(), status: 200, keeps: true },
  },
  "a run's reference image": runInput('referenceImage', generatorMessages.referenceNotImage),
  "a run's style reference": runInput('styleReference', generatorMessages.styleReferenceNotImage),
  "the preview's reference image": previewInput('referenceImage', generatorMessages.referenceNotImage),
  "the preview's style reference": previewInput('styleReference', generatorMessages.styleReferenceNotImage),
  "an edit's mask": {
    refusal: { status: 400, code: 'VALIDATION', message: 'The mask must be a PNG image' },
    prepare: async () => {
      const user = await createUser(app, { credits: 3 })
      const [parent] = (await generateSettled(app, user, form)).json<BatchView>().results
      if (parent?.status !== 'succeeded') throw new Error(`parent: ${JSON.stringify(parent)}`)
      const send: Sender = async (bytes, as) => {
        const answer = await app.inject({
          method: 'POST',
          url: `/api/generations/${parent.id}/edit`,
          headers: { cookie: user.cookie },
          payload: { instruction: 'make the sky red', mask: dataUrlOf(bytes, as.type) },
        })
        // An accepted edit is followed to its end, so no job outlives the file.
        if (answer.statusCode === 202) await waitForBatch(app, user, answer.json().batchId)
        return answer
      }
      return { send, state: runState(user) }
    },
    accepts: {
      bytes: () =>
        sharp({ create: { width: 320, height: 180, channels: 3, background: '#000' } })
          .composite([{ input: { create: { width: 80, height: 60, channels: 3, background: '#fff' } } }])
          .png()
          .toBuffer(),
      status: 202,
      keeps: true,
    },
  },
}

describe.each(Object.entries(inputs))('%s', (_, input) => {
  it('refuses SVG (a filter-heavy one too, and one named .png) and GIF in its own words, before any image thread, storing and spending nothing', async () => {
    const { send, state } = await input.prepare()
    const before = await state()
    for (const file of await refusedFiles()) {
      const { value: answer, tasks } = await imageTasksDuring(app.deps.images, () => send(file.bytes, file))
      expect({ file: file.label, status: answer.statusCode, body: JSON.parse(answer.body), tasks }).toEqual({
        file: file.label,
        status: input.refusal.status,
        body: { error: { code: input.refusal.code, message: input.refusal.message } },
        tasks: {},
      })
    }
    expect(await state()).toEqual(before)
  })

  it('accepts a real PNG named .svg and declared image/svg+xml: the bytes decide', async () => {
    const { send, state } = await input.prepare()
    const before = await state()
    const answer = await send(await input.accepts.bytes(), pngAsSvg)
    expect(answer.statusCode, answer.body).toBe(input.accepts.status)
    // A run spends and makes rows, an upload stores its file; the preview stays free.
    expect(!isDeepStrictEqual(await state(), before)).toBe(input.accepts.keeps)
  })
})
