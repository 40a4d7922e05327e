import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Me, meSchema } from '#shared/users/me.ts'
import { type ProfileUpdate, photoResultSchema } from '#shared/users/profile.ts'
import { apiRequest } from '#web/lib/api.ts'
import { meQueryKey, refreshMe } from '#web/lib/session/me-query.ts'

/** PUT /api/me/profile, POST and DELETE /api/me/photo. Each refreshes the cached user, so every avatar and name updates. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ProfileUpdate) =>
      meSchema.parse(await apiRequest('/api/me/profile', { method: 'PUT', body: input })),
    onSuccess: (me) => {
      queryClient.setQueryData<Me | null>(meQueryKey, me)
      return refreshMe(queryClient)
    },
  })
}

export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('image', file)
      return photoResultSchema.parse(await apiRequest('/api/me/photo', { method: 'POST', body: form }))
    },
    onSuccess: () => refreshMe(queryClient),
  })
}

export function useRemovePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => photoResultSchema.parse(await apiRequest('/api/me/photo', { method: 'DELETE' })),
    onSuccess: () => refreshMe(queryClient),
  })
}
