import { personaForRun } from '#server/features/personas/index.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { PersonaChoice } from '#shared/generator/schemas.ts'
import type { PersonaFraming } from '#shared/personas/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { subjectKey } from './render.ts'
import { likenessKey } from './run-file-keys.ts'

/**
 * How many of a persona's photos go to the model in 'AI likeness': Gemini's image model is
 * documented to work best with up to 3 input images, and each one is tokens the creator pays for.
 */
export const LIKENESS_PHOTOS_MAX = 3

/** What a run takes from the persona, read once when the run is accepted. */
export interface PersonaRun {
  choice: PersonaChoice
  /** The photo whose cut-out is the subject layer ('authentic'), or the first sent ('likeness'). */
  photoId: string
  /** 'authentic': the cut-out (PNG with alpha) that becomes every variant's subject layer. */
  cutout: Buffer | null
  /** 'likeness': the originals, re-encoded as JPEG, for the model's multi-image input. */
  likeness: Buffer[]
}

/**
 * The persona's cut-out for the live preview, framed as the run will frame it: null when it has no
 * photo (or its file is gone).
 */
export async function personaCutout(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  userId: string,
  personaId: string,
  framing: PersonaFraming,
): Promise<Buffer | null> {
  const persona = await personaForRun(deps.db, userId, personaId)
  if (!persona) throw new AppError('PERSONA_NOT_FOUND', generatorMessages.personaNotFound)
  const first = persona.photos[0]
  const cutout = first ? await deps.files.get(first.cutoutKey) : null
  return cutout ? (await deps.images.run({ key: userId }, 'personaFrame', cutout, framing)).png : null
}

/**
 * Checks the persona a run asks for and reads its pixels, before anything is spent: another
 * user's (or a deleted one) is 404, one without photos 400, 'likeness' offline 409. The bytes are
 * copied under the run's own keys afterwards, so the run (and every free re-edit of it) no longer
 * needs the persona.
 */
export async function preparePersona(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  userId: string,
  choice: PersonaChoice,
  provider: string,
): Promise<PersonaRun> {
  const persona = await personaForRun(deps.db, userId, choice.id)
  if (!persona) throw new AppError('PERSONA_NOT_FOUND', generatorMessages.personaNotFound)
  const first = persona.photos[0]
  if (!first) throw new AppError('VALIDATION', generatorMessages.personaHasNoPhotos)
  if (choice.mode === 'likeness') {
    if (provider === 'offline') {
      throw new AppError('LIKENESS_NEEDS_GEMINI', generatorMessages.likenessNeedsGemini)
    }
    const likeness: Buffer[] = []
    for (const photo of persona.photos.slice(0, LIKENESS_PHOTOS_MAX)) {
      const original = await deps.files.get(photo.originalKey)
      // Decoded and re-encoded on an image thread: the model gets plain JPEG, whatever was stored.
      if (original) likeness.push(await deps.images.run({ key: userId }, 'toJpeg', original))
    }
    if (likeness.length === 0) throw new AppError('VALIDATION', generatorMessages.personaHasNoPhotos)
    return { choice, photoId: first.id, cutout: null, likeness }
  }
  const stored = await deps.files.get(first.cutoutKey)
  if (!stored) throw new AppError('VALIDATION', generatorMessages.personaHasNoPhotos)
  // Framed once here: the framed cut-out is the run's subject layer, so re-edits keep the framing.
  const cutout = (await deps.images.run({ key: userId }, 'personaFrame', stored, choice.framing)).png
  return { choice, photoId: first.id, cutout, likeness: [] }
}

/**
 * The persona's pixels under the run's own keys, for acceptRun to store (and remove if the run
 * is not accepted): the cut-out as each image's subject layer, so neither the run nor a later free
 * re-edit needs the persona, which the creator may delete at any time; the likeness photos beside
 * the run for its workers, whose keys the jobs carry.
 */
export function personaRunFiles(userId: string, batchId: string, imageIds: string[], persona: PersonaRun) {
  const cutout = persona.cutout
  const subjectLayers = cutout
    ? imageIds.map((id) => ({ key: subjectKey(userId, id, 'persona'), bytes: cutout, keep: true }))
    : []
  const likeness = persona.likeness.map((bytes, n) => ({ key: likenessKey(userId, batchId, n), bytes }))
  return { files: [...subjectLayers, ...likeness], likenessKeys: likeness.map((file) => file.key) }
}
