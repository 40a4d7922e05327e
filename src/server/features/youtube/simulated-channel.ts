/**
 * The simulated channel (issue 30, item 7): the whole port answered in process, so a local install,
 * a demo or a browser test runs the same services and routes with no Google account. It behaves as
 * Google's path does where the shop can tell: the same PKCE check and errors, the same quota units
 * (CALL_QUOTA_UNITS), the same paging and shapes, the same refusals of an image or an unknown video,
 * and the same two-day lag on figures. Everything it shows is labelled: ids and tokens start `sim-`.
 *
 * The sample videos are laid out once, when the channel is made, so a day's figures do not move as
 * the clock runs. Every connection sees the same one channel.
 */
import { addDays, type PacificDate, pacificMidnight } from './pacific-day.ts'
import { simulateDay, type ThumbnailTraits } from './simulated-figures.ts'
import { simulatedOauth } from './simulated-oauth.ts'
import { simulatedFigures } from './simulated-reach.ts'
import {
  acceptableImage,
  liveAt,
  memoryThumbnailStore,
  originalThumbnail,
  parseThumbnailUrl,
  type SimulatedThumbnailStore,
  thumbnailUrl,
} from './simulated-thumbnails.ts'
import { SIMULATED_CHANNEL, type SimulatedVideo, simulatedVideos } from './simulated-videos.ts'
import { YOUTUBE_MESSAGES, YoutubeError } from './youtube-error.ts'
import {
  CALL_QUOTA_UNITS,
  type ThumbnailImage,
  type VideoSummary,
  type YoutubeChannelPort,
} from './youtube-port.ts'

export interface SimulatedYoutubeOptions {
  /** The shop's own base URL: the connect redirect and the thumbnail URLs point at it. */
  baseUrl: string
  /** The route Google would redirect back to (the same callback the Google path registers). */
  callbackPath: string
  /** The route that serves the simulated thumbnails (it answers with fetchThumbnail). */
  thumbnailPath?: string
  /** Signs the simulated tokens; a stable one keeps connections working across restarts. */
  secret?: string
  now?: () => Date
  /** Same seed, same figures. */
  seed?: string
  thumbnails?: SimulatedThumbnailStore
  /** What the figures model reads from a thumbnail (the app measures the real image). */
  traitsOf?: (videoId: string, thumbnail: Buffer) => ThumbnailTraits | Promise<ThumbnailTraits>
  /** The first thumbnail a sample video shows (the app draws one per video); plain grey without it. */
  drawOriginal?: (video: SimulatedVideo) => Promise<ThumbnailImage>
}

export const SIMULATED_UPLOADS_PLAYLIST = `${SIMULATED_CHANNEL.id}-uploads`
export const SIMULATED_THUMBNAIL_PATH = '/api/youtube/simulated/thumbnails'

/** Traits that leave the model's CTR as it is: mid-size title, contrast √7 (score 0), face unknown. */
export const NEUTRAL_TRAITS: ThumbnailTraits = { titleHeight: 0.125, titleContrast: Math.sqrt(7) }

const PAGE_TOKEN = /^sim-page-(\d+)$/

const gone = () =>
  new YoutubeError('video-gone', YOUTUBE_MESSAGES.videoGone, { status: 404, reason: 'videoNotFound' })
const refusedRequest = (status: number, reason: string) =>
  new YoutubeError('unavailable', YOUTUBE_MESSAGES.refused, { status, reason })

