/** What a run asks for (GenerateBody, PreviewBody) and what a generation remembers of it (GenerationParams). */
import { z } from 'zod'
import { DEFAULT_PERSONA_FRAMING, PERSONA_FRAMINGS } from '../personas/schemas.ts'
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
  EXPRESSIONS,
  generatorMessages,
  LAYOUT_CHOICES,
  LAYOUT_IDS,
  PERSONA_MODES,
  PROMPT_MAX_LENGTH,
  REFERENCE_STYLES,
  TEXT_MODES,
  VARIANTS_MAX,
  VARIANTS_MIN,
} from './defaults.ts'
import {
  catalogueCategory,
  colorSchemeSchema,
  imageDataUrl,
  optionalCategory,
  outputSchema,
  overlaySchema,
  textOverlaySchema,
} from './form.ts'
import { layoutSuits } from './layouts.ts'
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
