import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { CREDITS_PER_IMAGE, generatorMessages } from '#shared/generator/defaults.ts'
import type { GenerateResponse } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { generations } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { type AcceptDeps, acceptRun } from './accept-run.ts'
import { resolveProviders } from './ai-settings.service.ts'

type Deps = AcceptDeps & Pick<AppDeps, 'secrets' | 'config' | 'images'>

/**
 * 'Retry' on a failed thumbnail (issue 25, item 9): a new run of one image with the same prompt and
 * settings, on the provider that runs now. The failure was refunded, so the retry spends a credit
 * like any run, and is refunded the same way if it fails too. A run whose uploaded pictures
 * (reference, style, persona) are no longer kept, or an edit, cannot be repeated as it was: 409.
 * The caller holds the in-flight slot, as for a generation.
 */
export async function retryGeneration(deps: Deps, userId: string, id: string): Promise<GenerateResponse> {
  const [failed] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
  if (!failed) throw notFound('Generation')
  if (failed.status !== 'failed') throw new AppError('CONFLICT', generatorMessages.retryNotFailed)
  const params = failed.params
  if (params.edit || params.hasReference || params.hasStyleReference || params.persona) {
    throw new AppError('CONFLICT', generatorMessages.retryNeedsInputs)
  }
  const providers = await resolveProviders(deps)
  const image = {
    id: randomUUID(),
    prompt: failed.prompt,
    // What the failed attempt's fallback or provider recorded does not carry over.
    params: { ...params, n: 1, offlineFallback: undefined },
  }
  const run = {
    provider: providers.image.name,
    model: providers.model,
    credits: CREDITS_PER_IMAGE,
    message: generatorMessages.generating,
  }
  return acceptRun(deps, userId, [image], run, (batchId) => ({
    files: [],
    jobs: [
      {
        generationId: image.id,
        batchId,
        userId,
        creatorPrompt: failed.prompt,
        referenceKey: null,
        backoffs: 0,
      },
    ],
  }))
}
