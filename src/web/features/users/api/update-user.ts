import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminUserSchema, type UserUpdate } from '#shared/users/schemas.ts'
import { apiRequest } from '#web/lib/api.ts'
import { meQueryKey } from '#web/lib/session/me-query.ts'
import { usersQueryKey } from './get-users.ts'

/** PUT /api/users/{id}: the inline row edit. */
export const updateUser = async (id: string, input: UserUpdate) =>
  adminUserSchema.parse(
    await apiRequest(`/api/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  )

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdate }) => updateUser(id, input),
    // After a refusal too: a 409 means the balance moved, and the row should show the new one.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey })
      // The admin may have edited their own name or credits.
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true })
    },
  })
}
