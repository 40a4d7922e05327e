import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.ts'
import { usersQueryKey } from './get-users.ts'

/** DELETE /api/users/{id}. */
export const deleteUser = (id: string) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
