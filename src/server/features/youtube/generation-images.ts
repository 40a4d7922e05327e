import { readGenerationImage } from '#server/features/generator/index.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { GenerationImageReader } from './publish.service.ts'

/**
 * A creator's own finished image, full size, as YouTube takes it. Only theirs: an admin's wider
 * reach over pictures (decision 053) does not extend to putting them on someone's channel.
 */
export function generationImageReader(deps: Pick<AppDeps, 'db' | 'files' | 'images'>): GenerationImageReader {
  return async (userId, generationId) => {
    const image = await readGenerationImage(deps, { id: userId, role: 'member' }, generationId, 'full')
    const { bytes, mimeType } = await image.read()
    return { bytes, mimeType: mimeType === 'image/png' ? 'image/png' : 'image/jpeg' }
  }
}
