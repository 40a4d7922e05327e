import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PersonaCreateBody, personaSchema } from '#shared/personas/schemas.ts'
import { personasQueryKey } from '#web/features/personas/api/list-personas.ts'
import { personaUrl } from '#web/features/personas/api/persona-urls.ts'
import { apiRequest } from '#web/lib/api.ts'

/** POST /api/personas. */
export function useCreatePersona() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: PersonaCreateBody) =>
      personaSchema.parse(await apiRequest('/api/personas', { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  })
}

/** PATCH /api/personas/{id}: a new name. */
export function useRenamePersona() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ personaId, body }: { personaId: string; body: PersonaCreateBody }) =>
      personaSchema.parse(await apiRequest(personaUrl(personaId), { method: 'PATCH', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  })
}

/** DELETE /api/personas/{id}: the server deletes its photos and cut-outs with it. */
export function useDeletePersona() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (personaId: string) => {
      await apiRequest(personaUrl(personaId), { method: 'DELETE' })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  })
}
