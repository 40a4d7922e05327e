import type {
  ApiError,
  FinishReason,
  GenerateContentResponse,
  GoogleGenAI,
  Part,
  ThinkingConfig,
  ThinkingLevel,
} from '@google/genai'
import {
  ENHANCE_MAX_OUTPUT_TOKENS,
  ENHANCE_TEMPERATURE,
  generatorMessages,
  IMAGE_TEMPERATURE,
} from '#shared/generator/defaults.ts'
import { imageModelProfile } from '#shared/generator/image-models.ts'
import { type EnhanceFrame, frameWords } from './enhance-frame.ts'
import { imageConfigFor } from './gemini-image-config.ts'
import { imageRequestParts, inlinePart } from './gemini-parts.ts'
import { FAILOVER_STATUSES, ProviderError } from './provider-error.ts'
import type { ImageProvider, TextProvider } from './types.ts'

/** Runs one call with a key from the pool, failing over to another key when the error allows it. */
export type KeyRunner = <T>(call: (apiKey: string) => Promise<T>) => Promise<T>

export interface GeminiOptions {
  keys: KeyRunner
  imageModel: string
  textModel: string
  /** GEMINI_API_BASE_URL; unset means Google's endpoint. */
  baseUrl?: string
  timeoutMs?: number
}

/**
 * The SDK (about 20 MB once loaded, with google-auth-library) is loaded with the first Gemini call,
 * so a server that never uses a key does not hold it. Its errors can only come after that.
 */
let sdk: typeof import('@google/genai') | undefined
async function loadSdk(): Promise<typeof import('@google/genai')> {
  sdk ??= await import('@google/genai')
  return sdk
}

/**
 * The SDK retries only when `httpOptions.retryOptions` is set (@google/genai 2.32 `apiCall`), so it
 * is left unset: the key pool is the one retry layer, moving to another key and honouring RetryInfo,
 * instead of five SDK attempts on a rate-limited key multiplied by our failover.
 */
async function client(apiKey: string, options: GeminiOptions): Promise<GoogleGenAI> {
  const { GoogleGenAI } = await loadSdk()
  return new GoogleGenAI({
    apiKey,
    httpOptions: { baseUrl: options.baseUrl, timeout: options.timeoutMs ?? 120_000 },
  })
}

/** "2s" / "0.5s" (protobuf Duration JSON) → milliseconds. */
function parseDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d+(?:\.\d+)?)s$/.exec(value.trim())
  return match ? Math.round(Number(match[1]) * 1000) : null
}

/** The SDK's ApiError carries the JSON error body as its message; pull RetryInfo and a readable text out. */
function readApiError(error: ApiError): { body: string; retryDelayMs: number | null } {
  try {
    const parsed = JSON.parse(error.message) as {
      error?: { message?: string; details?: { '@type'?: string; retryDelay?: unknown }[] }
    }
    const retry = parsed.error?.details?.find((d) => d['@type']?.endsWith('google.rpc.RetryInfo'))
    return { body: parsed.error?.message ?? error.message, retryDelayMs: parseDuration(retry?.retryDelay) }
  } catch {
    return { body: error.message, retryDelayMs: null }
  }
}

