/**
 * My videos (issue 30, item 2): the channel's uploads, newest first (channels → uploads playlist →
 * videos), each with what a creator needs to pick one: its thumbnail now, length, privacy, whether a
 * custom thumbnail can go on it, and whether we kept an original to restore.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { type YoutubeVideo, type YoutubeVideosPage, youtubeMessages } from '#shared/youtube/schemas.ts'
import { youtubeOriginals } from '../../db/schema.ts'
import { callChannel, type YoutubeContext } from './channel-call.ts'
import { type ChannelRow, ownedChannel } from './channel-rows.ts'
import { YOUTUBE_MESSAGES } from './youtube-error.ts'
import { CALL_QUOTA_UNITS, type UploadsPage, type VideoSummary } from './youtube-port.ts'

const PAGE_SIZE = 12
/** A search reads at most this many pages of recent uploads (PAGE_SIZE each). */
const SEARCH_PAGES = 10
/** YouTube treats a vertical video up to this long as a Short; its cover is set the same way. */
const SHORT_MAX_SECONDS = 180

export const isShortVideo = (video: Pick<VideoSummary, 'durationSeconds'>) =>
  video.durationSeconds > 0 && video.durationSeconds <= SHORT_MAX_SECONDS

/** 4:13, 1:02:05: a video's length as YouTube's own player shows it. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = String(Math.floor(totalSeconds % 60)).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

const uploadsPage = (ctx: YoutubeContext, row: ChannelRow, pageToken: string) =>
  ctx.uploads.load(row.id, pageToken, () =>
    callChannel(ctx, row, CALL_QUOTA_UNITS.listUploads, (port, tokens) =>
      port.listUploads(tokens, {
        uploadsPlaylistId: row.uploadsPlaylistId,
        pageSize: PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      }),
    ),
  )

/** Titles of recent uploads that contain every word of `q`, whatever their case. */
async function search(ctx: YoutubeContext, row: ChannelRow, q: string): Promise<UploadsPage> {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const found: VideoSummary[] = []
  let token = ''
  for (let page = 0; page < SEARCH_PAGES; page++) {
    const answer = await uploadsPage(ctx, row, token)
    found.push(
      ...answer.videos.filter((video) =>
        words.every((word) => video.title.toLocaleLowerCase().includes(word)),
      ),
    )
    if (!answer.nextPageToken) break
    token = answer.nextPageToken
  }
  return { videos: found, nextPageToken: null, prevPageToken: null, totalResults: found.length }
}

export async function listVideos(
  ctx: YoutubeContext,
  userId: string,
  channelRowId: string,
  query: { pageToken?: string; q?: string },
): Promise<YoutubeVideosPage> {
  const row = await ownedChannel(ctx.db, userId, channelRowId)
  const page = query.q ? await search(ctx, row, query.q) : await uploadsPage(ctx, row, query.pageToken ?? '')
  const ids = page.videos.map((video) => video.id)
  const kept = ids.length
    ? await ctx.db
        .select({ videoId: youtubeOriginals.videoId })
        .from(youtubeOriginals)
        .where(and(eq(youtubeOriginals.channelRowId, row.id), inArray(youtubeOriginals.videoId, ids)))
    : []
  const restorable = new Set(kept.map((original) => original.videoId))
  return {
    ...page,
    videos: page.videos.map((video) => toVideoView(row, video, restorable.has(video.id))),
  }
}

export function toVideoView(row: ChannelRow, video: VideoSummary, restorable: boolean): YoutubeVideo {
  return {
    id: video.id,
    title: video.title,
    publishedAt: video.publishedAt,
    thumbnailUrl: video.thumbnailUrl,
    duration: formatDuration(video.durationSeconds),
    durationSeconds: video.durationSeconds,
    privacy: video.privacy,
    isShort: isShortVideo(video),
    cannotSet: whyNotSettable(row, video),
    restorable,
  }
}

/** Why a thumbnail cannot be set on this video now, in the creator's words; null when it can. */
export function whyNotSettable(
  row: Pick<ChannelRow, 'customThumbnails'>,
  video: VideoSummary,
): string | null {
  if (row.customThumbnails === 'not-allowed') return YOUTUBE_MESSAGES.customThumbnails
  if (!video.processed)
    return isShortVideo(video) ? youtubeMessages.shortNotReady : youtubeMessages.notProcessed
  return null
}
