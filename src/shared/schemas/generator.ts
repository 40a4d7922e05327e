/**
 * The generator's API contract (design.md, issue 5):
 * - GET  /api/generator/catalog            any visitor -> Catalog
 * - POST /api/generator/enhance            user, EnhanceBody -> EnhanceResponse
 * - POST /api/generator/generate           user, GenerateBody (JSON, up to ~30 MB: the reference and the style reference) -> 202 GenerateResponse
 *                                          once the credits are spent and the jobs queued (every result pending);
 *                                          402 INSUFFICIENT_CREDITS, 429 too many in flight; with `persona`
 *                                          (issue 11) 404 PERSONA_NOT_FOUND for one not the caller's,
 *                                          409 LIKENESS_NEEDS_GEMINI for 'likeness' offline;
 *                                          409 AI_TEXT_NEEDS_GEMINI for textMode 'ai' offline (issue 27)
 * - GET  /api/generator/batches/{batchId}  owner -> BatchView (404 for anyone else): the run's progress, for polling
 * - GET  /api/generator/batches/{batchId}/events  owner -> text/event-stream: `event: batch` with a BatchView at once
 *                                          and on every change; the stream ends after the view with `done: true`
 * - POST /api/generator/preview            user, PreviewBody (JSON, up to ~30 MB: the reference and the style reference) -> image/jpeg
 *                                          640×360 (360×640 for 1080x1920), the same compositor as the final
 *                                          image; free (no provider call, no credit), no-store; 400 bad input,
 *                                          429 RATE_LIMITED past GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE per user
 * - GET  /api/generations?page&pageSize    user, own, newest first -> GenerationList
 * - GET  /api/generations/{id}             owner -> Generation (404 for anyone else)
 * - GET  /api/generations/{id}/image       owner -> the image bytes; ?download=1 for an attachment
 * - PATCH /api/generations/{id}            owner, GenerationPatch -> Generation (no credit, no AI call)
 * - DELETE /api/generations/{id}           owner -> 204
 * - POST /api/generations/{id}/edit        owner, GenerationEditBody -> 202 GenerateResponse (Gemini only, 1 credit)
 * - GET/POST /api/gemini-keys, PUT/DELETE /api/gemini-keys/{id}, PATCH /api/gemini-keys/{id}/toggle   admin
 * - GET/PUT /api/ai-settings               admin -> AiSettings
 */
import { z } from 'zod'
import { categoryNames } from '../generator/categories.ts'
import {
  aspectOf,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_LAYOUT,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_OUTPUT_SIZE,
  DEFAULT_OVERLAY,
  DEFAULT_PERSONA_MODE,
  DEFAULT_REFERENCE_STYLE,
  DEFAULT_TEXT_MODE,
  DEFAULT_TEXT_OVERLAY,
  DEFAULT_VARIANTS,
  EDIT_INSTRUCTION_MAX_LENGTH,
  EXPRESSIONS,
  generatorMessages,
  LAYOUT_CHOICES,
  LAYOUT_IDS,
  OUTPUT_FORMATS,
  OUTPUT_SIZES,
  OVERLAY_POSITIONS,
  OVERLAY_STYLES,
  PERSONA_MODES,
  PROMPT_MAX_LENGTH,
  REFERENCE_STYLES,
  SUBTITLE_MAX_LENGTH,
  TEXT_MODES,
  TEXT_POSITIONS,
  TEXT_SIZES,
  TITLE_MAX_LENGTH,
  TONES,
  VARIANTS_MAX,
  VARIANTS_MIN,
} from '../generator/defaults.ts'
import { undrawableCharacters } from '../generator/font-coverage.ts'
import { layoutSuits } from '../generator/layouts.ts'
import { pageInfoShape } from './paging.ts'
import { DEFAULT_PERSONA_FRAMING, PERSONA_FRAMINGS } from './personas.ts'

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
const catalogueCategory = z
  .string()
  .trim()
  .refine((name) => categoryNames.includes(name), generatorMessages.categoryUnknown)
/** Where the category is optional, blank means none. */
const optionalCategory = z
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

