import { CREDITS_PER_IMAGE } from '#shared/generator/defaults.ts'
import { useFollowedRun } from '#web/features/generator/api/follow-run.ts'
import { apiPost } from '#web/lib/api.ts'

/**
 * POST /api/generations/{id}/retry: a failed thumbnail made again as a new paid image (the failure
 * was refunded), followed like a run until it is made or refunded.
 */
export const useRetryGeneration = () =>
  useFollowedRun(
    (id: string) => apiPost(`/api/generations/${encodeURIComponent(id)}/retry`, {}),
    () => CREDITS_PER_IMAGE,
  )
