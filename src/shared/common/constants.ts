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

/** After a payment the page waits this long before moving on (spec §9: 2 s success, 1 s unchanged, 3 s cancel or error). */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2_000
export const PAYMENT_UNCHANGED_REDIRECT_MS = 1_000
export const PAYMENT_FAILURE_REDIRECT_MS = 3_000

/** Rows per page on the pending lists and the order histories (spec §4, §9; see docs/spec-coverage.md). */
export const ORDER_LIST_PAGE_SIZE = 10

/** The item name in Item Orders Management is cut at this many characters, then an ellipsis. */
export const ITEM_NAME_DISPLAY_MAX = 30

/** The package details modal shows at most this many feature points. */
export const PACKAGE_DETAILS_MAX_POINTS = 6

/** Testimonials carousel (customer-side.md §9): one slide per view below the breakpoint, two above. */
export const CAROUSEL_BREAKPOINT_PX = 768
export const CAROUSEL_AUTOPLAY_MS = 4_000
/** Dot clicks within this long of the previous one are ignored, so the carousel cannot be spun. */
export const CAROUSEL_SCROLL_LOCK_MS = 500
export const CAROUSEL_RESUME_AFTER_SCROLL_MS = 2_000
export const CAROUSEL_RESUME_AFTER_DOT_MS = 3_000

/** Pricing cards animate in: 200 ms × the card's index, over 1500 ms. */
export const CARD_ANIMATION_STEP_MS = 200
export const CARD_ANIMATION_DURATION_MS = 1_500
