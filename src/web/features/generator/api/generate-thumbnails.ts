import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_VARIANTS, runPrice } from '#shared/generator/defaults.ts'
import { type GenerateBody, generateResponseSchema } from '#shared/schemas/generator.ts'
import type { Me } from '#shared/schemas/me.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiPost } from '#web/lib/api.ts'
import { meQueryKey } from '#web/lib/session/me-query.ts'

/**
 * POST /api/generator/generate. The server spends, generates and refunds. As the spec's page did,
 * the badge drops by the run's price as soon as it starts; the answer then carries the balance after
 * any refunds, and a failure re-reads it from the server (which has refunded by then).
 */
export function useGenerateThumbnails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: GenerateBody) =>
      generateResponseSchema.parse(await apiPost('/api/generator/generate', body)),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey })
      const price = runPrice(body.variants ?? DEFAULT_VARIANTS)
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, creditBalance: Math.max(0, me.creditBalance - price) } : me,
      )
    },
    onSuccess: (response) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, creditBalance: response.balance } : me,
      )
      void queryClient.invalidateQueries({ queryKey: generationsQueryKey })
    },
    // A failed run may still have spent or refunded; ask the server for the truth.
    onError: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
