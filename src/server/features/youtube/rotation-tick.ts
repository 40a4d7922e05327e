/**
 * What a thumbnail test does when its clock moves (issue 30, item 5): the change each Pacific day
 * is due, and the ending. Every instance and worker may run this at once: a slot is taken by moving
 * `last_slot` forward in one conditional update, and the ending by moving `status` on, so exactly
 * one of them sets each slot's thumbnail (decision 058). A missed slot is caught up once
 * (rotation.ts), never replayed. If YouTube refuses, the slot is given back and tried again on the
 * next tick; if the process dies holding it, another tick takes it once the claim's lease is over.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { youtubeTests, youtubeThumbnailChanges } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { crashPoint } from '../../lib/crash-point.ts'
import { callChannel, type YoutubeContext } from './channel-call.ts'
import type { ChannelRow } from './channel-rows.ts'
import { type GenerationImageReader, restoreOriginal } from './publish.service.ts'
import { type DueAction, dueAction, slotStart } from './rotation.ts'
import { testResult } from './test-result.ts'
import { addEvent, labelOf, rotationOf, type TestRow } from './thumbnail-test-rows.ts'
import { CALL_QUOTA_UNITS } from './youtube-port.ts'

const reasonOf = (error: unknown) => (error instanceof AppError ? error.message : 'Something went wrong.')

async function setVariant(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  test: TestRow,
  channel: ChannelRow,
  variant: number,
) {
  const generationId = test.generationIds[variant] ?? ''
  const image = await readImage(test.userId, generationId)
  await callChannel(ctx, channel, CALL_QUOTA_UNITS.setThumbnail, (port, tokens) =>
    port.setThumbnail(tokens, test.videoId, image),
  )
  await ctx.db
    .insert(youtubeThumbnailChanges)
    .values({ channelRowId: channel.id, videoId: test.videoId, kind: 'publish', generationId })
  ctx.uploads.forget(channel.id)
}

async function takeSlot(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  test: TestRow,
  channel: ChannelRow,
  due: Extract<DueAction, { kind: 'set-variant' }>,
  now: Date,
) {
  const leaseEnded = new Date(Date.now() - ctx.claimLeaseMs)
  const [taken] = await ctx.db
    .update(youtubeTests)
    .set({ claimedSlot: due.slot, claimedAt: new Date() })
    .where(
      and(
        eq(youtubeTests.id, test.id),
        eq(youtubeTests.status, 'running'),
        or(isNull(youtubeTests.lastSlot), lt(youtubeTests.lastSlot, due.slot)),
        or(
          isNull(youtubeTests.claimedSlot),
          lt(youtubeTests.claimedSlot, due.slot),
          and(eq(youtubeTests.claimedSlot, due.slot), lt(youtubeTests.claimedAt, leaseEnded)),
        ),
      ),
    )
    .returning({ id: youtubeTests.id })
  if (!taken) return
  // A kill here leaves the slot claimed and unset: another tick takes it once the lease has passed.
  crashPoint('rotation:after-claim')
  try {
    await setVariant(ctx, readImage, test, channel, due.variant)
  } catch (error) {
    // Given back at once; the next tick tries the slot again.
    await ctx.db
      .update(youtubeTests)
      .set({ claimedAt: new Date(0) })
      .where(and(eq(youtubeTests.id, test.id), eq(youtubeTests.claimedSlot, due.slot)))
    const text = `Could not put thumbnail ${labelOf(due.variant)} live: ${reasonOf(error)} Trying again shortly.`
    await addEvent(ctx.db, test.id, { kind: 'error', text, variant: due.variant, slot: due.slot, at: now })
    return
  }
  await ctx.db
    .update(youtubeTests)
    .set({ lastSlot: due.slot })
    .where(
      and(
        eq(youtubeTests.id, test.id),
        or(isNull(youtubeTests.lastSlot), lt(youtubeTests.lastSlot, due.slot)),
      ),
    )
  const rotation = rotationOf(test)
  for (const slot of due.missedSlots) {
    await addEvent(ctx.db, test.id, {
      kind: 'missed',
      text: `Day ${slot + 1} passed while the shop was not running; it is not replayed.`,
      slot,
      at: now,
    })
  }
  // The first day starts whenever the creator starts the test: only a later change can be late.
  const late = due.slot > 0 && now.getTime() - slotStart(rotation, due.slot).getTime() > 60 * 60_000
  await addEvent(ctx.db, test.id, {
    kind: 'change',
    text: `Thumbnail ${labelOf(due.variant)} is live for day ${due.slot + 1} of ${test.lengthDays}${late ? ' (caught up late)' : ''}.`,
    variant: due.variant,
    slot: due.slot,
    at: now,
  })
}

/**
 * Where an ended test leaves the video: the winner live, or the original back. Until that works
 * (YouTube may refuse for a while) `outcome` stays empty and the next tick tries again.
 */
export async function settleOutcome(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  test: TestRow,
  channel: ChannelRow,
  now: Date,
) {
  const result = test.status === 'finished' ? await testResult(ctx.db, test) : undefined
  const winner = result?.verdict.kind === 'winner' ? result.verdict.winner : null
  try {
    if (winner !== null) await setVariant(ctx, readImage, test, channel, winner)
    else await restoreOriginal(ctx, test.userId, { channelRowId: channel.id, videoId: test.videoId })
  } catch (error) {
    // Nothing kept to restore means the original is back already.
    const nothingToRestore = error instanceof AppError && error.code === 'CONFLICT'
    if (!nothingToRestore) {
      const text = `Could not ${winner === null ? 'put the original back' : `set the winner, ${labelOf(winner)}`}: ${reasonOf(error)} Trying again shortly.`
      await addEvent(ctx.db, test.id, { kind: 'error', text, at: now })
      return
    }
  }
  const [settled] = await ctx.db
    .update(youtubeTests)
    .set({ outcome: winner === null ? 'original-restored' : 'winner-set', winner })
    .where(and(eq(youtubeTests.id, test.id), isNull(youtubeTests.outcome)))
    .returning({ id: youtubeTests.id })
  if (!settled) return
  const text =
    winner === null
      ? 'The original thumbnail is back on the video.'
      : `Thumbnail ${labelOf(winner)} won and stays on the video.`
  await addEvent(ctx.db, test.id, { kind: 'finish', text, variant: winner, at: now })
}

/** Runs whatever is due for one test at `now` (its channel's clock). */
export async function advanceTest(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  test: TestRow,
  channel: ChannelRow,
  now: Date,
) {
  if (test.status !== 'running') {
    if (test.outcome === null) await settleOutcome(ctx, readImage, test, channel, now)
    return
  }
  const due = dueAction(rotationOf(test), { lastSlot: test.lastSlot, finished: false }, now)
  if (due.kind === 'set-variant') return takeSlot(ctx, readImage, test, channel, due, now)
  if (due.kind !== 'finish') return
  const [ended] = await ctx.db
    .update(youtubeTests)
    .set({ status: 'finished', endedAt: now })
    .where(and(eq(youtubeTests.id, test.id), eq(youtubeTests.status, 'running')))
    .returning()
  if (ended) await settleOutcome(ctx, readImage, ended, channel, now)
}
