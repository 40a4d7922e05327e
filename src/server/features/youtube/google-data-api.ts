/**
 * The YouTube Data API v3 calls the shop makes, through @googleapis/youtube.
 * Source: developers.google.com/youtube/v3/docs (channels.list mine=true, playlistItems.list paged by
 * pageToken, videos.list id=…, thumbnails.set as a media upload) and /determine_quota_cost.
 */
import { youtube, type youtube_v3 } from '@googleapis/youtube'
import type { GoogleEndpoints, googleOauth } from './google-oauth.ts'
import { GoogleHttpFailure, toYoutubeError } from './youtube-error.ts'
import {
  CALL_QUOTA_UNITS,
  type CustomThumbnails,
  type ThumbnailImage,
  type VideoPrivacy,
  type VideoSummary,
  type YoutubeChannelPort,
} from './youtube-port.ts'

const TIMEOUT_MS = 30_000
/** thumbnails.set's limit since September 2026; a stored copy is never larger. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024

type DataApi = Pick<
  YoutubeChannelPort,
  'channel' | 'listUploads' | 'getVideos' | 'setThumbnail' | 'fetchThumbnail'
>

/** PT1H2M3S → 3723; YouTube also writes P1DT2H for streams longer than a day. */
export function durationSeconds(iso: string): number {
  const match = iso.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/)
  if (!match) return 0
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  return ((days ?? 0) * 24 + (hours ?? 0)) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)
}

function largestThumbnail(details: youtube_v3.Schema$ThumbnailDetails | undefined): string | null {
  const best = details?.maxres ?? details?.standard ?? details?.high ?? details?.medium ?? details?.default
  return best?.url ?? null
}

/**
 * Only YouTube's own thumbnail hosts (i.ytimg.com and its siblings), or the Data API's origin where
 * a test's fake serves them: the server fetches this URL, so it must never reach anywhere else
 * (an internal address, say), whoever passed it in.
 */
function isThumbnailUrl(url: string, endpoints: GoogleEndpoints): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const ytimg = parsed.protocol === 'https:' && /(^|\.)ytimg\.com$/.test(parsed.hostname)
  return ytimg || parsed.origin === new URL(endpoints.dataApiRoot).origin
}

/**
 * Custom thumbnails and uploads longer than 15 minutes are both unlocked by verifying the channel, and
 * only the second is readable (status.longUploadsStatus), so it stands in for the first.
 */
function customThumbnailsFrom(longUploads: string | null | undefined): CustomThumbnails {
  if (longUploads === 'allowed') return 'allowed'
  if (longUploads === 'eligible' || longUploads === 'disallowed') return 'not-allowed'
  return 'unknown'
}

const privacies: VideoPrivacy[] = ['public', 'unlisted', 'private']

function toSummary(video: youtube_v3.Schema$Video): VideoSummary {
  const duration = video.contentDetails?.duration ?? 'PT0S'
  const privacy = privacies.find((value) => value === video.status?.privacyStatus) ?? 'private'
  return {
    id: video.id ?? '',
    title: video.snippet?.title ?? '',
    publishedAt: video.snippet?.publishedAt ?? '',
    thumbnailUrl: largestThumbnail(video.snippet?.thumbnails),
    duration,
    durationSeconds: durationSeconds(duration),
    privacy,
    // Asked for with part=status; a video without the field is treated as ready, as before.
    processed: (video.status?.uploadStatus ?? 'processed') === 'processed',
  }
}

/** Sniffs the bytes rather than trusting a header: the copy is sent back to thumbnails.set as is. */
function imageType(bytes: Buffer): ThumbnailImage['mimeType'] | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png'
  return undefined
}

export function googleDataApi(oauth: ReturnType<typeof googleOauth>, endpoints: GoogleEndpoints): DataApi {
  const api = (client: Parameters<typeof youtube>[0]['auth']) =>
    youtube({ version: 'v3', auth: client, rootUrl: endpoints.dataApiRoot })
  // thumbnails.set builds its upload URL from the call's rootUrl, never the client's: pass it per call.
  const options = { rootUrl: endpoints.dataApiRoot, timeout: TIMEOUT_MS }

  async function videos(yt: youtube_v3.Youtube, ids: string[]) {
    if (ids.length === 0) return []
    const { data } = await yt.videos.list(
      { part: ['snippet', 'contentDetails', 'status'], id: ids, maxResults: 50 },
      options,
    )
    const byId = new Map((data.items ?? []).map((video) => [video.id, toSummary(video)]))
    // Keep the order asked for; a deleted or hidden video is simply absent.
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  return {
    channel: (tokens) =>
      oauth.authed(tokens, 'data', CALL_QUOTA_UNITS.channel, async (client) => {
        const { data } = await api(client).channels.list(
          { part: ['snippet', 'contentDetails', 'status'], mine: true },
          options,
        )
        const channel = data.items?.[0]
        // Signed in with a Google account that has no YouTube channel: nothing to publish to.
        if (!channel?.id)
          throw new GoogleHttpFailure(404, { error: { errors: [{ reason: 'channelNotFound' }] } })
        return {
          id: channel.id,
          title: channel.snippet?.title ?? '',
          uploadsPlaylistId: channel.contentDetails?.relatedPlaylists?.uploads ?? '',
          customThumbnails: customThumbnailsFrom(channel.status?.longUploadsStatus),
        }
      }),

    listUploads: (tokens, page) =>
      oauth.authed(tokens, 'data', CALL_QUOTA_UNITS.listUploads, async (client) => {
        const yt = api(client)
        const { data } = await yt.playlistItems.list(
          {
            part: ['contentDetails'],
            playlistId: page.uploadsPlaylistId,
            maxResults: Math.min(Math.max(page.pageSize ?? 20, 1), 50),
            ...(page.pageToken ? { pageToken: page.pageToken } : {}),
          },
          options,
        )
        const ids = (data.items ?? []).flatMap((item) => item.contentDetails?.videoId ?? [])
        return {
          videos: await videos(yt, ids),
          nextPageToken: data.nextPageToken ?? null,
          prevPageToken: data.prevPageToken ?? null,
          totalResults: data.pageInfo?.totalResults ?? ids.length,
        }
      }),

    getVideos: (tokens, ids) =>
      oauth.authed(tokens, 'data', CALL_QUOTA_UNITS.getVideos, (client) =>
        videos(api(client), ids.slice(0, 50)),
      ),

    setThumbnail: (tokens, videoId, image) =>
      oauth.authed(tokens, 'set-thumbnail', CALL_QUOTA_UNITS.setThumbnail, async (client) => {
        const { data } = await api(client).thumbnails.set(
          { videoId, media: { mimeType: image.mimeType, body: image.bytes } },
          options,
        )
        return { thumbnailUrl: largestThumbnail(data.items?.[0]) }
      }),

    async fetchThumbnail(url) {
      try {
        if (!isThumbnailUrl(url, endpoints)) throw new GoogleHttpFailure(404, undefined)
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (!response.ok) throw new GoogleHttpFailure(response.status, undefined)
        const bytes = Buffer.from(await response.arrayBuffer())
        const mimeType = imageType(bytes)
        if (!mimeType || bytes.length > MAX_IMAGE_BYTES) throw new GoogleHttpFailure(502, undefined)
        return { bytes, mimeType }
      } catch (error) {
        throw toYoutubeError(error, 'image')
      }
    },
  }
}
