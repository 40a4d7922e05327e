/** The generator form's parts: catalog, prompt enhancing, colours, overlay, title and output (issue 5). */
import { z } from 'zod'
import { categoryNames } from './categories.ts'
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_OUTPUT_SIZE,
  DEFAULT_OVERLAY,
  DEFAULT_TEXT_OVERLAY,
  generatorMessages,
  LAYOUT_CHOICES,
  OUTPUT_FORMATS,
  OUTPUT_SIZES,
  OVERLAY_POSITIONS,
  OVERLAY_STYLES,
  PROMPT_MAX_LENGTH,
  REFERENCE_STYLES,
  SUBTITLE_MAX_LENGTH,
  TEXT_POSITIONS,
  TEXT_SIZES,
  TITLE_MAX_LENGTH,
  TONES,
} from './defaults.ts'
import { undrawableCharacters } from './font-coverage.ts'

/** #RRGGBB, upper or lower case. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #FF0000')

/** GET /api/generator/catalog: everything the form needs to draw its controls. */
export const catalogSchema = z.object({
  categories: z.array(z.object({ name: z.string(), templates: z.array(z.string()) })),
  referenceStyles: z.array(z.enum(REFERENCE_STYLES)),
  /** Which provider a generate call will use right now (the page shows it). */
  effectiveProvider: z.enum(['gemini', 'offline']).nullable(),
})
export type Catalog = z.infer<typeof catalogSchema>

/**
 * A category from the catalogue and nothing else: it is written into the model's prompt, so free
 * text there would be the creator's words in our instructions. Only new input is checked; stored
 * rows keep whatever category they were made with (generationParamsSchema).
 */
export const catalogueCategory = z
  .string()
  .trim()
  .refine((name) => categoryNames.includes(name), generatorMessages.categoryUnknown)
/** Where the category is optional, blank means none. */
export const optionalCategory = z
  .string()
  .trim()
  .refine((name) => name === '' || categoryNames.includes(name), generatorMessages.categoryUnknown)
  .optional()

/**
 * POST /api/generator/enhance. At least one of category and prompt must be non-blank. The output
 * size and layout say what the scene is written for (its aspect, and where the title will sit);
 * left out, a 16:9 frame with the layout still to be chosen ('auto').
 */
export const enhanceBodySchema = z.object({
  category: optionalCategory,
  prompt: z.string().max(PROMPT_MAX_LENGTH).optional(),
  size: z.enum(OUTPUT_SIZES).optional(),
  layout: z.enum(LAYOUT_CHOICES).optional(),
})
export type EnhanceBody = z.infer<typeof enhanceBodySchema>
export const enhanceResponseSchema = z.object({
  prompt: z.string(),
  provider: z.enum(['gemini', 'offline']),
  message: z.string(),
})
export type EnhanceResponse = z.infer<typeof enhanceResponseSchema>

export const colorSchemeSchema = z.object({
  primary: hexColorSchema.default(DEFAULT_COLOR_SCHEME.primary),
  secondary: hexColorSchema.default(DEFAULT_COLOR_SCHEME.secondary),
  background: hexColorSchema.default(DEFAULT_COLOR_SCHEME.background),
  aiSuggest: z.boolean().default(DEFAULT_COLOR_SCHEME.aiSuggest),
  tone: z.enum(TONES).default(DEFAULT_COLOR_SCHEME.tone),
})
export type ColorScheme = z.infer<typeof colorSchemeSchema>

export const overlayFields = {
  style: z.enum(OVERLAY_STYLES),
  position: z.enum(OVERLAY_POSITIONS),
  color: hexColorSchema,
  gradientStart: hexColorSchema,
  gradientEnd: hexColorSchema,
  opacity: z.number().int().min(0).max(100),
}
export const overlaySchema = z.object({
  style: overlayFields.style.default(DEFAULT_OVERLAY.style),
  position: overlayFields.position.default(DEFAULT_OVERLAY.position),
  color: overlayFields.color.default(DEFAULT_OVERLAY.color),
  gradientStart: overlayFields.gradientStart.default(DEFAULT_OVERLAY.gradientStart),
  gradientEnd: overlayFields.gradientEnd.default(DEFAULT_OVERLAY.gradientEnd),
  opacity: overlayFields.opacity.default(DEFAULT_OVERLAY.opacity),
})
export type Overlay = z.infer<typeof overlaySchema>

/** Text the compositor would draw as boxes (or in a host's font) is refused before anything is spent. */
const drawable = (text: z.ZodString) =>
  text.superRefine((value, context) => {
    const missing = undrawableCharacters(value)
    if (missing.length > 0)
      context.addIssue({ code: 'custom', message: generatorMessages.undrawable(missing) })
  })

export const textOverlayFields = {
  title: drawable(z.string().max(TITLE_MAX_LENGTH)),
  subtitle: drawable(z.string().max(SUBTITLE_MAX_LENGTH)),
  textColor: hexColorSchema,
  textSize: z.enum(TEXT_SIZES),
  textPosition: z.enum(TEXT_POSITIONS),
  aiSuggestTextColor: z.boolean(),
  autoAccent: z.boolean(),
}
export const textOverlaySchema = z.object({
  title: textOverlayFields.title.default(DEFAULT_TEXT_OVERLAY.title),
  subtitle: textOverlayFields.subtitle.default(DEFAULT_TEXT_OVERLAY.subtitle),
  textColor: textOverlayFields.textColor.default(DEFAULT_TEXT_OVERLAY.textColor),
  textSize: textOverlayFields.textSize.default(DEFAULT_TEXT_OVERLAY.textSize),
  textPosition: textOverlayFields.textPosition.default(DEFAULT_TEXT_OVERLAY.textPosition),
  aiSuggestTextColor: textOverlayFields.aiSuggestTextColor.default(DEFAULT_TEXT_OVERLAY.aiSuggestTextColor),
  autoAccent: textOverlayFields.autoAccent.default(DEFAULT_TEXT_OVERLAY.autoAccent),
})
export type TextOverlay = z.infer<typeof textOverlaySchema>

export const outputSchema = z.object({
  size: z.enum(OUTPUT_SIZES).default(DEFAULT_OUTPUT_SIZE),
  format: z.enum(OUTPUT_FORMATS).default(DEFAULT_OUTPUT_FORMAT),
})
export type Output = z.infer<typeof outputSchema>

/** A base64 image data URL, as the browser's FileReader makes it. */
export const imageDataUrl = (message: string) =>
  z.string().regex(/^data:image\/[a-zA-Z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/, message)
