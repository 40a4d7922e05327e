/** Business constants from the specification (customer-side.md §9 and admin-and-items.md). */
export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128

/** The cached auth state in local storage stays fresh for 5 minutes. */
export const AUTH_CACHE_MS = 300_000

export const TOAST_DURATION_MS = 4_000
export const TOAST_SUCCESS_DURATION_MS = 2_000
export const TOAST_MAX_VISIBLE = 20

/** The admin layout's content gets an 80px top margin from this width up. */
export const ADMIN_WIDE_BREAKPOINT_PX = 992
