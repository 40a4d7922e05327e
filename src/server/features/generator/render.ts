import { OUTPUT_DIMENSIONS, type OutputFormat } from '#shared/generator/defaults.ts'
import type { GenerationParams, PreviewParams } from '#shared/schemas/generator.ts'
import { runImageTask } from '../../lib/image-pool/pool.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import type { ComposeInput } from './compositor/compose.ts'
import { extensionFor } from './generation-view.ts'

/**
 * The settings the composited layers are drawn from: a generation's stored params, or the live
 * preview's body (whose layout may still be 'auto').
 */
export type CompositeSettings = Pick<
  GenerationParams,
  'overlay' | 'textOverlay' | 'textMode' | 'colorScheme'
> & {
  layout?: GenerationParams['layout'] | PreviewParams['layout']
}

/**
 * The one mapping from settings to the compositor's input, shared by the final image, every free
 * re-edit and the live preview, so the preview shows what the download will be. Whatever the
 * compositor learns to draw (layout, subject, accents) is wired here once, for all three.
 *
 * In 'AI-drawn text' mode the model has already drawn the title, so only the overlay is added:
 * setting it again in real fonts would print it twice. The pre-publish check of the new composite
 * comes back with it, to be stored in the same update (`prepublishCheck`).
 */
export function composeInputFor(
  settings: CompositeSettings,
  background: Buffer,
  frame: { width: number; height: number; format: OutputFormat },
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
  }
}

/** Composites a stored background with the generation's overlay and text, and stores the result. */
export async function renderComposite(
  files: FileStore,
  options: {
    userId: string
    id: string
    background: Buffer
    params: GenerationParams
    previousKey?: string | null
  },
) {
  const { width, height } = OUTPUT_DIMENSIONS[options.params.output.size]
  const result = await runImageTask(
    'compose',
    composeInputFor(options.params, options.background, {
      width,
      height,
      format: options.params.output.format,
    }),
  )
  const compositeKey = `generations/${options.userId}/${options.id}-out.${extensionFor(result.mimeType)}`
  await files.put(compositeKey, result.bytes)
  if (options.previousKey && options.previousKey !== compositeKey) await files.delete(options.previousKey)
  const { textOverlay, textMode } = options.params
  const check = await runImageTask('prepublishCheck', {
    bytes: result.bytes,
    width,
    height,
    title: textOverlay.title,
    titleLetterHeightPx: result.titleLetterHeightPx ?? null,
    // Until the compositor reports each rect, the whole text block stands in for the title.
    textRects: result.textRects ?? (result.textBox ? [{ kind: 'title', rect: result.textBox }] : null),
    textColor: result.textColor,
    textMode,
    textSize: textOverlay.textSize,
  })
  return {
    compositeKey,
    mimeType: result.mimeType,
    width,
    height,
    bytes: result.bytes.length,
    prepublishCheck: check,
  }
}
