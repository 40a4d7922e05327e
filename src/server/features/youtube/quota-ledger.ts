/**
 * The day's Data API units as the shop has spent them (youtube_quota_use), per Pacific day: for the
 * project (Google's, or the simulated channel's own) and for each creator. A call reserves its units
 * before it goes out, under the rows' locks, so two creators' calls cannot both take the last units;
 * Google counts a failed call too, so a reservation is never given back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  type AdminYoutubeInput,
  YOUTUBE_DEFAULT_CREATOR_SHARE,
  type YoutubeSource,
} from '#shared/youtube/schemas.ts'
import type { Db } from '../../db/client.ts'
import { youtubeQuotaUse, youtubeSettings } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { canSpend, DEFAULT_DAILY_QUOTA, quotaDayKey } from './quota.ts'

const SETTINGS_ID = 'default'

export interface QuotaSettings {
  dailyQuota: number
  creatorSharePercent: number
}

export async function loadQuotaSettings(db: Db): Promise<QuotaSettings> {
  const [row] = await db.select().from(youtubeSettings).where(eq(youtubeSettings.id, SETTINGS_ID))
  return {
    dailyQuota: row?.dailyQuota ?? DEFAULT_DAILY_QUOTA,
    creatorSharePercent: row?.creatorSharePercent ?? YOUTUBE_DEFAULT_CREATOR_SHARE,
  }
}

export async function saveQuotaSettings(db: Db, input: AdminYoutubeInput): Promise<void> {
  const before = await loadQuotaSettings(db)
  noteAuditChange({ entityId: SETTINGS_ID, before: { ...before }, after: { ...input } })
  const values = { ...input, updatedAt: new Date() }
  await db
    .insert(youtubeSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: youtubeSettings.id, set: values })
}

const projectScope = (source: YoutubeSource) => source
const creatorScope = (userId: string) => `user:${userId}`

/** Units the project has spent today (Admin › Settings › YouTube shows Google's). */
export async function unitsUsedToday(db: Db, source: YoutubeSource, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ units: youtubeQuotaUse.units })
    .from(youtubeQuotaUse)
    .where(and(eq(youtubeQuotaUse.day, quotaDayKey(now)), eq(youtubeQuotaUse.scope, projectScope(source))))
  return row?.units ?? 0
}

/**
 * Reserves `units` for one call of `userId`'s, or refuses with 429 and words that say whose limit it
 * is and when it resets. The simulated channel counts the same way against a project of its own, so
 * its refusals can be tried without touching the real project's day.
 */
export async function reserveUnits(
  db: Db,
  call: { source: YoutubeSource; userId: string; units: number; now?: Date },
): Promise<void> {
  if (call.units <= 0) return
  const now = call.now ?? new Date()
  const day = quotaDayKey(now)
  const settings = await loadQuotaSettings(db)
  const scopes = [projectScope(call.source), creatorScope(call.userId)]
  await db.transaction(async (tx) => {
    // Rows first, so both can be locked; then the decision on what the locks hold.
    await tx
      .insert(youtubeQuotaUse)
      .values(scopes.map((scope) => ({ day, scope, units: 0 })))
      .onConflictDoNothing()
    const rows = await tx
      .select()
      .from(youtubeQuotaUse)
      .where(and(eq(youtubeQuotaUse.day, day), inArray(youtubeQuotaUse.scope, scopes)))
      .orderBy(youtubeQuotaUse.scope)
      .for('update')
    const used = (scope: string) => rows.find((row) => row.scope === scope)?.units ?? 0
    const decision = canSpend({
      now,
      cost: call.units,
      projectUsedToday: used(scopes[0] ?? ''),
      dailyLimit: settings.dailyQuota,
      creator: { usedToday: used(scopes[1] ?? ''), share: settings.creatorSharePercent / 100 },
    })
    if (!decision.ok) throw new AppError('YOUTUBE_QUOTA', decision.message)
    await tx
      .update(youtubeQuotaUse)
      .set({ units: sql`${youtubeQuotaUse.units} + ${call.units}` })
      .where(and(eq(youtubeQuotaUse.day, day), inArray(youtubeQuotaUse.scope, scopes)))
  })
}

/**
 * Units a call spent beyond its reservation (a call retried after a refreshed token counts twice):
 * recorded without a check, since Google has counted them already.
 */
export async function recordExtraUnits(
  db: Db,
  call: { source: YoutubeSource; userId: string; units: number; now?: Date },
): Promise<void> {
  if (call.units <= 0) return
  const day = quotaDayKey(call.now ?? new Date())
  for (const scope of [projectScope(call.source), creatorScope(call.userId)]) {
    await db
      .insert(youtubeQuotaUse)
      .values({ day, scope, units: call.units })
      .onConflictDoUpdate({
        target: [youtubeQuotaUse.day, youtubeQuotaUse.scope],
        set: { units: sql`${youtubeQuotaUse.units} + ${call.units}` },
      })
  }
}
