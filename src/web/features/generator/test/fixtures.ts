import { DEFAULT_COLOR_SCHEME, DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import type {
  BatchView,
  Catalog,
  GeminiKey,
  GenerateResponse,
  Generation,
} from '#shared/generator/schemas.ts'
import type { Persona } from '#shared/personas/schemas.ts'

/** Test data shaped exactly like the server's answers (the schemas parse them in the hooks). */
export const catalog: Catalog = {
  categories: [
    {
      name: 'Gaming',
      templates: ['Shocked gamer lit by a red monitor glow', 'Boss monster over a tiny hero'],
    },
    { name: 'Travel', templates: ['Backpacker above a turquoise lagoon'] },
  ],
  referenceStyles: ['professional', 'casual', 'vibrant', 'minimalist', 'cinematic', 'artistic'],
  effectiveProvider: 'offline',
}

export function generation(overrides: Partial<Generation> = {}): Generation {
  const id = overrides.id ?? '11111111-1111-4111-8111-111111111111'
  return {
    id,
    batchId: 'b1',
    createdAt: '2026-11-22T08:00:00.000Z',
    status: 'succeeded',
    prompt: 'Shocked gamer lit by a red monitor glow',
    provider: 'offline',
    model: null,
    params: {
      category: 'Gaming',
      colorScheme: { ...DEFAULT_COLOR_SCHEME },
      overlay: { ...DEFAULT_OVERLAY },
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'Boss Fight' },
      referenceStyle: 'professional',
      hasReference: false,
      textMode: 'exact',
      output: { size: '1280x720', format: 'jpeg' },
      n: 1,
      seed: 7,
    },
    width: 1280,
    height: 720,
    mimeType: 'image/jpeg',
    bytes: 120_000,
    imageUrl: `/api/generations/${id}/image`,
    downloadName: 'youtube-thumbnail-1-1795334400000.jpg',
    error: null,
    check: null,
    parentId: null,
    ...overrides,
  }
}

/** A result a worker has not finished yet, as the 202 and the running views carry it. */
export const pendingGeneration = (overrides: Partial<Generation> = {}): Generation =>
  generation({
    status: 'pending',
    imageUrl: null,
    width: null,
    height: null,
    mimeType: null,
    bytes: null,
    ...overrides,
  })

/** POST /api/generator/generate's 202: the credits spent, every result pending. */
export function acceptedRun(overrides: Partial<GenerateResponse> = {}): GenerateResponse {
  return {
    batchId: 'b1',
    results: [pendingGeneration()],
    balance: 1249,
    message: 'Generation queued',
    ...overrides,
  }
}

/** The batch view, by default a finished run of one image. */
export function batchView(overrides: Partial<BatchView> = {}): BatchView {
  return {
    batchId: 'b1',
    done: true,
    results: [generation()],
    balance: 1249,
    message: 'YouTube thumbnail generated successfully!',
    ...overrides,
  }
}

export function geminiKey(overrides: Partial<GeminiKey> = {}): GeminiKey {
  return {
    id: 'k1',
    name: 'Main key',
    keyMask: 'AIzaSyAB…wxyz',
    isActive: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: null,
    lastError: null,
    lastErrorAt: null,
    ...overrides,
  }
}

/** A preview answer as the server sends it: JPEG bytes (their content does not matter in jsdom). */
export const previewImage = () =>
  // Bytes, not a Blob: jsdom's Blob is not one the runtime's Response can read.
  new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
    status: 200,
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'no-store' },
  })

/** A persona as GET /api/personas answers it, with one photo unless told otherwise. */
export function persona(overrides: Partial<Persona> = {}): Persona {
  const id = overrides.id ?? '22222222-2222-4222-8222-222222222222'
  return {
    id,
    name: 'Me on camera',
    createdAt: '2026-11-22T08:00:00.000Z',
    photos: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        personaId: id,
        createdAt: '2026-11-22T08:00:00.000Z',
        width: 800,
        height: 1000,
        originalUrl: `/api/personas/${id}/photos/33333333-3333-4333-8333-333333333333/original`,
        cutoutUrl: `/api/personas/${id}/photos/33333333-3333-4333-8333-333333333333/cutout`,
        cutoutSource: 'model',
        crop: null,
      },
    ],
    ...overrides,
  }
}
