import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import {
  type GenerationVersion,
  type GenerationVersionList,
  VERSIONS_KEPT,
  versionMessages,
} from '#shared/generator/generation-versions.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { Db } from '../../db/client.ts'
import { generations, generationVersions } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { GenerationRow } from './generation-view.ts'

type VersionRow = typeof generationVersions.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What a re-edit rendered: the columns the generation row takes when it becomes current. */
export type RenderedVersion = Pick<
  GenerationRow,
  'params' | 'compositeKey' | 'mimeType' | 'width' | 'height' | 'bytes' | 'prepublishCheck'
>

/**
 * A re-edit's file name: its own, never the generation's, so no version's file is overwritten.
 * Random rather than numbered, because the number is only taken when the version is recorded.
 */
export const versionFileName = (id: string) => `${id}-v${randomUUID().slice(0, 8)}`

const ownGeneration = (userId: string, id: string) =>
  and(eq(generations.id, id), eq(generations.userId, userId))

const versionsOf = (db: Db | Tx, id: string) =>
  db
    .select()
    .from(generationVersions)
    .where(eq(generationVersions.generationId, id))
    .orderBy(asc(generationVersions.number))

/** The generation's current state as a version row's columns. */
function currentAsVersion(row: GenerationRow, number: number) {
  if (!row.compositeKey || !row.mimeType || row.width === null || row.height === null)
    throw new AppError('CONFLICT', 'Only a finished thumbnail can be edited.')
  return {
    generationId: row.id,
    number,
    params: row.params,
    compositeKey: row.compositeKey,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    bytes: row.bytes ?? 0,
    prepublishCheck: row.prepublishCheck,
  }
}

/**
 * Makes a rendered re-edit the generation's current image and keeps it as the next version. The
 * image it replaces is kept too: a generation never edited before (or changed by a path that keeps
 * no versions) has its current image recorded first. Past VERSIONS_KEPT the oldest versions go,
 * never the current one; their files are deleted once the rows are. The row is locked meanwhile, so
 * two edits at once take two numbers.
 */
export async function recordVersion(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  id: string,
  rendered: RenderedVersion,
): Promise<GenerationRow> {
  let result: { row: GenerationRow; dropped: string[] }
  try {
    result = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(generations).where(ownGeneration(userId, id)).for('update')
      if (!row) throw notFound('Generation')
      const kept = await versionsOf(tx, id)
      let next = (kept.at(-1)?.number ?? 0) + 1
      if (!kept.some((version) => version.compositeKey === row.compositeKey)) {
        kept.push(
          (
            await tx.insert(generationVersions).values(currentAsVersion(row, next)).returning()
          )[0] as VersionRow,
        )
        next += 1
      }
      // The new version is the newest, so the oldest go: never the current one.
      const dropped = kept.slice(0, Math.max(0, kept.length + 1 - VERSIONS_KEPT))
      const versionCount = kept.length + 1 - dropped.length
      const [updated] = await tx
        .update(generations)
        .set({ ...rendered, versionCount })
        .where(ownGeneration(userId, id))
        .returning()
      if (!updated) throw notFound('Generation')
      await tx.insert(generationVersions).values(currentAsVersion(updated, next))
      for (const version of dropped)
        await tx.delete(generationVersions).where(eq(generationVersions.id, version.id))
      return { row: updated, dropped: dropped.map((version) => version.compositeKey) }
    })
  } catch (error) {
    // Nothing recorded it: the rendered file would belong to no one.
    if (rendered.compositeKey) await deps.files.delete(rendered.compositeKey)
    throw error
  }
  for (const key of result.dropped) await deps.files.delete(key)
  return result.row
}

async function ownRow(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(generations).where(ownGeneration(userId, id))
  if (!row) throw notFound('Generation')
  return row
}

function toVersionView(row: GenerationRow, version: VersionRow, imageUrl: string): GenerationVersion {
  const params = version.params as { textOverlay?: { title?: string } }
  return {
    number: version.number,
    createdAt: version.createdAt.toISOString(),
    current: version.compositeKey === row.compositeKey,
    imageUrl,
    title: params.textOverlay?.title ?? '',
    width: version.width,
    height: version.height,
    check: (version.prepublishCheck as PrepublishCheck | null) ?? null,
  }
}

/**
 * The versions, oldest first. A thumbnail whose current image is not among them (never re-edited)
 * lists it as the newest, served from the thumbnail's own image URL, without writing anything.
 */
export async function listVersions(db: Db, userId: string, id: string): Promise<GenerationVersionList> {
  const row = await ownRow(db, userId, id)
  if (row.status !== 'succeeded' || !row.compositeKey) return { items: [], limit: VERSIONS_KEPT }
  const kept = await versionsOf(db, id)
  const items = kept.map((version) =>
    toVersionView(row, version, `/api/generations/${id}/versions/${version.number}/image`),
  )
  if (!items.some((item) => item.current)) {
    const number = (kept.at(-1)?.number ?? 0) + 1
    const current = { ...currentAsVersion(row, number), id: '', createdAt: row.completedAt ?? row.createdAt }
    items.push(toVersionView(row, current, `/api/generations/${id}/image`))
  }
  return { items, limit: VERSIONS_KEPT }
}

async function ownVersion(db: Db, userId: string, id: string, number: number) {
  const row = await ownRow(db, userId, id)
  const [version] = await db
    .select()
    .from(generationVersions)
    .where(and(eq(generationVersions.generationId, id), eq(generationVersions.number, number)))
  if (!version) throw new AppError('NOT_FOUND', versionMessages.notFound)
  return { row, version }
}

export async function readVersionImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  id: string,
  number: number,
) {
  const { version } = await ownVersion(deps.db, userId, id, number)
  const bytes = await deps.files.get(version.compositeKey)
  if (!bytes) throw notFound('Image')
  return { bytes, mimeType: version.mimeType }
}

/**
 * Makes a kept version the current image again: its params, file and check go back on the
 * generation row. Nothing is rendered or dropped, so every version stays where it was.
 */
export async function restoreVersion(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  id: string,
  number: number,
): Promise<GenerationRow> {
  const { row, version } = await ownVersion(deps.db, userId, id, number)
  if (version.compositeKey === row.compositeKey) return row
  const [updated] = await deps.db
    .update(generations)
    .set({
      params: version.params,
      compositeKey: version.compositeKey,
      mimeType: version.mimeType,
      width: version.width,
      height: version.height,
      bytes: version.bytes,
      prepublishCheck: version.prepublishCheck,
    })
    .where(ownGeneration(userId, id))
    .returning()
  if (!updated) throw notFound('Generation')
  return updated
}

/** Every version's file, for deleting a generation; the rows go with it (ON DELETE CASCADE). */
export async function versionFileKeys(db: Db, id: string): Promise<string[]> {
  return (await versionsOf(db, id)).map((version) => version.compositeKey)
}
