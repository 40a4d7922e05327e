/** Thumbnail tests as stored: the caller's own, their timeline, and the clock a test runs on. */
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { youtubeChannels, youtubeTestEvents, youtubeTests } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import type { ChannelRow } from './channel-rows.ts'
import { makeRotation, type RotationTest } from './rotation.ts'

export type TestRow = typeof youtubeTests.$inferSelect
export type TestEventKind = (typeof youtubeTestEvents.$inferInsert)['kind']

export const LABELS = ['A', 'B', 'C'] as const
export const labelOf = (variant: number) => LABELS[variant] ?? String(variant + 1)

export const rotationOf = (test: Pick<TestRow, 'startDate' | 'lengthDays' | 'generationIds'>): RotationTest =>
  makeRotation({
    startDate: test.startDate,
    lengthDays: test.lengthDays,
    variantCount: test.generationIds.length,
  })

/** The instant a test lives at: real time, or the simulated channel's clock run ahead. */
export const clockOf = (channel: Pick<ChannelRow, 'clockOffsetMs'>, now = new Date()) =>
  new Date(now.getTime() + channel.clockOffsetMs)

/** The caller's own test with its channel; anyone else's, an admin's included, is 404. */
export async function ownedTest(db: Db, userId: string, testId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(testId)) throw notFound('Test')
  const [found] = await db
    .select({ test: youtubeTests, channel: youtubeChannels })
    .from(youtubeTests)
    .innerJoin(youtubeChannels, eq(youtubeChannels.id, youtubeTests.channelRowId))
    .where(and(eq(youtubeTests.id, testId), eq(youtubeTests.userId, userId)))
  if (!found) throw notFound('Test')
  return found
}

/**
 * Adds a timeline entry. An error that repeats the last entry word for word is not added again: a
 * slot retried every minute while YouTube refuses would otherwise bury the timeline.
 */
export async function addEvent(
  db: Db,
  testId: string,
  event: { kind: TestEventKind; text: string; variant?: number | null; slot?: number | null; at: Date },
) {
  if (event.kind === 'error') {
    const [last] = await db
      .select({ kind: youtubeTestEvents.kind, text: youtubeTestEvents.text })
      .from(youtubeTestEvents)
      .where(eq(youtubeTestEvents.testId, testId))
      .orderBy(desc(youtubeTestEvents.at))
      .limit(1)
    if (last?.kind === 'error' && last.text === event.text) return
  }
  await db.insert(youtubeTestEvents).values({
    testId,
    kind: event.kind,
    text: event.text,
    variant: event.variant ?? null,
    slot: event.slot ?? null,
    at: event.at,
  })
}
