import { DEFAULT_VARIANTS, runPrice } from '#shared/generator/defaults.ts'
import type { GenerateBody } from '#shared/generator/schemas.ts'
import { type RunCallbacks, useFollowedRun } from '#web/features/generator/api/follow-run.ts'
import { apiPost } from '#web/lib/api.ts'

export type { RunCallbacks }

/**
 * POST /api/generator/generate answers 202 once the credits are spent and the jobs queued; workers
 * make the images and this follows the run to its end (follow-run.ts).
 */
export function useGenerateThumbnails() {
  const run = useFollowedRun(
    (body: GenerateBody) => apiPost('/api/generator/generate', body),
    (body) => runPrice(body.variants ?? DEFAULT_VARIANTS),
  )
  return { generate: run.start, reset: run.reset, isPending: run.isPending }
}
