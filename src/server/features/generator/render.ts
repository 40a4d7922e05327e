import { OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/schemas/generator.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { compose } from './compositor/compose.ts'
import { prepublishCheck } from './compositor/prepublish.ts'
import { extensionFor } from './generation-view.ts'

/**
 * Composites a stored background with the generation's overlay and text, and stores the result.
 * In 'AI-drawn text' mode the model has already drawn the title, so only the overlay is added:
 * setting it again in real fonts would print it twice. The pre-publish check of the new composite
 * comes back with it, to be stored in the same update (`prepublishCheck`).
 */
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
  const result = await compose({
    background: options.background,
    width,
    height,
    format: options.params.output.format,
    overlay: options.params.overlay,
    textOverlay:
      options.params.textMode === 'ai'
        ? { ...options.params.textOverlay, title: '', subtitle: '' }
        : options.params.textOverlay,
  })
  const compositeKey = `generations/${options.userId}/${options.id}-out.${extensionFor(result.mimeType)}`
  await files.put(compositeKey, result.bytes)
  if (options.previousKey && options.previousKey !== compositeKey) await files.delete(options.previousKey)
  const { textOverlay, textMode } = options.params
  const check = await prepublishCheck({
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