/** Turns whatever the SDK threw into a ProviderError with the spec's 'API Error: {status} - {body}'. */
export function toProviderError(error: unknown, apiKey: string): ProviderError {
  if (error instanceof ProviderError) return error
  const scrub = (text: string) => text.split(apiKey).join('[key]')
  if (sdk && error instanceof sdk.ApiError) {
    const { body, retryDelayMs } = readApiError(error)
    return new ProviderError(scrub(generatorMessages.apiError(error.status, body)), {
      httpStatus: error.status,
      failover: FAILOVER_STATUSES.has(error.status),
      retryDelayMs,
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  // Network failures and timeouts: another key will not help, but the error must still read well.
  return new ProviderError(scrub(generatorMessages.apiError('network', message)))
}

// The enum's values as literals (checked against its type), so this module does not load the SDK.
const BLOCKING_FINISH = new Set<string>([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_PROHIBITED_CONTENT',
  'IMAGE_RECITATION',
] satisfies `${FinishReason}`[])

/**
 * The answer's final image. Gemini 3 image models think in pictures: interim drafts come first,
 * marked `thought: true`, and the last image that is not a thought is the result. A block or a
 * safety finish becomes a clear error; an answer with no image (words only, an odd finish) is
 * marked retryable, since the same request usually draws at the next try.
 */
export function extractImage(response: GenerateContentResponse): { bytes: Buffer; mimeType: string } {
  const blockReason = response.promptFeedback?.blockReason
  if (blockReason) throw new ProviderError(generatorMessages.safetyBlocked(String(blockReason)))
  let finish: string | undefined
  let image: { bytes: Buffer; mimeType: string } | undefined
  for (const candidate of response.candidates ?? []) {
    for (const part of candidate.content?.parts ?? []) {
      if (part.thought === true || !part.inlineData?.data) continue
      image = {
        bytes: Buffer.from(part.inlineData.data, 'base64'),
        mimeType: part.inlineData.mimeType ?? 'image/png',
      }
    }
    if (image) return image
    finish ??= candidate.finishReason
  }
  if (finish && BLOCKING_FINISH.has(finish)) throw new ProviderError(generatorMessages.safetyBlocked(finish))
  throw new ProviderError(generatorMessages.noImage, { retryable: true })
}

export function createGeminiImageProvider(options: GeminiOptions): ImageProvider {
  /** One image call through the key pool: a generation and an edit differ only in their parts. */
  const imageCall = (parts: Part[], frame: { width: number; height: number }) =>
    options.keys(async (apiKey) => {
      try {
        const gemini = await client(apiKey, options)
        const response = await gemini.models.generateContent({
          model: options.imageModel,
          contents: [{ role: 'user', parts }],
          // Both modalities, as Google's image-generation docs send them for every image model.
          config: {
            responseModalities: ['IMAGE', 'TEXT'],
            temperature: IMAGE_TEMPERATURE,
            imageConfig: imageConfigFor(options.imageModel, frame),
          },
        })
        return { ...extractImage(response), model: options.imageModel }
      } catch (error) {
        throw toProviderError(error, apiKey)
      }
    })

  return {
    name: 'gemini',
    generate(request) {
      return imageCall(
        imageRequestParts(request, imageModelProfile(options.imageModel).maxInputImages),
        request,
      )
    },
    // Gemini edits a picture sent with words (its documented image editing: text plus inline
    // images in one turn). It has no mask parameter, so the mask is a second image the words explain.
    edit(request) {
      const mask = request.maskPng ? [inlinePart('image/png', request.maskPng)] : []
      return imageCall(
        [
          { text: request.prompt },
          inlinePart(request.background.mimeType, request.background.bytes),
          ...mask,
        ],
        request,
      )
    },
  }
}

/**
 * Thinking tokens count against `maxOutputTokens`: on 2.5 Flash a long think left the answer
 * empty ('Failed to enhance prompt'). A rewrite needs no reasoning, so thinking is off where the
 * model allows it (2.5 Flash and Flash-Lite: `thinkingBudget: 0`), and kept low (`thinkingLevel`
 * on Gemini 3, whose thinking cannot be turned off; the smallest budget on 2.5 Pro) with room for
 * it on top of the answer's own tokens. Other names get the room but no thinking config they
 * might reject. (ai.google.dev/gemini-api/docs/thinking; a request may not carry both fields.)
 */
export function enhanceThinking(model: string): { thinkingConfig?: ThinkingConfig; maxOutputTokens: number } {
  const roomForThoughts = ENHANCE_MAX_OUTPUT_TOKENS + ENHANCE_THINKING_ROOM
  if (/^gemini-2\.5-flash/.test(model)) {
    return { thinkingConfig: { thinkingBudget: 0 }, maxOutputTokens: ENHANCE_MAX_OUTPUT_TOKENS }
  }
  if (/^gemini-2\.5-pro/.test(model))
    return { thinkingConfig: { thinkingBudget: 128 }, maxOutputTokens: roomForThoughts }
  if (/^gemini-3/.test(model)) {
    return { thinkingConfig: { thinkingLevel: 'LOW' as ThinkingLevel }, maxOutputTokens: roomForThoughts }
  }
  return { maxOutputTokens: roomForThoughts }
}

/** Room for a thinking model's thoughts beyond the answer's 1,024 tokens. */
const ENHANCE_THINKING_ROOM = 3072

export function createGeminiTextProvider(options: GeminiOptions): TextProvider {
  return {
    name: 'gemini',
    enhance({ prompt, category, ...frame }) {
      return options.keys(async (apiKey) => {
        try {
          const gemini = await client(apiKey, options)
          const response = await gemini.models.generateContent({
            model: options.textModel,
            contents: [{ role: 'user', parts: [{ text: enhanceInstruction(prompt, frame, category) }] }],
            config: {
              responseModalities: ['TEXT'],
              temperature: ENHANCE_TEMPERATURE,
              ...enhanceThinking(options.textModel),
            },
          })
          // Only the answer: a part marked `thought` is the model's reasoning, never the prompt.
          const text = response.candidates
            ?.flatMap((c) => c.content?.parts ?? [])
            .find((p) => !p.thought && typeof p.text === 'string' && p.text.trim())?.text
          if (!text) throw new ProviderError(generatorMessages.enhanceFailed)
          return text.trim()
        } catch (error) {
          throw toProviderError(error, apiKey)
        }
      })
    },
  }
}

function enhanceInstruction(prompt: string, frame: EnhanceFrame, category?: string): string {
  return [
    'You write prompts for an AI image model that paints the background picture of a YouTube thumbnail. Our app sets the title over it afterwards.',
    category ? `Category: ${category}.` : '',
    prompt.trim() ? `The creator's idea: ${prompt.trim()}` : 'Invent a striking idea for this category.',
    'Rewrite it as one vivid paragraph describing one coherent scene: the subject, the composition, the lighting, the colours and the mood.',
    frameWords(frame),
    'Answer with the prompt only.',
  ]
    .filter(Boolean)
    .join('\n')
}
