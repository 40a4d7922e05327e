import { OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/schemas/generator.ts'
import { runImageTask } from '../../lib/image-pool/pool.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { extensionFor } from './generation-view.ts'

/**
 * Composites a stored background with the generation's overlay and text (on an image thread), and
 * stores the result.
 * In 'AI-drawn text' mode the model has already drawn the title, so only the overlay is added:
 * setting it again in real fonts would print it twice.
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
  const result = await runImageTask('compose', {
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
  return { compositeKey, mimeType: result.mimeType, width, height, bytes: result.bytes.length }
}
