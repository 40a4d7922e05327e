/** A generation as the API answers it: its results, its pre-publish check, a run's progress, edits and patches. */
import { z } from 'zod'
import { pageInfoShape } from '../common/paging.ts'
import { EDIT_INSTRUCTION_MAX_LENGTH, generatorMessages, LAYOUT_IDS } from './defaults.ts'
import { overlayFields, textOverlayFields } from './form.ts'
import { generationParamsSchema } from './request.ts'
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
  /**
   * The figures behind the items, for what reads them as numbers (the simulated channel's model,
   * issue 30): the title's letter height as a share of the frame's height, and the contrast ratio
   * that set the title apart. null when not measured; absent on checks made before they were kept.
   */
  measures: z.object({ titleHeight: z.number().nullable(), titleContrast: z.number().nullable() }).optional(),
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
  /** The creator allowed it in the shop's showcase ('Allow in the shop's showcase'). */
  showcaseAllowed: z.boolean().optional(),
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
