import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { isApiError, isNetworkError } from '#web/lib/api.ts'

/**
 * The server's own words for a refusal (quota, not verified, the video gone, reconnect): the API
 * writes them for the creator to read, so they are shown exactly as they come.
 */
export function failureText(error: unknown): string {
  if (isNetworkError(error)) return youtubeTexts.networkError
  return isApiError(error) && error.message ? error.message : youtubeTexts.somethingWrong
}

/** The refusal's code, to add the one link it calls for (verify on YouTube, reconnect). */
export const failureCode = (error: unknown): string | null => (isApiError(error) ? error.code : null)
