// No imports on purpose: zod-free constants the server and the web both read.
/** Profile photos (spec §5, §9): at most 2 MB (2097152 bytes), stored as a 512px square, shown at 150px. */
export const PROFILE_PHOTO_MAX_BYTES = 2_097_152
export const PROFILE_PHOTO_SIZE_PX = 512
export const PROFILE_PHOTO_DISPLAY_PX = 150

/** Users screen (admin §9): 10 per page, newest first, a window of 5 page numbers. */
export const USERS_PAGE_SIZE = 10
export const USERS_PAGE_WINDOW = 5
/** The Message Log History shows 5 per page. */
export const MESSAGE_LOG_PAGE_SIZE = 5
/** Users screen alerts hide after 3 s. */
export const USERS_ALERT_MS = 3_000
