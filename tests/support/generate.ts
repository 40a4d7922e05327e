import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { BatchView, GenerateResponse } from '#shared/generator/schemas.ts'

export interface GeneratedRun {
  /** The POST's own answer: 202 when the run was accepted, else the refusal (400, 402, 429…). */
  accepted: LightMyRequestResponse
  /** The run once no image is pending; null when it was not accepted. */
  view: BatchView | null
}

/**
 * POSTs a run and follows its batch until it is done, as the browser does. A test that never
 * sees `done` fails on the test's own timeout, not on a guessed wait here.
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

/** The last view a batch's event stream sent before it ended. */
export function lastStreamedView(stream: string): BatchView | null {
  const events = stream.split('\n\n').filter((block) => block.startsWith('event: batch'))
  const last = events.at(-1)
  return last ? (JSON.parse(last.slice(last.indexOf('data: ') + 6)) as BatchView) : null
}

/**
 * Follows a run through its event stream until it is done: one request however long the run
 * takes (polling would run into the API's rate limit in a test that makes many runs).
 */
export async function waitForBatch(
  app: FastifyInstance,
  user: { cookie: string } | null,
  batchId: string,
): Promise<BatchView> {
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/generator/batches/${batchId}/events`,
      headers: user ? { cookie: user.cookie } : {},
    })
    if (response.statusCode !== 200)
      throw new Error(`batch ${batchId}: ${response.statusCode} ${response.body}`)
    const view = lastStreamedView(response.body)
    // A stream also ends at its time limit; then follow it again, as the browser would.
    if (view?.done) return view
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
    const streamed = await fetch(`${baseUrl}/api/generator/batches/${body.batchId}/events`, { headers })
    if (streamed.status !== 200)
      throw new Error(`batch ${body.batchId}: ${streamed.status} ${await streamed.text()}`)
    const view = lastStreamedView(await streamed.text())
    if (view?.done) return { status: response.status, view, body }
  }
}

/**
 * The run as one answer, for tests written against a run's outcome: `statusCode` is the POST's
 * own (202 when accepted), and `json()` the done BatchView, or the refusal's error body.
 */
export async function generateSettled(
  app: FastifyInstance,
  user: { cookie: string } | null,
  payload: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the same loose json() as an injected response
): Promise<{ statusCode: number; json: <T = any>() => T; body: string }> {
  const run = await generateAndWait(app, user, payload)
  const body = run.view ? JSON.stringify(run.view) : run.accepted.body
  return { statusCode: run.accepted.statusCode, json: () => JSON.parse(body), body }
}
