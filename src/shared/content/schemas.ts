import { z } from 'zod'
import { isSafeImageUrl, isSafeLink } from '../common/links.ts'
import {
  BACKGROUND_IMAGE_PATTERN,
  type ContentSectionKey,
  contactFormMessages as cf,
  DEFAULT_AVATAR_URL,
  DEFAULT_FEATURE_ICON,
  contentMessages as m,
  YOUTUBE_URL_PATTERN,
  youtubeVideoId,
} from './messages.ts'

export {
  type ContentSectionKey,
  contentSectionKeys,
  isContentSectionKey,
  youtubeVideoId,
} from './messages.ts'

/**
 * One schema per editable section (admin-and-items.md §3, customer-side.md §2–3). The server
 * validates a whole PUT with it; the editors use the same schema with zodResolver, so both show
 * the spec's words. Unknown fields are stripped.
 */

const SHORT = 200
const LONG = 2_000
const MAX_ITEMS = 24
const LEGAL_BODY = 6_000

/** Optional text: a missing field reads as empty, so an older stored section still parses. */
const text = (max = SHORT) => z.string().trim().max(max).default('')
const required = (message: string, max = SHORT) => z.string().trim().min(1, message).max(max)
/** Empty, or passing `accepts`; the message is the spec's where it has one. */
const optionalUrl = (accepts: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(LONG)
    .refine((v) => v === '' || accepts(v), message)
    .default('')
const imageUrl = () => optionalUrl(isSafeImageUrl, m.invalidAnyImageUrl)
const link = () => optionalUrl(isSafeLink, m.invalidLink)
/** Entries keep the ids they were given; the seeded ones are numbers, new ones may be strings. */
const entryId = z.union([z.number().int(), z.string().trim().min(1).max(64)])
const list = <T extends z.ZodType>(item: T, message: string) => z.array(item).min(1, message).max(MAX_ITEMS)

export const bannerSectionSchema = z.object({
  subTitle: text(),
  /** May contain HTML; the server sanitizes it on write and on read. */
  mainTitle: required(m.mainTitleRequired, LONG),
  highlightText: text(),
  description: text(LONG),
  buttonText: text(60),
  buttonLink: link(),
  // Only a link the home page can play: a watch, embed, shorts or youtu.be link with an 11-character id.
  youtubeUrl: optionalUrl(
    (v) => YOUTUBE_URL_PATTERN.test(v) && youtubeVideoId(v) !== null,
    m.invalidYoutubeUrl,
  ),
  backgroundImage: optionalUrl(
    (v) => isSafeImageUrl(v) && BACKGROUND_IMAGE_PATTERN.test(v),
    m.invalidImageUrl,
  ),
})

export const featureSchema = z.object({
  id: entryId,
  icon: z.string().trim().max(60).default(DEFAULT_FEATURE_ICON),
  title: text(),
  description: text(LONG),
})
export const featuresSectionSchema = z.object({
  subTitle: text(),
  mainTitle: text(),
  features: list(featureSchema, m.featuresRequired),
})

export const aboutImageSchema = z.object({ id: entryId, url: imageUrl(), alt: text() })
export const aboutSectionSchema = z.object({
  images: list(aboutImageSchema, m.imagesRequired),
  backgroundImage: imageUrl(),
  subTitle: text(),
  mainTitle: text(),
  description: text(LONG),
  features: z.array(z.string().trim().max(SHORT)).max(MAX_ITEMS).default([]),
  buttonText: text(60),
  buttonLink: link(),
})

export const testimonialSchema = z.object({
  id: entryId,
  image: z
    .string()
    .trim()
    .max(LONG)
    .refine((v) => v === '' || isSafeImageUrl(v), m.invalidAnyImageUrl)
    .default(DEFAULT_AVATAR_URL),
  name: text(),
  designation: text(),
  content: text(LONG),
})
export const testimonialsSectionSchema = z.object({
  subTitle: text(),
  // The section's heading on the home page: an empty one leaves a blank heading there.
  mainTitle: required(m.mainTitleRequired),
  backgroundImage: imageUrl(),
  testimonials: list(testimonialSchema, m.testimonialsRequired),
})

export const usefulLinkSchema = z.object({ id: entryId, text: text(60), url: link() })
export const socialLinkSchema = z.object({
  id: entryId,
  url: link(),
  /** A Font Awesome class in the spec ('fab fa-youtube'); the site maps it to an icon by name. */
  icon: text(60),
})
export const footerSectionSchema = z.object({
  logo: z.object({ url: imageUrl(), alt: text() }).default({ url: '', alt: '' }),
  description: text(LONG),
  usefulLinks: list(usefulLinkSchema, m.usefulLinksRequired),
  connectSection: z
    .object({ title: text(), description: text(LONG) })
    .default({ title: '', description: '' }),
  socialLinks: list(socialLinkSchema, m.socialLinksRequired),
  /** May contain HTML; sanitized on write and on read. */
  copyright: text(LONG),
})

export const contactInfoSchema = z.object({
  type: z.enum(['phone', 'email']),
  icon: text(60),
  value: text(),
  label: text(),
})
export const contactPageSchema = z.object({
  title: required(m.contactTitleRequired),
  subtitle: text(LONG),
  description: text(LONG),
  imageUrl: imageUrl(),
  contactInfo: z.array(contactInfoSchema).max(MAX_ITEMS).default([]),
})

export const navLogoSchema = z.object({
  url: required(m.logoUrlRequired, LONG).refine(isSafeImageUrl, m.invalidAnyImageUrl),
  alt: text(),
  mobileUrl: imageUrl(),
  mobileAlt: text(),
})

/** One question of the /pricing page's FAQ (issue 29): plain text, shown as written. */
export const faqEntrySchema = z.object({
  id: entryId,
  question: required(m.questionRequired),
  answer: required(m.answerRequired, LONG),
})
export const pricingFaqSchema = z.object({
  subTitle: text(),
  mainTitle: required(m.mainTitleRequired),
  faqs: list(faqEntrySchema, m.questionsRequired),
})

/**
 * One part of a legal page. The body is plain text, never HTML: a blank line starts a new
 * paragraph and lines that begin with '- ' make a list (`lib/plain-blocks.ts` on the web side).
 */
export const legalSectionSchema = z.object({
  id: entryId,
  heading: required(m.headingRequired),
  body: required(m.bodyRequired, LEGAL_BODY),
})
/** /terms and /privacy (issue 29): the description is the page's intro and its search snippet. */
export const legalPageSchema = z.object({
  title: required(m.titleRequired),
  description: text(300),
  sections: list(legalSectionSchema, m.legalSectionsRequired),
})

/**
 * The showcase's own texts (issue 29, item 1); its thumbnails are rows of their own
 * (`/api/showcase`). `useInSections`: the banner, features and about sections show showcase
 * thumbnails in place of their stock pictures.
 */
export const showcaseSectionSchema = z.object({
  subTitle: text(),
  mainTitle: text(),
  description: text(LONG),
  useInSections: z.boolean().default(true),
})

/** The editable fields of each section: what PUT takes. */
export const contentSectionSchemas = {
  'banner-section': bannerSectionSchema,
  'features-section': featuresSectionSchema,
  'about-section': aboutSectionSchema,
  'testimonials-section': testimonialsSectionSchema,
  'footer-section': footerSectionSchema,
  'contact-page': contactPageSchema,
  navlogo: navLogoSchema,
  'pricing-faq': pricingFaqSchema,
  'terms-page': legalPageSchema,
  'privacy-page': legalPageSchema,
  'showcase-section': showcaseSectionSchema,
} as const satisfies Record<ContentSectionKey, z.ZodObject>

export type BannerSection = z.infer<typeof bannerSectionSchema>
export type FeaturesSection = z.infer<typeof featuresSectionSchema>
export type AboutSection = z.infer<typeof aboutSectionSchema>
export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>
export type FooterSection = z.infer<typeof footerSectionSchema>
export type ContactPage = z.infer<typeof contactPageSchema>
export type NavLogo = z.infer<typeof navLogoSchema>
export type PricingFaq = z.infer<typeof pricingFaqSchema>
export type LegalPage = z.infer<typeof legalPageSchema>
export type ShowcaseSection = z.infer<typeof showcaseSectionSchema>
export type SectionInput<K extends ContentSectionKey> = z.input<(typeof contentSectionSchemas)[K]>
export type SectionFields<K extends ContentSectionKey> = z.infer<(typeof contentSectionSchemas)[K]>

/** What GET (and every write) returns as `data`: the fields, the switch, and when it last changed. */
export type SectionData<K extends ContentSectionKey> = SectionFields<K> & {
  isActive: boolean
  updatedAt: string
}

/** PUT body: the whole section; `isActive` is optional so an editor may save its switch too. */
export function sectionPutSchema<K extends ContentSectionKey>(key: K) {
  return contentSectionSchemas[key].extend({ isActive: z.boolean().optional() })
}

/** Response data for one section (strips anything else the row might hold). */
export function sectionDataSchema<K extends ContentSectionKey>(key: K) {
  return contentSectionSchemas[key].extend({ isActive: z.boolean(), updatedAt: z.string() })
}

/** The `{success, data, message}` envelope every content call answers with. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() })
}
export type Envelope<T> = { success: true; data: T; message: string }

/** GET /api/banner-section/stats (admin-and-items.md §3). */
export const bannerStatsSchema = z.object({
  isActive: z.boolean(),
  hasYoutubeVideo: z.boolean(),
  hasBackgroundImage: z.boolean(),
  /** ISO timestamp of the last edit. */
  lastUpdated: z.string(),
})
export type BannerStats = z.infer<typeof bannerStatsSchema>

/** POST /api/contact-messages: all five fields required (customer-side.md §5), with the spec's hints. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, cf.nameRequired).max(SHORT),
  email: z
    .string()
    .trim()
    .min(1, { message: cf.emailRequired, abort: true })
    .max(SHORT)
    .email(cf.emailInvalid),
  subject: z.string().trim().min(1, cf.subjectRequired).max(SHORT),
  phone: z.string().trim().min(1, cf.phoneRequired).max(40),
  message: z.string().trim().min(1, cf.messageRequired).max(5_000),
})
export type ContactMessageInput = z.infer<typeof contactMessageSchema>
