import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { sniffImageFormat } from '#shared/common/image-format.ts'
import {
  CREDITS_PER_EDIT,
  generatorMessages,
  OUTPUT_DIMENSIONS,
  REFERENCE_MAX_BYTES,
} from '#shared/generator/defaults.ts'
import type {
  GenerateResponse,
  GenerationEditBody,
  GenerationParams,
  LayerSources,
} from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { generations } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { ImagePool } from '../../lib/image-pool/pool.ts'
import { type AcceptDeps, acceptRun } from './accept-run.ts'
import { getAiSettings, resolveProviders } from './ai-settings.service.ts'
import { editMaskMessages } from './edit-mask.ts'
import { dataUrlBytes } from './image-data-url.ts'

type Deps = AcceptDeps & Pick<AppDeps, 'secrets' | 'config' | 'images'>

/** Where an edited version's painted mask is kept, so the request can be explained later. */
export const maskKey = (userId: string, id: string) => `generations/${userId}/${id}-mask.png`

/** Whose pixels each layer of the parent was, for rows made before generations recorded it. */
function parentLayers(params: GenerationParams): LayerSources {
  if (params.layers) return params.layers
  const subject = params.subject === 'icon' ? 'icon' : params.subject ? 'creator' : 'none'
  return { background: 'ai', subject, text: params.textMode === 'ai' ? 'ai' : 'typeset' }
}

/**
 * The version's params: the parent's (same layout, text, overlay and subject layer), with the
 * instruction, and an AI background whatever drew the parent's.
 */
export function editedParams(
  parent: GenerationParams,
  instruction: string,
  hasMask: boolean,
): GenerationParams {
  return {
    ...parent,
    edit: { instruction, hasMask },
    layers: { ...parentLayers(parent), background: 'ai' },
  }
}

/**
 * 'Edit with AI' (issue 11): accepts an edit of one of the caller's finished thumbnails as a run of
 * one new version. Everything that can refuse it does so before a credit moves (404 not theirs,
 * 409 not finished or no Gemini, 400 a mask that is not a PNG or is larger than the picture); then
 * the credit, the row and the job go through the same path as a generation. The caller holds the
 * in-flight slot, as for a generation.
 */
export async function editGeneration(
  deps: Deps,
  userId: string,
  parentId: string,
  body: GenerationEditBody,
): Promise<GenerateResponse> {
  const [parent] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, parentId), eq(generations.userId, userId)))
  if (!parent) throw notFound('Generation')
  if (parent.status !== 'succeeded' || !parent.backgroundKey) {
    throw new AppError('EDIT_NOT_READY', generatorMessages.editNotReady)
  }
  if ((await getAiSettings(deps.db)).effectiveProvider !== 'gemini') {
    throw new AppError('EDIT_NEEDS_GEMINI', generatorMessages.editNeedsGemini)
  }
  const params = parent.params
  const mask = await readMask(deps.images, body.mask, params, userId)
  const providers = await resolveProviders(deps)
  const child = {
    id: randomUUID(),
    // The card shows what the picture is of; the instruction is in params.edit.
    prompt: parent.prompt,
    params: editedParams(params, body.instruction, mask !== undefined),
    parentId,
  }
  const run = {
    provider: providers.image.name,
    model: providers.model,
    credits: CREDITS_PER_EDIT,
    message: generatorMessages.editing,
  }
  const stored = mask ? maskKey(userId, child.id) : null
  return acceptRun(deps, userId, [child], run, (batchId) => ({
    // The mask stays beside the version it made.
    files: stored && mask ? [{ key: stored, bytes: mask, keep: true }] : [],
    jobs: [
      {
        generationId: child.id,
        batchId,
        userId,
        creatorPrompt: body.instruction,
        referenceKey: null,
        backoffs: 0,
        edit: { parentId, maskKey: stored },
      },
    ],
  }))
}

/** The mask, decoded on an image thread: a PNG no larger than the picture, else 400. */
async function readMask(
  images: ImagePool,
  dataUrl: string | undefined,
  params: GenerationParams,
  userId: string,
) {
  if (!dataUrl) return undefined
  // The same 10 MB cap before decoding as a reference image.
  const bytes = dataUrlBytes(dataUrl, { maxBytes: REFERENCE_MAX_BYTES, tooLarge: editMaskMessages.tooLarge })
  // By its first bytes, whatever the data URL declared: anything but a PNG waits for no image thread.
  if (sniffImageFormat(bytes) !== 'png') throw new AppError('VALIDATION', editMaskMessages.notPng)
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  return images.run({ key: userId }, 'readEditMask', bytes, width, height)
}
