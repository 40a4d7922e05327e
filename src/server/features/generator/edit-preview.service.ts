import type { GenerationPatch } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { editedState } from './generations.service.ts'
import { subjectKey } from './render.ts'

/**
 * The live preview of a re-edit, as the edit dialog's fields change: the patched params over the
 * thumbnail's own background and subject, at the live preview's 640×360 through the same
 * compositor, so it shows what 'Save text' will store. Nothing is stored; no AI call, no credit.
 */
export async function previewEdit(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  userId: string,
  id: string,
  patch: GenerationPatch,
): Promise<Buffer> {
  const { params, background } = await editedState(deps, userId, id, patch)
  const kind = params.subject
  const subject = kind ? await deps.files.get(subjectKey(userId, id, kind)) : null
  return deps.images.run(
    { key: userId },
    'renderPreview',
    params,
    background,
    kind && subject ? { image: subject, kind } : null,
  )
}
