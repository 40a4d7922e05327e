import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { BatchView, GenerateResponse } from '#shared/schemas/generator.ts'

export interface GeneratedRun {
  /** The POST's own answer: 202 when the run was accepted, else the refusal (400, 402, 429…). */
  accepted: LightMyRequestResponse
  /** The run once no image is pending; null when it was not accepted. */
  view: BatchView | null
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * POSTs a run and follows its batch until it is done, as the browser's polling fallback does.
 * A test that never sees `done` fails on the test's own timeout, not on a guessed wait here.
 */
export async function generateAndWait(
  app: FastifyInstance,
  user: { cookie: string } | null,
  payload: unknown,
): Promise<GeneratedRun> {
  const headers = user ? { cookie: user.cookie } : {}
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/generator/generate',
    headers,
    payload: payload as Record<string, unknown>,
  })
  if (accepted.statusCode !== 202) return { accepted, view: null }
  const { batchId } = accepted.json<GenerateResponse>()
  return { accepted, view: await waitForBatch(app, user, batchId) }
}

/** Polls GET /api/generator/batches/{batchId} until the run is done. */
export async function waitForBatch(
  app: FastifyInstance,
  user: { cookie: string } | null,
  batchId: string,
): Promise<BatchView> {
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/generator/batches/${batchId}`,
      headers: user ? { cookie: user.cookie } : {},
    })
    if (response.statusCode !== 200)
      throw new Error(`batch ${batchId}: ${response.statusCode} ${response.body}`)
    const view = response.json<BatchView>()
    if (view.done) return view
    await pause()
  }
}

/** The same over real HTTP, for a server running as its own process. */
export async function generateAndWaitOverHttp(
  baseUrl: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ status: number; view: BatchView | null; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/generator/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  })
  const body = (await response.json()) as GenerateResponse
  if (response.status !== 202) return { status: response.status, view: null, body }
  for (;;) {
    const polled = await fetch(`${baseUrl}/api/generator/batches/${body.batchId}`, { headers })
    if (polled.status !== 200)
      throw new Error(`batch ${body.batchId}: ${polled.status} ${await polled.text()}`)
    const view = (await polled.json()) as BatchView
    if (view.done) return { status: response.status, view, body }
    await pause()
  }
}
