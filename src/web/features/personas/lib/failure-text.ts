import { personaTexts } from '#web/features/personas/lib/persona-texts.ts'
import { isNetworkError } from '#web/lib/api.ts'

/**
 * The server's own words for a refusal (NO_PERSON_FOUND, too large, not an image, a limit): the
 * API writes them for the creator to read, so they are shown as they come.
 */
export function failureText(error: unknown): string {
  if (isNetworkError(error)) return personaTexts.networkError
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
}