export function createSimulatedYoutubeChannel(options: SimulatedYoutubeOptions): YoutubeChannelPort {
  const now = options.now ?? (() => new Date())
  const anchor = now()
  const videos = simulatedVideos(anchor)
  const store = options.thumbnails ?? memoryThumbnailStore()
  const traitsOf = options.traitsOf ?? (() => NEUTRAL_TRAITS)
  const drawOriginal = options.drawOriginal ?? (() => originalThumbnail())
  const thumbnailBase = new URL(options.thumbnailPath ?? SIMULATED_THUMBNAIL_PATH, options.baseUrl).href
  const oauth = simulatedOauth({ ...options, now })
  const { authed } = oauth
  const videoById = (id: string) => videos.find((video) => video.id === id)

  const currentVersion = async (videoId: string) => (await store.history(videoId)).at(-1)?.version ?? 0

  async function summary(video: SimulatedVideo): Promise<VideoSummary> {
    return {
      id: video.id,
      title: video.title,
      publishedAt: video.publishedAt,
      thumbnailUrl: thumbnailUrl(thumbnailBase, video.id, await currentVersion(video.id)),
      duration: video.duration,
      durationSeconds: video.durationSeconds,
      privacy: video.privacyStatus,
      processed: true,
    }
  }

  /**
   * A day is credited to the thumbnail live as it ends: a rotation changes just after midnight, and
   * a slot caught up late in the day still belongs to the variant the schedule gave it.
   */
  async function figuresOn(video: SimulatedVideo, day: PacificDate) {
    const end = new Date(pacificMidnight(addDays(day, 1)).getTime() - 1)
    const live = liveAt(await store.history(video.id), end)
    // The video's own first thumbnail was not made here: the model reads it as average.
    const traits = live ? await traitsOf(video.id, live.image.bytes) : NEUTRAL_TRAITS
    // One variant number for every day: the day's noise is then the same whichever image is live,
    // so the difference between two thumbnails is the model's, not the dice's.
    return simulateDay(video, traits, day, { variant: 0, seed: options.seed ?? '' })
  }

  return {
    startConnect: oauth.startConnect,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    revoke: oauth.revoke,

    channel: (tokens) =>
      authed(tokens, CALL_QUOTA_UNITS.channel, async () => ({
        id: SIMULATED_CHANNEL.id,
        title: SIMULATED_CHANNEL.title,
        uploadsPlaylistId: SIMULATED_UPLOADS_PLAYLIST,
        customThumbnails: 'allowed' as const,
      })),

    listUploads: (tokens, page) =>
      authed(tokens, CALL_QUOTA_UNITS.listUploads, async () => {
        if (page.uploadsPlaylistId !== SIMULATED_UPLOADS_PLAYLIST)
          throw refusedRequest(404, 'playlistNotFound')
        const size = Math.min(Math.max(page.pageSize ?? 20, 1), 50)
        const match = page.pageToken ? PAGE_TOKEN.exec(page.pageToken) : undefined
        if (page.pageToken && !match) throw refusedRequest(400, 'invalidPageToken')
        const start = Number(match?.[1] ?? 0)
        const end = start + size
        return {
          videos: await Promise.all(videos.slice(start, end).map(summary)),
          nextPageToken: end < videos.length ? `sim-page-${end}` : null,
          prevPageToken: start > 0 ? `sim-page-${Math.max(0, start - size)}` : null,
          totalResults: videos.length,
        }
      }),

    getVideos: (tokens, ids) =>
      authed(tokens, CALL_QUOTA_UNITS.getVideos, () =>
        Promise.all(
          ids
            .slice(0, 50)
            .flatMap((id) => videoById(id) ?? [])
            .map(summary),
        ),
      ),

    setThumbnail: (tokens, videoId, image) =>
      authed(tokens, CALL_QUOTA_UNITS.setThumbnail, async () => {
        if (!videoById(videoId)) throw gone()
        if (!(await acceptableImage(image))) {
          throw new YoutubeError('image-refused', YOUTUBE_MESSAGES.imageRefused, {
            status: 400,
            reason: 'invalidImage',
          })
        }
        const version = (await currentVersion(videoId)) + 1
        const bytes = Buffer.from(image.bytes)
        await store.add(videoId, { version, setAt: now().toISOString(), image: { ...image, bytes } })
        return { thumbnailUrl: thumbnailUrl(thumbnailBase, videoId, version) }
      }),

    async fetchThumbnail(url) {
      const named = parseThumbnailUrl(thumbnailBase, url)
      const video = named ? videoById(named.videoId) : undefined
      if (!named || !video) throw gone()
      if (named.version === 0) {
        const first = await drawOriginal(video)
        return { ...first, bytes: Buffer.from(first.bytes) }
      }
      const kept = (await store.history(named.videoId)).find((entry) => entry.version === named.version)
      if (!kept) throw gone()
      return kept.image
    },

    ...simulatedFigures({ authed, videos, anchor, now, figuresOn }),
  }
}
