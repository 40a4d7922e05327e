import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminGoogleClientSchema, type GoogleClientInput } from '#shared/google/schemas.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

const adminKey = ['admin', 'google-client'] as const

/** GET /api/admin/google-client: the Google panel's view (secret masked, never sent). */
export const useGoogleClient = () =>
  useQuery({
    queryKey: adminKey,
    queryFn: ({ signal }) => apiGet('/api/admin/google-client', adminGoogleClientSchema, signal),
  })

/** Admin PUT /api/admin/google-client; a blank secret keeps the stored one, a blank id turns Google off. */
export function useSaveGoogleClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: GoogleClientInput) =>
      adminGoogleClientSchema.parse(
        await apiRequest('/api/admin/google-client', { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['sign-in-options'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'setup-checklist', 'google-client'] })
    },
  })
}
