import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/** What the fake answers to one request. */
export type FakeReply =
  /** The default picture (1344×768, one blue); `colour` (e.g. '#c03020') makes it that colour instead. */
  /** `picture` (PNG bytes) is sent as it is: a drawn background with a subject where a test wants it. */
  | { kind: 'image'; colour?: string; picture?: Buffer }
  /** An image, sent only once `until` settles: keeps a generation in flight for as long as a test needs. */
  | { kind: 'held'; until: Promise<unknown> }
  /** Words; `thought` comes first as a part marked `thought: true`, as a thinking model sends its reasoning. */
  | { kind: 'text'; text?: string; thought?: string }
  /** An image call answered with words only: the model "forgot" the picture. */
  | { kind: 'text-only' }
  /**
   * A Gemini 3 image model thinking in pictures (Google's image-generation docs, "Thinking
   * process"): a thought text and an interim image, both `thought: true`, then the final image,
   * which carries the thought signature. `draft` and `colour` tell the two apart.
   */
  | { kind: 'thinking'; draft: string; colour: string }
  /** An answer with no image part and finishReason NO_IMAGE. */
  | { kind: 'no-image' }
  /** Google's 500 INTERNAL and 504 DEADLINE_EXCEEDED error bodies (the API troubleshooting guide). */
  | { kind: 'internal' }
  | { kind: 'deadline' }
  | { kind: 'rate-limited'; retryDelay?: string }
  | { kind: 'overloaded' }
  | { kind: 'unauthorized' }
  /** Google's answer to a key that is not a key: 400 INVALID_ARGUMENT, reason API_KEY_INVALID. */
  | { kind: 'invalid-key' }
  | { kind: 'image-safety' }
  | { kind: 'prompt-blocked' }

export interface SeenRequest {
  apiKey: string
  model: string
  body: {
    contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[]
    generationConfig?: Record<string, unknown> & { responseModalities?: string[] }
  }
}

export interface FakeGemini {
  /** Give to GEMINI_API_BASE_URL. */
  url: string
  requests: SeenRequest[]
  /** The key of each models list call (`GET /v1beta/models`, the app's key check), kept apart from `requests`. */
  listRequests: string[]
  /** Every call with this key (list or generate) answers 400 API_KEY_INVALID from now on. */
  rejectKey(key: string): void
  /** Queues replies: for one key, or '*' for any key; requests with nothing queued get an image or text. */
  queue(key: string, ...replies: FakeReply[]): void
  reset(): void
  close(): Promise<void>
}

/**
 * A real HTTP server speaking the Gemini REST shapes the SDK uses
 * (`POST /v1beta/models/{model}:generateContent`, key in `x-goog-api-key`), so tests go through
 * @google/genai itself via `httpOptions.baseUrl`. It records every key and body it saw.
 */
