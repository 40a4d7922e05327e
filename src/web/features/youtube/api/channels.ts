import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type YoutubeSource,
  youtubeChannelsSchema,
  youtubeConnectStartSchema,
} from '#shared/youtube/schemas.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiGet, apiPost, apiRequest } from '#web/lib/api.ts'

/** GET /api/youtube/channels: mine, the limit, which ways to connect, and the permissions in words. */
export const useYoutubeChannels = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: youtubeKeys.channels,
    queryFn: ({ signal }) => apiGet(youtubeUrls.channels, youtubeChannelsSchema, signal),
    enabled,
  })

/**
 * POST /api/youtube/connect, then the browser leaves for the answer's address: Google's consent
 * screen, or the shop's own callback for the simulated channel. Both come back to /user/youtube.
 */
export const useConnectYoutube = () =>
  useMutation({
    mutationFn: async (source: YoutubeSource) =>
      youtubeConnectStartSchema.parse(await apiPost(youtubeUrls.connect, { source })),
    onSuccess: ({ url }) => window.location.assign(url),
  })

/** DELETE /api/youtube/channels/{id}: the server revokes the grant at Google and deletes what it kept. */
export function useDisconnectChannel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (channelId: string) => {
      await apiRequest(youtubeUrls.channel(channelId), { method: 'DELETE' })
    },
    onSuccess: (_, channelId) => {
      queryClient.removeQueries({ queryKey: youtubeKeys.videos(channelId) })
      return queryClient.invalidateQueries({ queryKey: youtubeKeys.channels })
    },
  })
}
