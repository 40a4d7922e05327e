import { isNetworkError } from '#web/lib/api.ts'

/** The message part of 'Error: ...' for anything a mutation can throw. */
export function errorText(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please check your connection and try again.'
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong. Please try again.'
}
