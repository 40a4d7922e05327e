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
} from '#shared/schemas/generator.ts'
import type { Db } from '../../db/client.ts'
import { generations } from '../../db/schema.ts'
import type { AppDeps } from '../../deps.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'
import { maskKey } from './edit.service.ts'
import { type GenerationRow, toGenerationView } from './generation-view.ts'
import { subjectSourceFor } from './layer-sources.ts'
import { renderComposite, subjectKey } from './render.ts'

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

export async function readGenerationImage(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, id: string) {
  const row = await ownRow(deps.db, userId, id)
  const bytes = row.compositeKey ? await deps.files.get(row.compositeKey) : null
  if (!bytes || !row.mimeType) throw notFound('Image')
  return { bytes, mimeType: row.mimeType, downloadName: toGenerationView(row).downloadName }
}

/**
 * New text, overlay or layout over the stored background and subject: no provider call and no
 * credit. A layout of the other aspect (a 16:9 layout for a Shorts cover) is refused with 400.
 */
export async function patchGeneration(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  id: string,
  patch: GenerationPatch,
): Promise<Generation> {
  const row = await ownRow(deps.db, userId, id)
  if (row.status !== 'succeeded' || !row.backgroundKey) {
    throw new AppError('CONFLICT', 'Only a finished thumbnail can be edited.')
  }
  const current = row.params as unknown as GenerationParams
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
  const composite = await renderComposite(deps.files, {
    userId,
    id,
    background,
    params,
    previousKey: row.compositeKey,
    owner: { key: userId },
  })
  // An older row without a layout now records the one 'auto' chose for it.
  params.layout = composite.measures.layout
  // A new layout may give the stored subject a place, or take it away: the layers line follows.
  if (current.layers) params.layers = { ...current.layers, subject: subjectSourceFor(params) }
  const [updated] = await deps.db
    .update(generations)
    .set({ params, ...composite.stored })
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .returning()
  if (!updated) throw notFound('Generation')
  return toGenerationView(updated)
}

export async function deleteGeneration(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, id: string) {
  const row = await ownRow(deps.db, userId, id)
  if (row.status === 'pending') throw new AppError('CONFLICT', 'This thumbnail is still being generated.')
  await deps.db.delete(generations).where(and(eq(generations.id, id), eq(generations.userId, userId)))
  const { subject, edit } = row.params as unknown as GenerationParams
  const subjectFile = subject ? subjectKey(userId, id, subject) : null
  // An edited version's painted mask, kept to explain the request, goes with it.
  const maskFile = edit?.hasMask ? maskKey(userId, id) : null
  for (const key of [row.backgroundKey, row.compositeKey, subjectFile, maskFile])
    if (key) await deps.files.delete(key)
  return { message: generatorMessages.deleted }
}
