import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type ThumbnailTestBody,
  type ThumbnailTestDetail,
  thumbnailTestDetailSchema,
  thumbnailTestListSchema,
} from '#shared/youtube/thumbnail-tests.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiGet, apiPost } from '#web/lib/api.ts'

/** A running test changes at Pacific midnight and its figures trickle in; a minute is fresh enough. */
const RUNNING_REFETCH_MS = 60_000

/** GET /api/youtube/tests: mine, newest first. */
export const useThumbnailTests = () =>
  useQuery({
    queryKey: youtubeKeys.tests,
    queryFn: ({ signal }) => apiGet(youtubeUrls.tests, thumbnailTestListSchema, signal),
  })

/** GET /api/youtube/tests/{testId}: the figures, the verdict so far and what happened when. */
export const useThumbnailTest = (testId: string) =>
  useQuery({
    queryKey: youtubeKeys.test(testId),
    queryFn: ({ signal }) => apiGet(youtubeUrls.test(testId), thumbnailTestDetailSchema, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_REFETCH_MS : false),
  })

/** Every answer that changes a test is its whole detail: show it at once, and refresh the list. */
function useTestMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (variables: V) => thumbnailTestDetailSchema.parse(await request(variables)),
    onSuccess: (detail: ThumbnailTestDetail) => {
      queryClient.setQueryData(youtubeKeys.test(detail.id), detail)
      // Only the list: the detail just set is the server's latest word.
      void queryClient.invalidateQueries({ queryKey: youtubeKeys.tests, exact: true })
      // The live thumbnail of the video changed too.
      void queryClient.invalidateQueries({ queryKey: youtubeKeys.videos(detail.channelId) })
    },
  })
}

/** POST /api/youtube/channels/{id}/tests: the first thumbnail goes live now. */
export const useStartThumbnailTest = () =>
  useTestMutation(({ channelId, body }: { channelId: string; body: ThumbnailTestBody }) =>
    apiPost(youtubeUrls.startTest(channelId), body),
  )

/** POST …/tests/{testId}/stop: the original thumbnail goes back. */
export const useStopThumbnailTest = () =>
  useTestMutation((testId: string) => apiPost(`${youtubeUrls.test(testId)}/stop`))

/** POST …/tests/{testId}/skip-day: the practice channel's clock runs a day ahead. */
export const useSkipTestDay = () =>
  useTestMutation((testId: string) => apiPost(`${youtubeUrls.test(testId)}/skip-day`))
