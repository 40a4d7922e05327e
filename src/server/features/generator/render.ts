import { OUTPUT_DIMENSIONS, type OutputFormat } from '#shared/generator/defaults.ts'
import type { GenerationParams, PrepublishCheck, PreviewParams } from '#shared/generator/schemas.ts'
import type { ImageOwner, ImagePool } from '../../lib/image-pool/pool.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import type { ComposeInput, ComposeResult } from './compositor/compose.ts'
import { extensionFor } from './generation-view.ts'

type SubjectKind = NonNullable<GenerationParams['subject']>

/**
 * Where a generation's subject layer lives: beside its background, stored once. The reference
 * photo is a JPEG; the icon and the persona's cut-out keep their alpha as PNG.
 */
export const subjectKey = (userId: string, id: string, kind: SubjectKind) =>
  `generations/${userId}/${id}-subject.${kind === 'photo' ? 'jpg' : 'png'}`

/** What compose measured, for the pre-publish check and the response; no pixels. */
export type CompositeMeasures = Omit<ComposeResult, 'bytes'>

/**
 * The settings the composited layers are drawn from: a generation's stored params, or the live
 * preview's body (whose layout may still be 'auto').
 */
export type CompositeSettings = Pick<
  GenerationParams,
  'overlay' | 'textOverlay' | 'textMode' | 'colorScheme'
> & {
  layout?: GenerationParams['layout'] | PreviewParams['layout']
  autoLayout?: boolean
}

/**
 * The one mapping from settings to the compositor's input, shared by the final image, every free
 * re-edit and the live preview, so the preview shows what the download will be. 'auto' (or no
 * layout, on an older row) lets the compositor pick from the title, as the first variant of a run
 * gets. In 'AI-drawn text' mode the model has already drawn the title, so only the overlay and
 * subject are added: setting it again in real fonts would print it twice.
 */
export function composeInputFor(
  settings: CompositeSettings,
  background: ComposeInput['background'],
  frame: { width: number; height: number; format: OutputFormat },
  subject: ComposeInput['subject'] = null,
): ComposeInput {
  return {
    background,
    width: frame.width,
    height: frame.height,
    format: frame.format,
    overlay: settings.overlay,
    textOverlay:
      settings.textMode === 'ai'
        ? { ...settings.textOverlay, title: '', subtitle: '' }
        : settings.textOverlay,
    layout: settings.layout === 'auto' ? undefined : settings.layout,
    ...(settings.autoLayout ? { autoLayout: true } : {}),
    // A right-to-left title mirrors the layout even when the model drew it: the subject goes where the prompt put it.
    ...(settings.textMode === 'ai' ? { layoutTitle: settings.textOverlay.title } : {}),
    colorScheme: settings.colorScheme,
    subject,
  }
}

/**
 * Composites a stored background with the generation's subject, overlay and text on an image
 * thread, stores the result, and measures it with the pre-publish check, so callers store both in
 * one update. The subject comes from the caller on the first render and from the file store on a
 * re-edit (a missing file means no subject).
 */
export async function renderComposite(
  { files, images }: { files: FileStore; images: ImagePool },
  options: {
    userId: string
    id: string
    background: Buffer
    params: GenerationParams
    previousKey?: string | null
    /** The composite's file name when not the generation's own (a re-edit's version). */
    fileName?: string
    subject?: Buffer | null
    /** The creator's request (a free re-edit), or their generation job's background work. */
    owner: ImageOwner
  },
) {
  const { params } = options
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  const kind = params.subject
  const subjectBytes =
    kind === undefined
      ? null
      : options.subject !== undefined
        ? options.subject
        : await files.get(subjectKey(options.userId, options.id, kind))
  const { composite, check } = await images.run(
    options.owner,
    'composeAndCheck',
    composeInputFor(
      params,
      options.background,
      { width, height, format: params.output.format },
      kind && subjectBytes ? { image: subjectBytes, kind } : null,
    ),
    checkSettingsFor(params),
  )
  return storeComposite(files, options, composite, check)
}

/** The compositor's input for a generation's own frame, without its layers' pictures. */
export function composeSettingsFor(params: GenerationParams): Omit<ComposeInput, 'background' | 'subject'> {
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  const { background, subject, ...settings } = composeInputFor(params, Buffer.alloc(0), {
    width,
    height,
    format: params.output.format,
  })
  return settings
}

/** The pre-publish check's inputs that come from the settings rather than from the composite. */
export const checkSettingsFor = (params: GenerationParams) => ({
  title: params.textOverlay.title,
  textMode: params.textMode,
  textSize: params.textOverlay.textSize,
  // The subject found when the background came back: a re-edit into another layout is judged by it.
  subject:
    params.salient?.box && params.layout
      ? {
          box: params.salient.box,
          layout: params.layout,
          withSubject: params.persona?.mode === 'authentic',
        }
      : null,
})

/**
 * Stores a finished composite (dropping the one it replaces) and answers the row's columns for it
 * and compose's measures.
 */
export async function storeComposite(
  files: FileStore,
  options: { userId: string; id: string; previousKey?: string | null; fileName?: string },
  result: ComposeResult,
  check: PrepublishCheck,
) {
  const name = options.fileName ?? options.id
  const compositeKey = `generations/${options.userId}/${name}-out.${extensionFor(result.mimeType)}`
  await files.put(compositeKey, result.bytes)
  if (options.previousKey && options.previousKey !== compositeKey) await files.delete(options.previousKey)
  const { bytes, ...measures } = result
  return {
    stored: {
      compositeKey,
      mimeType: result.mimeType,
      width: result.width,
      height: result.height,
      bytes: bytes.length,
      prepublishCheck: check,
    },
    measures: measures satisfies CompositeMeasures,
  }
}