const overlayFields = {
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

const textOverlayFields = {
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
const imageDataUrl = (message: string) =>
  z.string().regex(/^data:image\/[a-zA-Z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/, message)

/**
 * The creator's persona in a run (issue 11): its cut-out in the subject box ('authentic'), or its
 * photos sent to Gemini as references ('likeness', refused offline). Another user's persona is 404.
 */
export const personaChoiceSchema = z.object({
  id: z.uuid(),
  mode: z.enum(PERSONA_MODES).default(DEFAULT_PERSONA_MODE),
  expression: z.enum(EXPRESSIONS).default('none'),
  /** How much of the person 'Authentic' shows (issue 27): head, head and shoulders, or to the waist. */
  framing: z.enum(PERSONA_FRAMINGS).default(DEFAULT_PERSONA_FRAMING),
})
export type PersonaChoice = z.output<typeof personaChoiceSchema>

/**
 * POST /api/generator/generate (JSON). The optional reference image travels as a base64 data URL
 * (`data:image/...;base64,...`, at most 10 MB decoded); the server decodes it to check it is an
 * image and re-encodes it as JPEG before the provider sees it.
 */
export const generateBodySchema = z.object({
  category: z.string().trim().min(1, generatorMessages.categoryRequired).pipe(catalogueCategory),
  prompt: z.string().trim().min(1, generatorMessages.promptRequired).max(PROMPT_MAX_LENGTH),
  colorScheme: colorSchemeSchema.default(DEFAULT_COLOR_SCHEME),
  overlay: overlaySchema.default(DEFAULT_OVERLAY),
  textOverlay: textOverlaySchema.default(DEFAULT_TEXT_OVERLAY),
  referenceImage: imageDataUrl(generatorMessages.referenceNotImage).optional(),
  referenceStyle: z.enum(REFERENCE_STYLES).default(DEFAULT_REFERENCE_STYLE),
  /**
   * 'Recreate this style': a thumbnail the creator likes (at most 10 MB decoded). Gemini draws a new
   * background in its style; offline, its palette becomes the colour scheme.
   */
  styleReference: imageDataUrl(generatorMessages.styleReferenceNotImage).optional(),
  persona: personaChoiceSchema.optional(),
  textMode: z.enum(TEXT_MODES).default(DEFAULT_TEXT_MODE),
  variants: z.number().int().min(VARIANTS_MIN).max(VARIANTS_MAX).default(DEFAULT_VARIANTS),
  output: outputSchema.default({ size: DEFAULT_OUTPUT_SIZE, format: DEFAULT_OUTPUT_FORMAT }),
  /** 'auto' picks from the title's shape; a layout must suit the output's aspect (else 400). */
  layout: z.enum(LAYOUT_CHOICES).default(DEFAULT_LAYOUT),
})
export type GenerateBody = z.input<typeof generateBodySchema>
export type GenerateParams = z.output<typeof generateBodySchema>

/**
 * POST /api/generator/preview: what the form holds for the composited layers. The category, prompt
 * and variants play no part in them, so they are not asked for (and are dropped if sent). The
 * answer is the composite over a neutral backdrop, or over the reference image when one is sent.
 */
export const previewBodySchema = generateBodySchema
  .pick({
    colorScheme: true,
    overlay: true,
    textOverlay: true,
    referenceImage: true,
    styleReference: true,
    textMode: true,
    output: true,
    layout: true,
  })
  .extend({
    // Offline, the icon subject is chosen from these, so the preview shows the one the run will.
    category: optionalCategory,
    prompt: z.string().max(PROMPT_MAX_LENGTH).optional(),
    /** The chosen persona: its cut-out is drawn in the subject box (only the id matters here). */
    persona: personaChoiceSchema.optional(),
  })
  .superRefine((body, context) => {
    if (!layoutSuits(body.layout, aspectOf(body.output.size))) {
      context.addIssue({ code: 'custom', path: ['layout'], message: generatorMessages.layoutWrongAspect })
    }
  })
export type PreviewBody = z.input<typeof previewBodySchema>
export type PreviewParams = z.output<typeof previewBodySchema>

/**
 * - background: 'ai' (the image model's picture) or 'procedural' (the offline renderer);
 * - subject: 'creator' (the creator's own pixels: a persona cut-out or their reference photo),
 *   'ai-likeness' (the model drew the creator from their photos), 'icon' (an offline vector icon),
 *   'none' (no subject layer; the model's scene holds whatever subject it drew);
 * - text: 'typeset' (our compositor, editable for free) or 'ai' (drawn by the model).
 */
export const layerSourcesSchema = z.object({
  background: z.enum(['ai', 'procedural']),
  subject: z.enum(['creator', 'ai-likeness', 'icon', 'none']),
  text: z.enum(['typeset', 'ai']),
})
export type LayerSources = z.infer<typeof layerSourcesSchema>

/** What a generation remembers of its request (everything but the prompt and the reference bytes). */
export const generationParamsSchema = z.object({
  category: z.string(),
  colorScheme: colorSchemeSchema,
  overlay: overlaySchema,
  textOverlay: textOverlaySchema,
  referenceStyle: z.enum(REFERENCE_STYLES),
  hasReference: z.boolean(),
  textMode: z.enum(TEXT_MODES),
  output: outputSchema,
  /** Position within its run, from 1 (the `{n}` of the download name). */
  n: z.number().int(),
  /** The offline renderer's seed, so the same background can be drawn again. */
  seed: z.number().int(),
  /** The concrete layout this image used ('auto' already resolved). Older rows have none. */
  layout: z.enum(LAYOUT_IDS).optional(),
  /** The creator chose 'auto': the job re-picks the layout around the background's subject. */
  autoLayout: z.boolean().optional(),
  /** How many images the run asked for: the other variants' planned layouts are the first of them. */
  variants: z.number().int().min(1).optional(),
  /**
   * The background's salient subject, found when the background came back (fractions of the
   * frame), and how much of the layout's text box lies on it. Re-edits and the check read it.
   */
  salient: z
    .object({
      box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).nullable(),
      share: z.number(),
      method: z.enum(['u2netp', 'saliency-map']),
      textBoxOverlap: z.number(),
      /** The layout the run planned, which the prompt asked for and the offline renderer drew for. */
      plannedLayout: z.enum(LAYOUT_IDS),
    })
    .optional(),
  /**
   * The subject layer stored beside the background: the reference image ('photo') or the offline
   * icon ('icon'); absent when the model drew the whole scene (Gemini) and on older rows.
   */
  subject: z.enum(['icon', 'photo', 'persona']).optional(),
  /** The persona used, and which of its photos' cut-out is the subject layer ('authentic'). */
  persona: personaChoiceSchema.extend({ photoId: z.string().nullable() }).optional(),
  /** True when a style reference shaped the background or the scheme ('Recreate this style'). */
  hasStyleReference: z.boolean().optional(),
  /** Set on a version made by 'Edit with AI': the creator's instruction and whether a mask was painted. */
  edit: z.object({ instruction: z.string(), hasMask: z.boolean() }).optional(),
  /**
   * Whose pixels each layer is (design.md, 'A thumbnail is layers'): the result card says it in one
   * line (layerSummary). Older rows have none.
   */
  layers: layerSourcesSchema.optional(),
  /**
   * Set when every Gemini key failed and the admin's choice drew this image offline instead
   * (issue 25, item 9): the result card says so.
   */
  offlineFallback: z.boolean().optional(),
})
export type GenerationParams = z.infer<typeof generationParamsSchema>

/**
 * The pre-publish check (issue 10, item 6): concrete, measurable findings about the composite, never
 * a click-through prediction. `status` is 'warn' when any item is not ok.
 */
export const prepublishCheckSchema = z.object({
  status: z.enum(['pass', 'warn']),
  items: z.array(
    z.object({
      code: z.enum([
        'no-title',
        'title-glyphs',
        'title-size',
        'text-contrast',
        'safe-area',
        'word-count',
        'title-on-subject',
      ]),
      ok: z.boolean(),
      /** What was measured, e.g. 'Title letters are 9 px tall at 168×94'. */
      message: z.string(),
      /** A concrete fix when not ok, e.g. "Shorten the title to 5 words" or "Use 'Fit'". */
      fix: z.string().nullable(),
    }),
  ),
})
export type PrepublishCheck = z.infer<typeof prepublishCheckSchema>

export const generationStatusSchema = z.enum(['pending', 'succeeded', 'failed'])

export const generationSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  createdAt: z.string(),
  status: generationStatusSchema,
  prompt: z.string(),
  provider: z.string(),
  model: z.string().nullable(),
  params: generationParamsSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** `/api/generations/{id}/image`, or null until an image exists. Add `?download=1` to download. */
  imageUrl: z.string().nullable(),
  downloadName: z.string(),
  error: z.string().nullable(),
  /** The pre-publish check of the current composite; null while pending, failed, or for older rows. */
  check: prepublishCheckSchema.nullable(),
  /** The version this one was edited from ('Edit with AI'), or null. */
  parentId: z.string().nullable(),
  /** How many versions of free re-edits it keeps (GET /api/generations/{id}/versions lists them). */
  versions: z.number().int().positive().optional(),
})
export type Generation = z.infer<typeof generationSchema>

