import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type AdminYoutubeInput, adminYoutubeSchema } from '#shared/youtube/schemas.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

/** GET /api/admin/youtube: the redirect URI to register, what is set up, and today's quota. */
export const useAdminYoutube = () =>
  useQuery({
    queryKey: youtubeKeys.admin,
    queryFn: ({ signal }) => apiGet(youtubeUrls.admin, adminYoutubeSchema, signal),
  })

/** PUT /api/admin/youtube: the project's daily quota and each creator's share of it. */
export function useSaveAdminYoutube() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: AdminYoutubeInput) =>
      adminYoutubeSchema.parse(await apiRequest(youtubeUrls.admin, { method: 'PUT', body: input })),
    onSuccess: (saved) => queryClient.setQueryData(youtubeKeys.admin, saved),
  })
}
