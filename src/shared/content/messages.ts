// No imports on purpose: the visitor's first download (home page, header logo) needs these texts and
// rules, and must not pull zod in. The zod schemas in `content/schemas.ts` use the same texts.

/** The editable site sections, by their API path segment (`/api/{key}`). */
export const contentSectionKeys = [
  'banner-section',
  'features-section',
  'about-section',
  'testimonials-section',
  'footer-section',
  'contact-page',
  'navlogo',
  // Issue 29: the /pricing page's questions and the two legal pages, edited like the sections above.
  'pricing-faq',
  'terms-page',
  'privacy-page',
  'showcase-section',
] as const
export type ContentSectionKey = (typeof contentSectionKeys)[number]

export function isContentSectionKey(value: string): value is ContentSectionKey {
  return (contentSectionKeys as readonly string[]).includes(value)
}

/** Default feature icon and testimonial avatar (admin-and-items.md §3). */
export const DEFAULT_FEATURE_ICON = 'icon-16'
export const DEFAULT_AVATAR_URL = '/images/avatar.svg'
/** Shown where an image is missing or fails to load (customer-side.md §9), and for a broken logo preview. */
export const PLACEHOLDER_IMAGE_URL = '/images/placeholder.svg'
export const DEFAULT_LOGO_URL = '/images/logo.svg'

/** Validation texts, word for word from admin-and-items.md §5 and customer-side.md §5. */
export const contentMessages = {
  invalidYoutubeUrl: 'Please enter a valid YouTube URL',
  invalidImageUrl: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
  featuresRequired: 'At least one feature is required',
  imagesRequired: 'At least one image is required',
  testimonialsRequired: 'At least one testimonial is required',
  usefulLinksRequired: 'At least one useful link is required',
  socialLinksRequired: 'At least one social link is required',
  // Not worded by the spec ("title required", "Save is disabled … when mainTitle is empty").
  contactTitleRequired: 'Title is required',
  mainTitleRequired: 'Main title is required',
  logoUrlRequired: 'Logo URL is required',
  invalidLink: 'Please enter a valid link (http, https, mailto or a path starting with /)',
  invalidAnyImageUrl: 'Please enter a valid image URL',
  // Issue 29's editors; the spec is silent on them.
  titleRequired: 'Title is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  questionsRequired: 'At least one question is required',
  headingRequired: 'Heading is required',
  bodyRequired: 'Text is required',
  legalSectionsRequired: 'At least one section is required',
} as const

/** The contact form's hints (customer-side.md §5) and its toasts (§8). */
export const contactFormMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Please enter your subjects',
  phoneRequired: 'Please enter your phone number',
  messageRequired: 'Please enter your message',
  sent: 'Message Sent Successfully!',
  failed: 'Failed to send message. Please try again.',
  noContactInfo: 'No contact information available',
  loadFailed: (message: string) => `Error loading contact information: ${message}`,
  send: 'Send Message',
  sending: 'Sending...',
} as const

/** The home page's own error texts (customer-side.md §8). */
export const homeMessages = {
  bannerError: 'Error Loading Banner',
  bannerNetworkError: 'Network error or server not responding',
  retry: 'Retry',
  signedOutButton: 'Create Account Now',
  pricingSubTitle: 'Pricing Plans',
  pricingTitle: 'Affordable Pricing',
  pricingLoading: 'Loading packages...',
  pricingFetchFailed: 'Failed to fetch packages',
  pricingError: (message: string) => `Error: ${message}`,
  buyPlan: 'Buy The Plan',
  // Not in the spec: an install whose operator archived every package.
  pricingEmpty: 'No packages are on sale right now. Please check back soon.',
} as const

/**
 * What a visitor sees when a home section cannot load. The editors' texts are in
 * `content-editors.ts`, so the visitor's bundle carries none of the back office's words.
 */
export const publicSectionErrors = {
  'features-section': 'Failed to load features section. Please try again later.',
  'about-section': 'Failed to load about section. Please try again later.',
  'testimonials-section': 'Failed to load testimonials section. Please try again later.',
  'footer-section': 'Failed to load footer section. Please try again later.',
  'pricing-faq': 'Failed to load the questions. Please try again later.',
  'terms-page': 'Failed to load the terms. Please try again later.',
  'privacy-page': 'Failed to load the privacy policy. Please try again later.',
} as const

const YOUTUBE_ID = /^[\w-]{11}$/

/**
 * The video id of a YouTube watch, embed, shorts or youtu.be link, only when it is exactly 11
 * characters (the spec's rule for showing the video instead of the background image).
 */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null
  const match = /(?:[?&]v=|\/embed\/|\/shorts\/|youtu\.be\/)([^?&#/\s]+)/.exec(url.trim())
  const id = match?.[1]
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** A YouTube watch/embed/shorts or youtu.be link (admin-and-items.md §5: '{host} watch/embed or youtu.be'). */
export const YOUTUBE_URL_PATTERN =
  /^(https?:\/\/)?((www|m)\.)?(youtube\.com\/(watch\?(\S*&)?v=|embed\/|shorts\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)[\w-]+\S*$/i

/**
 * A background image: http(s) (or a path on this site, which a self-hosted install needs for its
 * seeded images) ending in one of the spec's extensions, optionally followed by a query string.
 */
export const BACKGROUND_IMAGE_PATTERN = /^(https?:\/\/[^\s/]+|)\/[^\s?#]*\.(jpe?g|png|gif|webp)([?#]\S*)?$/i
