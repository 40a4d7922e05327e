import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { youtubeVideosPageSchema } from '#shared/youtube/schemas.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiGet } from '#web/lib/api.ts'

type VideosQuery = { q: string; pageToken: string | undefined }

/**
 * GET /api/youtube/channels/{id}/videos: one page of uploads, paged by YouTube's tokens. The
 * page on screen stays while the next one loads, so Next does not flash the list away.
 */
export const useYoutubeVideos = (channelId: string, query: VideosQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: [...youtubeKeys.videos(channelId), query],
    queryFn: ({ signal }) => apiGet(youtubeUrls.videos(channelId, query), youtubeVideosPageSchema, signal),
    placeholderData: keepPreviousData,
    enabled,
  })
