import { paths } from '#web/config/paths.ts'

/** Where a guard sent the visitor from, carried in the router's location state. */
export type ReturnToState = { from: string }

export const DEFAULT_RETURN_TO: string = paths.user.dashboard.getHref()

const AUTH_PAGES: string[] = [
  paths.login.getHref(),
  paths.register.getHref(),
  paths.resetPassword.getHref(),
  paths.newPassword.getHref(),
]

// Only same-site paths: "//evil.example" and "https://…" would turn the login page into an open redirect.
const isSafeOrigin = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  !AUTH_PAGES.some((page) => value === page || value.startsWith(`${page}?`))

export function returnToFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined
  return isSafeOrigin(from) ? from : DEFAULT_RETURN_TO
}

/** Keeps the remembered origin when moving between the sign-in pages. */
export function keepReturnTo(state: unknown): ReturnToState | undefined {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined
  return isSafeOrigin(from) ? { from } : undefined
}
