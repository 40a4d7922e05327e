/** Starting, stopping and skipping a thumbnail test, and running every test's due work. */
import { and, eq, gt, isNull, or } from 'drizzle-orm'
import {
  type ThumbnailTestBody,
  thumbnailTestBodySchema,
  thumbnailTestMessages,
} from '#shared/youtube/thumbnail-tests.ts'
import { youtubeChannels, youtubeTests } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { callChannel, type YoutubeContext } from './channel-call.ts'
import { type ChannelRow, ownedChannel } from './channel-rows.ts'
import { pacificDateOf } from './pacific-day.ts'
import { type GenerationImageReader, keepOriginal } from './publish.service.ts'
import { nextChangeAt } from './rotation.ts'
import { advanceTest } from './rotation-tick.ts'
import { testEligibility } from './simulated-videos.ts'
import { fetchTestFigures, figuresDue } from './test-figures.ts'
import { addEvent, clockOf, ownedTest, rotationOf, type TestRow } from './thumbnail-test-rows.ts'
import { isShortVideo } from './videos.service.ts'
import { YOUTUBE_MESSAGES } from './youtube-error.ts'
import { CALL_QUOTA_UNITS } from './youtube-port.ts'

const DAY_MS = 24 * 60 * 60_000
/** An ended test is looked at for this long after, while its last days' figures arrive. */
const FIGURES_AFTER_END_MS = 5 * DAY_MS

export async function startTest(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  userId: string,
  channelRowId: string,
  input: ThumbnailTestBody,
): Promise<TestRow> {
  const body = thumbnailTestBodySchema.parse(input)
  const channel = await ownedChannel(ctx.db, userId, channelRowId)
  // Each is the creator's own finished thumbnail (404 otherwise), checked before anything changes.
  for (const generationId of body.generationIds) await readImage(userId, generationId)
  const [running] = await ctx.db
    .select({ id: youtubeTests.id })
    .from(youtubeTests)
    .where(
      and(
        eq(youtubeTests.channelRowId, channel.id),
        eq(youtubeTests.videoId, body.videoId),
        eq(youtubeTests.status, 'running'),
      ),
    )
  if (running) throw new AppError('CONFLICT', thumbnailTestMessages.alreadyRunning)
  const [video] = await callChannel(ctx, channel, CALL_QUOTA_UNITS.getVideos, (port, tokens) =>
    port.getVideos(tokens, [body.videoId]),
  )
  if (!video) throw new AppError('YOUTUBE_VIDEO_GONE', YOUTUBE_MESSAGES.videoGone)
  if (channel.customThumbnails === 'not-allowed') {
    throw new AppError('YOUTUBE_NOT_VERIFIED', YOUTUBE_MESSAGES.customThumbnails)
  }
  const eligibility = testEligibility({ privacyStatus: video.privacy, isShort: isShortVideo(video) })
  if (!eligibility.eligible) throw new AppError('CONFLICT', `${eligibility.reason}: it cannot be tested.`)
  // The creator's own thumbnail is copied before the first variant goes live, to restore at the end.
  await keepOriginal(ctx, channel, video)
  const now = clockOf(channel)
  const [test] = await ctx.db
    .insert(youtubeTests)
    .values({
      channelRowId: channel.id,
      userId,
      videoId: video.id,
      videoTitle: video.title,
      generationIds: body.generationIds,
      startDate: pacificDateOf(now),
      lengthDays: body.days,
    })
    .returning()
  if (!test) throw new Error('the test was not stored')
  await addEvent(ctx.db, test.id, {
    kind: 'start',
    text: `Test started: ${body.generationIds.length} thumbnails, one a day for ${body.days} days.`,
    at: now,
  })
  // The first slot is today's: its thumbnail goes live now, not at the next tick.
  await advanceTest(ctx, readImage, test, channel, now)
  return test
}

export async function stopTest(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  userId: string,
  testId: string,
) {
  const { test, channel } = await ownedTest(ctx.db, userId, testId)
  const now = clockOf(channel)
  const [stopped] = await ctx.db
    .update(youtubeTests)
    .set({ status: 'stopped', endedAt: now })
    .where(and(eq(youtubeTests.id, test.id), eq(youtubeTests.status, 'running')))
    .returning()
  if (!stopped) throw new AppError('CONFLICT', thumbnailTestMessages.notRunning)
  await addEvent(ctx.db, test.id, { kind: 'stop', text: 'Stopped by you.', at: now })
  await advanceTest(ctx, readImage, stopped, channel, now)
}

/**
 * The simulated channel's 'Skip a day': its clock runs a day further ahead, and whatever that day
 * brings (the next variant, the figures that have arrived, the end) happens now. A demo of a
 * 14-day test takes minutes, through the same code a real test runs.
 */
export async function skipDay(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  userId: string,
  testId: string,
) {
  const { test, channel } = await ownedTest(ctx.db, userId, testId)
  if (channel.source !== 'simulated') throw new AppError('CONFLICT', thumbnailTestMessages.skipOnlySimulated)
  if (test.status !== 'running') throw new AppError('CONFLICT', thumbnailTestMessages.notRunning)
  // To the start of the next day, not 24 hours on: the day's change then lands when its slot
  // begins, as a running shop's would, instead of hours into it (and read as caught up late).
  const now = clockOf(channel)
  const next = nextChangeAt(rotationOf(test), now) ?? new Date(now.getTime() + DAY_MS)
  const [moved] = await ctx.db
    .update(youtubeChannels)
    .set({ clockOffsetMs: channel.clockOffsetMs + Math.max(next.getTime() - now.getTime(), 0) })
    .where(eq(youtubeChannels.id, channel.id))
    .returning()
  if (!moved) return
  await addEvent(ctx.db, test.id, {
    kind: 'skip',
    text: 'Skipped ahead one day (simulated channel).',
    at: clockOf(moved),
  })
  await runTest(ctx, readImage, { ...test }, moved)
}

async function runTest(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  test: TestRow,
  channel: ChannelRow,
) {
  const now = clockOf(channel)
  // Figures first: an ending decides on every day that has arrived by now (decision 058), and the
  // verdict the test page then shows is the one the outcome followed.
  if (figuresDue(test, now)) {
    try {
      await fetchTestFigures(ctx, test, channel, now)
    } catch (error) {
      // A channel needing a reconnect says so on its card; the figures wait for it.
      if (!(error instanceof AppError)) throw error
    }
  }
  await advanceTest(ctx, readImage, test, channel, now)
}

/**
 * Every test with work to do: running ones, ended ones whose outcome is not settled yet or whose
 * last days' figures are still arriving. Safe on every instance at once (rotation-tick.ts).
 */
export async function runDueTests(ctx: YoutubeContext, readImage: GenerationImageReader) {
  const rows = await ctx.db
    .select({ test: youtubeTests, channel: youtubeChannels })
    .from(youtubeTests)
    .innerJoin(youtubeChannels, eq(youtubeChannels.id, youtubeTests.channelRowId))
    .where(
      or(
        eq(youtubeTests.status, 'running'),
        isNull(youtubeTests.outcome),
        gt(youtubeTests.endedAt, new Date(Date.now() - FIGURES_AFTER_END_MS)),
      ),
    )
  for (const { test, channel } of rows) {
    const now = clockOf(channel)
    const pending = test.status === 'running' || test.outcome === null || figuresDue(test, now)
    if (!pending || channel.status === 'reconnect') continue
    await runTest(ctx, readImage, test, channel)
  }
}
