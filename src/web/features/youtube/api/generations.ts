import { useQueries } from '@tanstack/react-query'
import { generationSchema } from '#shared/generator/schemas.ts'
import { youtubeKeys, youtubeUrls } from '#web/features/youtube/api/youtube-urls.ts'
import { apiGet } from '#web/lib/api.ts'

/**
 * GET /api/generations/{id} for each id: a test's thumbnails with the settings that made them, so
 * 'What won' can say what differed. A thumbnail deleted since the test answers 404 and is left out.
 */
export const useGenerationsById = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: youtubeKeys.generation(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet(youtubeUrls.generation(id), generationSchema, signal),
      // A tested thumbnail's settings seldom change while the page is open.
      staleTime: 5 * 60_000,
    })),
  })
