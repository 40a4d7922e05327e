import { useMutation } from '@tanstack/react-query'
import { type EnhanceBody, enhanceResponseSchema } from '#shared/generator/schemas.ts'
import { apiPost } from '#web/lib/api.ts'

/** POST /api/generator/enhance: the text provider rewrites the hint into a full prompt. */
export const useEnhancePrompt = () =>
  useMutation({
    mutationFn: async (body: EnhanceBody) =>
      enhanceResponseSchema.parse(await apiPost('/api/generator/enhance', body)),
  })
