import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type EmailTemplateInput,
  emailTemplateListSchema,
  emailTemplateSchema,
} from '#shared/users/email-messages.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

/** /api/email-templates: list, create, replace, delete (one resource, one file). */
export const templatesQueryKey = ['admin', 'email-templates'] as const

export const useEmailTemplates = (enabled = true) =>
  useQuery({
    queryKey: templatesQueryKey,
    queryFn: ({ signal }) => apiGet('/api/email-templates', emailTemplateListSchema, signal),
    enabled,
  })

export function useSaveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: EmailTemplateInput }) =>
      emailTemplateSchema.parse(
        await apiRequest(id ? `/api/email-templates/${encodeURIComponent(id)}` : '/api/email-templates', {
          method: id ? 'PUT' : 'POST',
          body: input,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  })
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/email-templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  })
}
