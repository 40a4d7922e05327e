import { OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/schemas/generator.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { type ComposeResult, compose } from './compositor/compose.ts'
import { extensionFor } from './generation-view.ts'

type SubjectKind = NonNullable<GenerationParams['subject']>

/** Where a generation's subject layer lives: beside its background, stored once. */
export const subjectKey = (userId: string, id: string, kind: SubjectKind) =>
  `generations/${userId}/${id}-subject.${kind === 'icon' ? 'png' : 'jpg'}`

/** What compose measured, for the pre-publish check and the response; no pixels. */
export type CompositeMeasures = Omit<ComposeResult, 'bytes'>

/**
 * Composites a stored background with the generation's subject, overlay and text, and stores the
 * result. The subject comes from the caller on the first render and from the file store on a
 * re-edit (a missing file means no subject). In 'AI-drawn text' mode the model has already drawn
 * the title, so only the overlay and subject are added: setting it again would print it twice.
 */
export async function renderComposite(
  files: FileStore,
  options: {
    userId: string
    id: string
    background: Buffer
    params: GenerationParams
    previousKey?: string | null
    subject?: Buffer | null
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
  const result = await compose({
    background: options.background,
    width,
    height,
    format: params.output.format,
    overlay: params.overlay,
    textOverlay:
      params.textMode === 'ai' ? { ...params.textOverlay, title: '', subtitle: '' } : params.textOverlay,
    layout: params.layout,
    colorScheme: params.colorScheme,
    subject: kind && subjectBytes ? { image: subjectBytes, kind } : null,
  })
  const compositeKey = `generations/${options.userId}/${options.id}-out.${extensionFor(result.mimeType)}`
  await files.put(compositeKey, result.bytes)
  if (options.previousKey && options.previousKey !== compositeKey) await files.delete(options.previousKey)
  const { bytes, ...measures } = result
  return {
    stored: { compositeKey, mimeType: result.mimeType, width, height, bytes: bytes.length },
    measures: measures satisfies CompositeMeasures,
  }
}
