import { and, eq } from 'drizzle-orm'
import { generatorMessages, OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { generations } from '../../db/schema.ts'
import { ProviderError } from '../../providers/ai/provider-error.ts'
import type { ImageProvider } from '../../providers/ai/types.ts'
import { buildEditPrompt } from './edit-prompt.ts'
import type { GenerationJob } from './generation-queue.ts'
import { renderComposite, subjectKey } from './render.ts'

type Deps = Pick<AppDeps, 'db' | 'files' | 'images'>

const mimeTypeOf = (key: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg'

/**
 * One 'Edit with AI' version, as a worker makes it: the PARENT's stored background (never its
 * composite, which holds our title) and the mask go to the provider with the instruction; with a
 * mask, the answer is put back through it over the parent's background; our
 * text layer and the parent's subject layer are composited again over the new background, by the
 * same compositor as every run and free re-edit. Answers the row's columns; the caller marks it.
 * A parent deleted while this waited (its background gone) fails the version, refunded as any failure.
 */
export async function makeEdit(
  deps: Deps,
  provider: ImageProvider,
  userId: string,
  row: { id: string; params: GenerationParams },
  edit: NonNullable<GenerationJob['edit']>,
) {
  if (!provider.edit) throw new ProviderError(generatorMessages.editNeedsGemini)
  const { params } = row
  const [parent] = await deps.db
    .select({ backgroundKey: generations.backgroundKey })
    .from(generations)
    .where(and(eq(generations.id, edit.parentId), eq(generations.userId, userId)))
  const background = parent?.backgroundKey ? await deps.files.get(parent.backgroundKey) : null
  if (!parent?.backgroundKey || !background) throw new ProviderError(generatorMessages.editNotReady)
  const painted = edit.maskKey ? await deps.files.get(edit.maskKey) : null
  const job = { key: userId, background: true }
  const fitted = painted ? await deps.images.run(job, 'fitMaskToBackground', painted, background) : null
  // A mask with nothing white is refused when the edit is accepted; one stored before that check
  // is taken as no mask, the whole-picture edit, rather than a version identical to its parent.
  const mask = fitted?.box ? { png: fitted.png, box: fitted.box } : null
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  const answer = await provider.edit({
    prompt: buildEditPrompt(params, params.edit?.instruction ?? '', mask?.box ?? null),
    background: { bytes: background, mimeType: mimeTypeOf(parent.backgroundKey) },
    maskPng: mask?.png,
    width,
    height,
  })
  // Gemini repaints the whole frame whatever the words say: outside the mask the parent's pixels
  // are put back, so only the painted area can change.
  const image = mask
    ? {
        ...answer,
        bytes: await deps.images.run(job, 'maskedEdit', background, answer.bytes, mask.png),
        mimeType: 'image/png',
      }
    : answer
  // The parent's subject layer is this version's too, stored beside it for its own free re-edits.
  const subject = params.subject
    ? await deps.files.get(subjectKey(userId, edit.parentId, params.subject))
    : null
  const composite = await renderComposite(deps, {
    userId,
    id: row.id,
    background: image.bytes,
    params,
    subject,
    owner: job,
  })
  const ext = image.mimeType === 'image/png' ? 'png' : image.mimeType === 'image/webp' ? 'webp' : 'jpg'
  const backgroundKey = `generations/${userId}/${row.id}-bg.${ext}`
  await deps.files.put(backgroundKey, image.bytes)
  if (params.subject && subject) await deps.files.put(subjectKey(userId, row.id, params.subject), subject)
  return {
    backgroundKey,
    ...composite.stored,
    params: { ...params, layout: composite.measures.layout },
    model: image.model,
  }
}
