import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { creditLedger } from '#server/db/schema.ts'
import type { BatchView, Generation } from '#shared/generator/schemas.ts'
import { cleanUpLater } from './clean-up.ts'
import { createAdmin, type TestUser } from './factories.ts'
import { startFakeGemini } from './fake-gemini.ts'
import { generateSettled, waitForBatch } from './generate.ts'
import { startQueuedGeminiApp } from './queued-gemini-app.ts'

/** The run the parents of the edits are made from. */
export const editParentForm = {
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
  layout: 'text-left',
}

/** A finished thumbnail of the user's, the parent of an edit. */
export async function finishedParent(target: FastifyInstance, user: TestUser): Promise<Generation> {
  const run = await generateSettled(target, user, editParentForm)
  const [made] = run.json<BatchView>().results
  if (made?.status !== 'succeeded') throw new Error(`parent: ${run.body}`)
  return made
}

/** Posts an edit by instruction ('Edit with AI') of generation `id`. */
export const postEdit = (
  target: FastifyInstance,
  user: TestUser | null,
  id: string,
  payload: Record<string, unknown>,
) =>
  target.inject({
    method: 'POST',
    url: `/api/generations/${id}/edit`,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  })

/** Posts an edit and follows its run to the end. */
export async function postEditAndWait(
  target: FastifyInstance,
  user: TestUser,
  id: string,
  payload: Record<string, unknown>,
) {
  const accepted = await postEdit(target, user, id, payload)
  expect(accepted.statusCode, accepted.body).toBe(202)
  return { accepted: accepted.json(), view: await waitForBatch(target, user, accepted.json().batchId) }
}

/** A generation's ledger entries as sorted [reason, delta] pairs. */
export const generationLedger = async (target: FastifyInstance, generationId: string) =>
  (await target.deps.db.select().from(creditLedger))
    .filter((entry) => entry.idempotencyKey.endsWith(`generation:${generationId}`))
    .map((entry) => [entry.reason, entry.delta])
    .sort()

/** A PNG mask the picture's size with one white stroke across the middle (the painter's output). */
export async function paintedMask(width = 1280, height = 720) {
  const stroke = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="black"/><rect x="${width * 0.7}" y="${height * 0.3}" width="${width * 0.2}" height="${height * 0.3}" fill="white"/></svg>`,
  )
  const png = await sharp(stroke).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const EDIT_KEY_A = 'AIzaFAKEkeyEDITAAAAAAAAAAAAAAAAAAAA1111'
const EDIT_KEY_B = 'AIzaFAKEkeyEDITBBBBBBBBBBBBBBBBBBBB2222'

/** Adds the second key to an app's pool, as its admin does: a 429 on one key moves to the other. */
export async function addSecondEditKey(target: FastifyInstance): Promise<TestUser> {
  const admin = await createAdmin(target)
  const added = await target.inject({
    method: 'POST',
    url: '/api/gemini-keys',
    payload: { name: 'Key B', key: EDIT_KEY_B },
    headers: { cookie: admin.cookie },
  })
  if (added.statusCode !== 201) throw new Error(added.body)
  return admin
}

/**
 * 'Edit with AI' (issue 11): the real app, the real queue, the real @google/genai SDK against the
 * local fake Gemini server, and real files. The app has two keys and one put-back through the
 * queue when both rest; `startApp` starts another (one key) with other settings.
 */
export async function startEditScene() {
  const fake = await startFakeGemini()
  cleanUpLater(() => fake.close())
  const startApp = (env: Record<string, string> = {}) =>
    startQueuedGeminiApp(fake.url, {
      GEMINI_API_KEY: EDIT_KEY_A,
      GENERATION_CONCURRENCY: '2',
      GENERATION_BACKOFF_LIMIT: '1',
      ...env,
    })
  const { app, db } = await startApp()
  const admin = await addSecondEditKey(app)
  return {
    fake,
    startApp,
    app,
    db,
    admin,
    /** A finished Gemini thumbnail of the user's, the parent of an edit. */
    parentOf: (user: TestUser, target = app) => finishedParent(target, user),
    editAs: (user: TestUser | null, id: string, payload: Record<string, unknown>, target = app) =>
      postEdit(target, user, id, payload),
    editAndWait: (user: TestUser, id: string, payload: Record<string, unknown>, target = app) =>
      postEditAndWait(target, user, id, payload),
    ledgerOf: (generationId: string, target = app) => generationLedger(target, generationId),
  }
}
