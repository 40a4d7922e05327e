import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type GenerateBody, generateResponseSchema } from '#shared/schemas/generator.ts'
import type { Me } from '#shared/schemas/me.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiPost } from '#web/lib/api.ts'
import { meQueryKey } from '#web/lib/session/me-query.ts'

/**
 * POST /api/generator/generate. The server spends, generates and refunds; its answer carries the
 * balance after all of that, which goes straight into the session so the badge is right at once.
 */
export function useGenerateThumbnails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: GenerateBody) =>
      generateResponseSchema.parse(await apiPost('/api/generator/generate', body)),
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
