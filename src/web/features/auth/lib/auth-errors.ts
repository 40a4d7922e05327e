import { authMessages } from '#shared/auth/messages.ts'
import { isApiError, isNetworkError } from '#web/lib/api.ts'

/** Server answers mapped to the spec's texts (customer-side.md §8). */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return authMessages.networkError
  if (isApiError(error, 401) || (isApiError(error) && error.code === 'INVALID_EMAIL_OR_PASSWORD')) {
    return authMessages.wrongCredentials
  }
  if (isApiError(error, 429)) return authMessages.tooManyAttempts
  return authMessages.loginDefault
}

export function registerErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return authMessages.networkError
  if (isApiError(error) && error.code.startsWith('USER_ALREADY_EXISTS')) return authMessages.emailInUse
  if (isApiError(error) && (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_LONG')) {
    return authMessages.weakPassword
  }
  if (isApiError(error, 429)) return authMessages.tooManyAttempts
  return authMessages.registrationDefault
}

export function resetRequestErrorMessage(error: unknown): string {
  // The only input is the address, so a 400 means the server did not accept it as an e-mail.
  if (isApiError(error, 400)) return authMessages.resetInvalidEmail
  return authMessages.resetDefault
}

export type NewPasswordFailure = { kind: 'invalid-token' } | { kind: 'message'; message: string }

export function newPasswordFailure(error: unknown): NewPasswordFailure {
  if (isApiError(error) && error.code === 'INVALID_TOKEN') return { kind: 'invalid-token' }
  if (isNetworkError(error)) return { kind: 'message', message: authMessages.networkError }
  if (isApiError(error) && (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_LONG')) {
    return { kind: 'message', message: authMessages.weakPassword }
  }
  return { kind: 'message', message: authMessages.resetDefault }
}
