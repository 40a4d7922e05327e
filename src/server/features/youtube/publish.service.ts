/**
 * Setting one of our thumbnails on a video, and putting the one before it back (issue 30, item 3).
 * The thumbnail a video had before our first change is copied first and kept until restored, so
 * 'Restore original' always has the creator's own picture to put back, whatever we set since.
 */
import { and, eq } from 'drizzle-orm'
import { type YoutubePublishResult, youtubeMessages } from '#shared/youtube/schemas.ts'
import { youtubeOriginals, youtubeTests, youtubeThumbnailChanges } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { callChannel, toAppError, type YoutubeContext } from './channel-call.ts'
import { type ChannelRow, ownedChannel } from './channel-rows.ts'
import { whyNotSettable } from './videos.service.ts'
import { YOUTUBE_MESSAGES, YoutubeError } from './youtube-error.ts'
import { CALL_QUOTA_UNITS, type ThumbnailImage, type VideoSummary } from './youtube-port.ts'

/** Where a channel's kept originals live; the whole folder goes when the channel is disconnected. */
export const channelFilesPrefix = (row: Pick<ChannelRow, 'userId' | 'id'>) =>
  `youtube/${row.userId}/${row.id}/`
/** Everything of one account's YouTube files, for deleting the account. */
export const accountYoutubePrefix = (userId: string) => `youtube/${userId}/`

/** A finished generation's full image, the caller's own only (anyone else's is 404). */
export type GenerationImageReader = (userId: string, generationId: string) => Promise<ThumbnailImage>

async function videoOf(ctx: YoutubeContext, row: ChannelRow, videoId: string): Promise<VideoSummary> {
  const [video] = await callChannel(ctx, row, CALL_QUOTA_UNITS.getVideos, (port, tokens) =>
    port.getVideos(tokens, [videoId]),
  )
  if (!video) throw new AppError('YOUTUBE_VIDEO_GONE', YOUTUBE_MESSAGES.videoGone)
  return video
}

/** Copies the video's live thumbnail once, before our first change to it. */
export async function keepOriginal(ctx: YoutubeContext, row: ChannelRow, video: VideoSummary) {
  const [kept] = await ctx.db
    .select({ videoId: youtubeOriginals.videoId })
    .from(youtubeOriginals)
    .where(and(eq(youtubeOriginals.channelRowId, row.id), eq(youtubeOriginals.videoId, video.id)))
  if (kept || !video.thumbnailUrl) return
  const port = await ctx.ports.port(row.source, row.userId, row.clockOffsetMs)
  let original: ThumbnailImage
  try {
    original = await port.fetchThumbnail(video.thumbnailUrl)
  } catch (error) {
    // Without the copy there would be nothing to restore: change nothing.
    if (error instanceof YoutubeError) throw toAppError(error)
    throw error
  }
  const fileKey = `${channelFilesPrefix(row)}${video.id}.original`
  await ctx.files.put(fileKey, original.bytes)
  await ctx.db
    .insert(youtubeOriginals)
    .values({ channelRowId: row.id, videoId: video.id, fileKey, mimeType: original.mimeType })
    .onConflictDoNothing()
}

/** A test running on the video owns its thumbnail until it ends: a hand change would spoil its days. */
async function refuseDuringTest(ctx: YoutubeContext, row: ChannelRow, videoId: string) {
  const [running] = await ctx.db
    .select({ id: youtubeTests.id })
    .from(youtubeTests)
    .where(
      and(
        eq(youtubeTests.channelRowId, row.id),
        eq(youtubeTests.videoId, videoId),
        eq(youtubeTests.status, 'running'),
      ),
    )
  if (running) throw new AppError('CONFLICT', youtubeMessages.testRunning)
}

export async function publishThumbnail(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  userId: string,
  target: { channelRowId: string; videoId: string; generationId: string },
): Promise<YoutubePublishResult> {
  const row = await ownedChannel(ctx.db, userId, target.channelRowId)
  await refuseDuringTest(ctx, row, target.videoId)
  const image = await readImage(userId, target.generationId)
  const video = await videoOf(ctx, row, target.videoId)
  if (row.customThumbnails === 'not-allowed') {
    throw new AppError('YOUTUBE_NOT_VERIFIED', YOUTUBE_MESSAGES.customThumbnails)
  }
  // Refused here, before a quota unit or the original's copy: YouTube would refuse it too.
  const notReady = whyNotSettable(row, video)
  if (notReady) throw new AppError('CONFLICT', notReady)
  await keepOriginal(ctx, row, video)
  const set = await callChannel(ctx, row, CALL_QUOTA_UNITS.setThumbnail, (port, tokens) =>
    port.setThumbnail(tokens, video.id, image),
  )
  await ctx.db
    .insert(youtubeThumbnailChanges)
    .values({ channelRowId: row.id, videoId: video.id, kind: 'publish', generationId: target.generationId })
  ctx.uploads.forget(row.id)
  return { thumbnailUrl: set.thumbnailUrl, restorable: true, message: youtubeMessages.published }
}

export async function restoreOriginal(
  ctx: YoutubeContext,
  userId: string,
  target: { channelRowId: string; videoId: string },
): Promise<YoutubePublishResult> {
  const row = await ownedChannel(ctx.db, userId, target.channelRowId)
  await refuseDuringTest(ctx, row, target.videoId)
  const [original] = await ctx.db
    .select()
    .from(youtubeOriginals)
    .where(and(eq(youtubeOriginals.channelRowId, row.id), eq(youtubeOriginals.videoId, target.videoId)))
  const bytes = original && (await ctx.files.get(original.fileKey))
  if (!original || !bytes) throw new AppError('CONFLICT', youtubeMessages.nothingToRestore)
  const image = { bytes, mimeType: original.mimeType === 'image/png' ? 'image/png' : 'image/jpeg' } as const
  const set = await callChannel(ctx, row, CALL_QUOTA_UNITS.setThumbnail, (port, tokens) =>
    port.setThumbnail(tokens, target.videoId, image),
  )
  await ctx.db
    .delete(youtubeOriginals)
    .where(and(eq(youtubeOriginals.channelRowId, row.id), eq(youtubeOriginals.videoId, target.videoId)))
  await ctx.files.delete(original.fileKey)
  await ctx.db
    .insert(youtubeThumbnailChanges)
    .values({ channelRowId: row.id, videoId: target.videoId, kind: 'restore' })
  ctx.uploads.forget(row.id)
  return { thumbnailUrl: set.thumbnailUrl, restorable: false, message: youtubeMessages.restored }
}
