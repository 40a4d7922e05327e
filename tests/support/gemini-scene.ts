import { Writable } from 'node:stream'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { creditLedger } from '#server/db/schema.ts'
import { balanceOf } from './billing.ts'
import { cleanUpLater } from './clean-up.ts'
import { createAdmin, type TestUser } from './factories.ts'
import { startFakeGemini } from './fake-gemini.ts'
import { generateSettled } from './generate.ts'
import { createTestApp } from './test-app.ts'

export const KEY_A = 'AIzaFAKEkeyAAAAAAAAAAAAAAAAAAAAAAAA1111'
export const KEY_B = 'AIzaFAKEkeyBBBBBBBBBBBBBBBBBBBBBBBB2222'

export const geminiForm = (overrides: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
  ...overrides,
})

/**
 * The Gemini key pool's scene: the real app, the real @google/genai SDK, and a real HTTP server
 * standing in for Google, reached through GEMINI_API_BASE_URL. Every log line and every response
 * body the file's calls see is kept, so each file can end by proving the keys never left the
 * server (`expectNoKeyShown`). The pool starts empty: `addKeys` fills it through the admin API.
 */
export async function startGeminiScene() {
  const fake = await startFakeGemini()
  cleanUpLater(() => fake.close())
  const logLines: string[] = []
  const bodies: string[] = []
  const { app, db } = await createTestApp(
    {
      LOG_LEVEL: 'debug',
      GEMINI_API_BASE_URL: fake.url,
      GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
      // Rate-limited runs fail at once here; their back-off through the queue is generator-jobs' test.
      GENERATION_BACKOFF_LIMIT: '0',
    },
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk))
          done()
        },
      }),
    },
  )
  const admin = await createAdmin(app)
  const keyIds: Record<string, string> = {}

  async function call(options: InjectOptions & { as?: TestUser | null }) {
    const { as, ...rest } = options
    const response = await app.inject({
      ...rest,
      headers: { ...(as ? { cookie: as.cookie } : {}), ...rest.headers },
    })
    bodies.push(response.body)
    return response
  }

  /** The run, waited for (202 and its done view, or the refusal); its answer joins the key scan. */
  async function generateAs(user: TestUser, payload = geminiForm()) {
    const settled = await generateSettled(app, user, payload)
    bodies.push(settled.body)
    return settled
  }

  /** Key A and key B in the pool, active, added as an admin does; their ids in `keyIds`. */
  async function addKeys() {
    for (const [name, key] of [
      ['Key A', KEY_A],
      ['Key B', KEY_B],
    ] as const) {
      const response = await call({
        method: 'POST',
        url: '/api/gemini-keys',
        payload: { name, key },
        as: admin,
      })
      expect(response.statusCode, response.body).toBe(201)
      keyIds[key] = response.json().key.id
    }
  }

  /** Turns every key in `keyIds` off, or back on. */
  async function toggleKeys() {
    for (const id of Object.values(keyIds))
      await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
  }

  /**
   * No answer and no log line the file saw held a key. `logged` is a line the file's failures
   * must have written (the log is read, and its error paths, where a key could slip in, ran).
   */
  function expectNoKeyShown({ logged, keys = [] }: { logged: string; keys?: string[] }) {
    expect(bodies.length).toBeGreaterThan(10)
    const log = logLines.join('')
    expect(log).toContain(logged)
    for (const key of [KEY_A, KEY_B, ...keys]) {
      for (const body of bodies) expect(body).not.toContain(key)
      expect(log).not.toContain(key)
    }
  }

  return {
    app,
    db,
    fake,
    admin,
    keyIds,
    call,
    generateAs,
    addKeys,
    toggleKeys,
    expectNoKeyShown,
    balanceOf: (userId: string) => balanceOf(app, userId),
    /** The spend and refund entries of one generation. */
    ledgerFor: async (generationId: string) =>
      (await db.select().from(creditLedger)).filter((e) =>
        e.idempotencyKey.endsWith(`generation:${generationId}`),
      ),
  }
}