export const generateResponseSchema = z.object({
  batchId: z.string(),
  results: z.array(generationSchema),
  /** The caller's balance after spends and refunds. */
  balance: z.number().int(),
  /** 'YouTube thumbnail generated successfully!' when at least one image was made, else the error. */
  message: z.string(),
})
export type GenerateResponse = z.infer<typeof generateResponseSchema>

/** A run's progress: each result as it stands, and once `done`, the spec's message and the balance after refunds. */
export const batchViewSchema = z.object({
  batchId: z.string(),
  /** True once no result is pending any more. */
  done: z.boolean(),
  results: z.array(generationSchema),
  balance: z.number().int(),
  /** null while running; then 'YouTube thumbnail generated successfully!' if any image was made, else the first error. */
  message: z.string().nullable(),
})
export type BatchView = z.infer<typeof batchViewSchema>

export const generationListSchema = z.object({
  items: z.array(generationSchema),
  ...pageInfoShape,
})
export type GenerationList = z.infer<typeof generationListSchema>

/**
 * PATCH /api/generations/{id}: new text, overlay or layout, re-composited from the stored background
 * and subject layer for free. A layout of the other aspect is refused (400).
 */
export const generationPatchSchema = z
  .object({
    // Fields without defaults: what is left out keeps its stored value.
    textOverlay: z.object(textOverlayFields).partial().optional(),
    overlay: z.object(overlayFields).partial().optional(),
    layout: z.enum(LAYOUT_IDS).optional(),
  })
  .refine(
    (body) => body.textOverlay !== undefined || body.overlay !== undefined || body.layout !== undefined,
    {
      message: 'Send textOverlay, overlay or layout',
    },
  )
export type GenerationPatch = z.infer<typeof generationPatchSchema>

export const idParamSchema = z.object({ id: z.uuid() })

/**
 * POST /api/generations/{id}/edit (owner, Gemini only) -> 202 GenerateResponse with the new version
 * pending (its `parentId` is {id}). The stored background, the instruction and the optional mask
 * (a PNG data URL the size of the picture or smaller: painted = change here) go to the image model as
 * an edit; our text layer is composited again over the new background. 1 credit (CREDITS_PER_EDIT),
 * refunded once on failure. 409 EDIT_NEEDS_GEMINI offline; 409 EDIT_NOT_READY unless succeeded.
 */
export const generationEditBodySchema = z.object({
  instruction: z
    .string()
    .trim()
    .min(1, generatorMessages.editInstructionRequired)
    .max(EDIT_INSTRUCTION_MAX_LENGTH, generatorMessages.editInstructionTooLong),
  mask: z
    .string()
    // Any image type may be declared: the server judges the bytes, which must be a PNG's.
    .regex(/^data:image\/[a-zA-Z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/, 'The mask must be a PNG image')
    .optional(),
})
export type GenerationEditBody = z.infer<typeof generationEditBodySchema>

export * from './ai-settings.ts'
