import { CREDITS_PER_EDIT } from '#shared/generator/defaults.ts'
import type { GenerationEditBody } from '#shared/generator/schemas.ts'
import { useFollowedRun } from '#web/features/generator/api/follow-run.ts'
import { apiPost } from '#web/lib/api.ts'

/**
 * POST /api/generations/{id}/edit ('Edit with AI'): 202 once its credit is spent and its job
 * queued, then followed like a run until the new version is made or refunded.
 */
export const useEditGeneration = () =>
  useFollowedRun(
    ({ id, body }: { id: string; body: GenerationEditBody }) =>
      apiPost(`/api/generations/${encodeURIComponent(id)}/edit`, body),
    () => CREDITS_PER_EDIT,
  )
