import { useMutation, useQueryClient } from '@tanstack/react-query'
import { youtubePublishResultSchema } from '#shared/youtube/schemas.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiPost } from '#web/lib/api.ts'

type VideoRef = { channelId: string; videoId: string }

/** POST …/videos/{videoId}/thumbnail: one of the creator's generations becomes the video's thumbnail. */
export function useSetThumbnail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ channelId, videoId, generationId }: VideoRef & { generationId: string }) =>
      youtubePublishResultSchema.parse(
        await apiPost(`${youtubeUrls.video(channelId, videoId)}/thumbnail`, { generationId }),
      ),
    // The list shows the live thumbnail and whether it can be restored; both just changed.
    onSuccess: (_, { channelId }) =>
      queryClient.invalidateQueries({ queryKey: youtubeKeys.videos(channelId) }),
  })
}

/** POST …/videos/{videoId}/restore: the thumbnail the video had before ours goes back. */
export function useRestoreThumbnail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ channelId, videoId }: VideoRef) =>
      youtubePublishResultSchema.parse(await apiPost(`${youtubeUrls.video(channelId, videoId)}/restore`)),
    onSuccess: (_, { channelId }) =>
      queryClient.invalidateQueries({ queryKey: youtubeKeys.videos(channelId) }),
  })
}
