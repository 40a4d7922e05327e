import { and, desc, eq } from 'drizzle-orm'
import { aspectOf, generatorMessages } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import {
  type Generation,
  type GenerationList,
  type GenerationParams,
  type GenerationPatch,
  overlaySchema,
  textOverlaySchema,
} from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { Db } from '../../db/client.ts'
import { generations } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'
import { maskKey } from './edit.service.ts'
import { type GenerationRow, toGenerationView } from './generation-view.ts'
import { subjectSourceFor } from './layer-sources.ts'
import { renderComposite, subjectKey } from './render.ts'
import { recordVersion, versionFileKeys, versionFileName } from './versions.service.ts'

/** Ownership is part of every WHERE: another user's generation is simply not found. */
async function ownRow(db: Db, userId: string, id: string): Promise<GenerationRow> {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
  if (!row) throw notFound('Generation')
  return row
}

export async function listGenerations(
  db: Db,
  userId: string,
  query: { page: number; pageSize: number },
): Promise<GenerationList> {
  const offset = pageOffset(query)
  const rows = await db
    .select()
    .from(generations)
    .where(eq(generations.userId, userId))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(query.pageSize)
    .offset(offset)
  const counted = await cappedCount(db, generations, eq(generations.userId, userId))
  return {
    items: rows.map(toGenerationView),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function getGeneration(db: Db, userId: string, id: string): Promise<Generation> {
  return toGenerationView(await ownRow(db, userId, id))
}

/**
 * New text, overlay or layout over the stored background and subject: no provider call and no
 * credit. Each one is a new version; the one it replaces is kept (versions.service.ts). A layout of
 * the other aspect (a 16:9 layout for a Shorts cover) is refused with 400.
 */
export async function patchGeneration(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  userId: string,
  id: string,
  patch: GenerationPatch,
): Promise<Generation> {
  const { row, params, background } = await editedState(deps, userId, id, patch)
  const composite = await renderComposite(deps, {
    userId,
    id,
    background,
    params,
    fileName: versionFileName(id),
    owner: { key: userId },
  })
  // An older row without a layout now records the one 'auto' chose for it.
  params.layout = composite.measures.layout
  // A new layout may give the stored subject a place, or take it away: the layers line follows.
  const current = row.params
  if (current.layers) params.layers = { ...current.layers, subject: subjectSourceFor(params) }
  return toGenerationView(await recordVersion(deps, userId, id, { params, ...composite.stored }))
}

/**
 * The owner's finished row, the params a patch gives it and its stored background: what a re-edit
 * and its live preview both draw from. Refuses what a re-edit refuses.
 */
export async function editedState(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  id: string,
  patch: GenerationPatch,
) {
  const row = await ownRow(deps.db, userId, id)
  if (row.status !== 'succeeded' || !row.backgroundKey) {
    throw new AppError('CONFLICT', 'Only a finished thumbnail can be edited.')
  }
  const current = row.params
  if (patch.layout && layoutById(patch.layout).aspect !== aspectOf(current.output.size)) {
    throw new AppError('VALIDATION', generatorMessages.layoutWrongAspect)
  }
  if (current.textMode === 'ai' && patch.textOverlay) {
    throw new AppError('CONFLICT', generatorMessages.aiTextNotEditable)
  }
  const background = await deps.files.get(row.backgroundKey)
  if (!background) throw notFound('Background')
  const params: GenerationParams = {
    ...current,
    textOverlay: textOverlaySchema.parse({ ...current.textOverlay, ...patch.textOverlay }),
    overlay: overlaySchema.parse({ ...current.overlay, ...patch.overlay }),
    ...(patch.layout ? { layout: patch.layout } : {}),
  }
  // A layout the creator picks is theirs: a right-to-left title no longer mirrors it.
  if (patch.layout) delete params.autoLayout
  return { row, params, background }
}

export async function deleteGeneration(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, id: string) {
  const row = await ownRow(deps.db, userId, id)
  if (row.status === 'pending') throw new AppError('CONFLICT', 'This thumbnail is still being generated.')
  // Read before the rows go with the generation (ON DELETE CASCADE).
  const versionFiles = await versionFileKeys(deps.db, id)
  await deps.db.delete(generations).where(and(eq(generations.id, id), eq(generations.userId, userId)))
  const { subject, edit } = row.params
  const subjectFile = subject ? subjectKey(userId, id, subject) : null
  // An edited version's painted mask, kept to explain the request, goes with it.
  const maskFile = edit?.hasMask ? maskKey(userId, id) : null
  for (const key of new Set([row.backgroundKey, row.compositeKey, subjectFile, maskFile, ...versionFiles]))
    if (key) await deps.files.delete(key)
  return { message: generatorMessages.deleted }
}
