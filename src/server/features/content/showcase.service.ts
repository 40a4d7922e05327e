import { and, asc, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm'
import {
  showcaseMessages as m,
  type ShowcaseCandidate,
  type ShowcaseConsentView,
  type ShowcaseImage,
  type ShowcaseList,
} from '#shared/content/showcase.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { Db } from '../../db/client.ts'
import { generations, showcaseItems, showcaseState, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import {
  deleteShowcaseCopies,
  showcaseImageKey,
  showcaseUrls,
  storeShowcaseCopies,
} from './showcase-files.ts'

type Item = typeof showcaseItems.$inferSelect

function toImage(item: Item): ShowcaseImage {
  return {
    id: item.id,
    title: item.title,
    width: item.width,
    height: item.height,
    ...showcaseUrls(item.imageKey),
    source: item.seedKey ? 'seed' : 'gallery',
  }
}

/** GET /api/showcase: ready once the first-start thumbnails were drawn, or anything was added. */
export async function listShowcase(db: Db): Promise<ShowcaseList> {
  const items = await db
    .select()
    .from(showcaseItems)
    .orderBy(asc(showcaseItems.position), asc(showcaseItems.createdAt))
  const [state] = await db.select({ seededAt: showcaseState.seededAt }).from(showcaseState)
  return { ready: Boolean(state?.seededAt) || items.length > 0, items: items.map(toImage) }
}

/** Finished results whose creator allowed them and that are not shown yet, newest first (admin). */
export async function listShowcaseCandidates(db: Db): Promise<{ items: ShowcaseCandidate[] }> {
  const rows = await db
    .select({
      id: generations.id,
      params: generations.params,
      createdAt: generations.createdAt,
      name: users.name,
    })
    .from(generations)
    .innerJoin(users, eq(users.id, generations.userId))
    .leftJoin(showcaseItems, eq(showcaseItems.generationId, generations.id))
    .where(
      and(
        isNotNull(generations.showcaseConsentAt),
        eq(generations.status, 'succeeded'),
        isNotNull(generations.compositeKey),
        isNull(showcaseItems.id),
      ),
    )
    .orderBy(desc(generations.showcaseConsentAt))
    .limit(60)
  return {
    items: rows.map((row) => ({
      generationId: row.id,
      title: row.params.textOverlay.title,
      creatorName: row.name,
      createdAt: row.createdAt.toISOString(),
      imageUrl: `/api/showcase/candidates/${row.id}/image`,
    })),
  }
}

/** A consented, finished result's composite key; 404 when there is none, 409 without consent. */
async function consentedComposite(db: Db, generationId: string) {
  const [row] = await db
    .select({
      compositeKey: generations.compositeKey,
      consent: generations.showcaseConsentAt,
      title: sql<string>`${generations.params}->'textOverlay'->>'title'`,
    })
    .from(generations)
    .where(and(eq(generations.id, generationId), eq(generations.status, 'succeeded')))
  if (!row?.compositeKey) throw new AppError('NOT_FOUND', m.generationNotFound)
  if (!row.consent) throw new AppError('CONFLICT', m.consentRequired)
  return { compositeKey: row.compositeKey, title: row.title ?? '' }
}

/** The admin's preview of a candidate: its composite, only while its creator allows it. */
export async function readCandidateImage(deps: Pick<AppDeps, 'db' | 'files'>, generationId: string) {
  const { compositeKey } = await consentedComposite(deps.db, generationId)
  const bytes = await deps.files.get(compositeKey)
  if (!bytes) throw new AppError('NOT_FOUND', m.generationNotFound)
  return { bytes, mimeType: compositeKey.endsWith('.png') ? 'image/png' : 'image/jpeg' }
}

/**
 * Adds a creator's result (admin). The copies are cut first; the row is written only if the consent
 * still holds when the transaction locks the generation, so a revocation in between wins.
 */
export async function addShowcaseItem(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  generationId: string,
): Promise<ShowcaseImage> {
  const { compositeKey, title } = await consentedComposite(deps.db, generationId)
  const [existing] = await deps.db
    .select({ id: showcaseItems.id })
    .from(showcaseItems)
    .where(eq(showcaseItems.generationId, generationId))
  if (existing) throw new AppError('CONFLICT', m.alreadyShown)
  const bytes = await deps.files.get(compositeKey)
  if (!bytes) throw new AppError('NOT_FOUND', m.generationNotFound)
  const imageKey = showcaseImageKey(generationId)
  await storeShowcaseCopies(deps, imageKey, bytes)
  const meta = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        consent: generations.showcaseConsentAt,
        width: generations.width,
        height: generations.height,
      })
      .from(generations)
      .where(eq(generations.id, generationId))
      .for('update')
    if (!locked?.consent) return null
    const [last] = await tx.select({ position: max(showcaseItems.position) }).from(showcaseItems)
    const [row] = await tx
      .insert(showcaseItems)
      .values({
        generationId,
        imageKey,
        title,
        width: locked.width ?? 1280,
        height: locked.height ?? 720,
        position: (last?.position ?? 0) + 1,
      })
      .onConflictDoNothing()
      .returning()
    return row ?? 'taken'
  })
  if (meta === 'taken') throw new AppError('CONFLICT', m.alreadyShown)
  if (!meta) {
    await deleteShowcaseCopies(deps, imageKey)
    throw new AppError('CONFLICT', m.consentRequired)
  }
  noteAuditChange({
    entityType: 'showcase-item',
    entityId: meta.id,
    before: null,
    after: { generationId, title },
  })
  return toImage(meta)
}

/** Removes an entry (admin): a seeded one too, for good (it is never drawn again). */
export async function removeShowcaseItem(deps: Pick<AppDeps, 'db' | 'files'>, id: string): Promise<void> {
  const [row] = await deps.db.delete(showcaseItems).where(eq(showcaseItems.id, id)).returning()
  if (!row) throw new AppError('NOT_FOUND', m.notFound)
  await deleteShowcaseCopies(deps, row.imageKey)
  noteAuditChange({
    entityType: 'showcase-item',
    entityId: row.id,
    before: { title: row.title },
    after: null,
  })
}

/**
 * The creator's switch on their result card. Someone else's generation answers 404. Revoking
 * takes the result out of the showcase in the same transaction; its copies are deleted after.
 * Answers whether the showcase changed, so the caller drops its cached answer only then.
 */
export async function setShowcaseConsent(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: string,
  generationId: string,
  allowed: boolean,
): Promise<{ view: ShowcaseConsentView; showcaseChanged: boolean }> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(generations)
      .set({ showcaseConsentAt: allowed ? sql`coalesce(${generations.showcaseConsentAt}, now())` : null })
      .where(
        and(
          eq(generations.id, generationId),
          eq(generations.userId, userId),
          eq(generations.status, 'succeeded'),
        ),
      )
      .returning({ id: generations.id })
    if (!row) throw new AppError('NOT_FOUND', m.generationNotFound)
    if (allowed) return []
    return tx.delete(showcaseItems).where(eq(showcaseItems.generationId, generationId)).returning()
  })
  for (const item of removed) await deleteShowcaseCopies(deps, item.imageKey)
  return {
    view: { generationId, allowed, message: allowed ? m.allowed : m.revoked },
    showcaseChanged: removed.length > 0,
  }
}