export async function startFakeGemini(options: { port?: number } = {}): Promise<FakeGemini> {
  const png = await sharp({
    create: { width: 1344, height: 768, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  const requests: SeenRequest[] = []
  const queues = new Map<string, FakeReply[]>()
  const listRequests: string[] = []
  const rejected = new Set<string>()

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const errorBody = (code: number, status: string, message: string, details: unknown[] = []) => ({
    error: { code, status, message, details },
  })

  // As Google words it (generativelanguage.googleapis.com, 2026): the key is never echoed.
  const invalidKey = () =>
    errorBody(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'generativelanguage.googleapis.com' },
      },
    ])

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const apiKey = String(
      req.headers['x-goog-api-key'] ?? new URL(req.url ?? '', 'http://x').searchParams.get('key') ?? '',
    )
    // The models list (GET /v1beta/models?pageSize=n), the shape of Google's ListModelsResponse.
    if (req.method === 'GET' && /\/models(\?|$)/.test(req.url ?? '')) {
      listRequests.push(apiKey)
      if (rejected.has(apiKey)) return send(res, 400, invalidKey())
      return send(res, 200, {
        models: [
          {
            name: 'models/gemini-2.5-flash',
            displayName: 'Gemini 2.5 Flash',
            supportedGenerationMethods: ['generateContent', 'countTokens'],
          },
        ],
      })
    }
    const match = /\/models\/([^/:]+):generateContent/.exec(req.url ?? '')
    if (req.method !== 'POST' || !match?.[1])
      return send(res, 404, errorBody(404, 'NOT_FOUND', 'no such route'))
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenRequest['body']
    requests.push({ apiKey, model: match[1], body })
    const wantsImage = body.generationConfig?.responseModalities?.includes('IMAGE') ?? false
    const fallback: FakeReply = wantsImage ? { kind: 'image' } : { kind: 'text' }
    const reply: FakeReply = rejected.has(apiKey)
      ? { kind: 'invalid-key' }
      : (queues.get(apiKey)?.shift() ?? queues.get('*')?.shift() ?? fallback)
    if (reply.kind === 'held') await reply.until
    const painted = (colour: string) =>
      sharp({ create: { width: 1344, height: 768, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const picture =
      reply.kind === 'image' && reply.picture
        ? reply.picture
        : reply.kind === 'image' && reply.colour
          ? await painted(reply.colour)
          : png
    const inline = (bytes: Buffer) => ({ mimeType: 'image/png', data: bytes.toString('base64') })
    switch (reply.kind) {
      case 'thinking':
        return send(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [
                  { text: '**Composing the frame**\nA draft to check the layout.', thought: true },
                  { inlineData: inline(await painted(reply.draft)), thought: true },
                  { inlineData: inline(await painted(reply.colour)), thoughtSignature: 'c2lnbmF0dXJl' },
                ],
              },
              finishReason: 'STOP',
            },
          ],
        })
      case 'no-image':
        return send(res, 200, {
          candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'NO_IMAGE' }],
        })
      case 'internal':
        return send(
          res,
          500,
          errorBody(
            500,
            'INTERNAL',
            'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
          ),
        )
      case 'deadline':
        return send(
          res,
          504,
          errorBody(504, 'DEADLINE_EXCEEDED', 'Deadline expired before operation could complete.'),
        )
      case 'image':
      case 'held':
        return send(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ text: 'Here is your thumbnail.' }, { inlineData: inline(picture) }],
              },
              finishReason: 'STOP',
            },
          ],
        })
      case 'text':
        return send(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [
                  ...(reply.thought ? [{ text: reply.thought, thought: true }] : []),
                  { text: reply.text ?? 'A neon-lit gamer mid-shout, cinematic rim light' },
                ],
              },
              finishReason: 'STOP',
            },
          ],
        })
      case 'text-only':
        return send(res, 200, {
          candidates: [
            {
              content: { role: 'model', parts: [{ text: 'I cannot draw that today.' }] },
              finishReason: 'STOP',
            },
          ],
        })
      case 'image-safety':
        return send(res, 200, {
          candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'IMAGE_SAFETY' }],
        })
      case 'prompt-blocked':
        return send(res, 200, { promptFeedback: { blockReason: 'SAFETY' } })
      case 'rate-limited':
        return send(
          res,
          429,
          errorBody(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for this key.', [
            { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: reply.retryDelay ?? '30s' },
          ]),
        )
      case 'overloaded':
        return send(
          res,
          503,
          errorBody(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
        )
      case 'invalid-key':
        return send(res, 400, invalidKey())
      case 'unauthorized':
        // Real Gemini does not echo the key; this fake does, to prove the server scrubs it anyway.
        return send(
          res,
          401,
          errorBody(401, 'UNAUTHENTICATED', `API key ${apiKey} not valid. Please pass a valid API key.`),
        )
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, errorBody(500, 'INTERNAL', String(error))))
  })
  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    listRequests,
    rejectKey(key) {
      rejected.add(key)
    },
    queue(key, ...replies) {
      queues.set(key, [...(queues.get(key) ?? []), ...replies])
    },
    reset() {
      requests.length = 0
      listRequests.length = 0
      queues.clear()
      rejected.clear()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A gate for a `{ kind: 'held', until }` reply: the answer waits until `release()` is called. */
export function heldGate(): { until: Promise<void>; release: () => void } {
  let release = () => {}
  const until = new Promise<void>((resolve) => {
    release = resolve
  })
  return { until, release }
}
