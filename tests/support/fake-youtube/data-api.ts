import { type AccessToken, requireScope, SCOPES } from './oauth.ts'
import {
  etag,
  type FakeRequest,
  googleError,
  json,
  missingParameter,
  pageOffset,
  pageToken,
  type Reply,
} from './replies.ts'
import { channelParts, videoParts, videoSnippet } from './resources.ts'
import type { FakeState, FakeVideo } from './state.ts'
import { setThumbnail } from './thumbnails.ts'

/**
 * The YouTube Data API v3 slices the app calls, as developers.google.com/youtube/v3/docs describes
 * them: channels.list (mine=true), playlistItems.list (paged by pageToken / nextPageToken, maxResults
 * 0–50, default 5), videos.list (id=a,b,c) and thumbnails.set. Each resource carries only the parts
 * asked for. Quota (developers.google.com/youtube/v3/determine_quota_cost): a list costs 1 unit and
 * thumbnails.set 50; every request that reaches a method costs, even one that then fails, and a
 * request that would pass the daily limit gets 403 quotaExceeded (domain youtube.quota).
 */
export interface Quota {
  limit: number
  used: number
}

const costs: Record<string, number> = {
  'GET /youtube/v3/channels': 1,
  'GET /youtube/v3/playlistItems': 1,
  'GET /youtube/v3/videos': 1,
  'POST /upload/youtube/v3/thumbnails/set': 50,
}

const readScopes = [
  SCOPES.forceSsl,
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.readonly',
]
const uploadScopes = [
  SCOPES.forceSsl,
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.upload',
]

export function dataApi(
  state: FakeState,
  quota: Quota,
  baseUrl: string,
  access: AccessToken,
  request: FakeRequest,
): Reply | undefined {
  const key = `${request.method} ${request.path}`
  const cost = costs[key]
  if (cost === undefined) return undefined
  const refused = requireScope(access, key.includes('thumbnails') ? uploadScopes : readScopes)
  if (refused) return refused
  if (quota.used + cost > quota.limit) {
    return googleError(
      403,
      'quotaExceeded',
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      'youtube.quota',
    )
  }
  quota.used += cost
  const channelId = access.grant.channelId
  const query = request.query
  if (key.endsWith('thumbnails/set')) return setThumbnail(state, baseUrl, channelId, request)
  const parts = listParam(query, 'part')
  if (parts.length === 0) return missingParameter('part')
  const pick = (all: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(all).filter(([name]) => parts.includes(name)))
  const list = (kind: string, items: unknown[], extra: object = {}) =>
    json(200, {
      kind: `youtube#${kind}ListResponse`,
      etag: etag(),
      ...extra,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    })

  if (key === 'GET /youtube/v3/channels') {
    const channel = state.channels.get(channelId)
    if (query.get('mine') !== 'true' || !channel) return list('channel', [])
    return list('channel', [
      { kind: 'youtube#channel', etag: etag(), id: channel.id, ...pick(channelParts(channel)) },
    ])
  }

  if (key === 'GET /youtube/v3/videos') {
    const ids = listParam(query, 'id')
    const visible = ids
      .map((id) => state.videos.get(id))
      .filter(
        (video): video is FakeVideo =>
          !!video && (video.privacyStatus !== 'private' || video.channelId === channelId),
      )
    const items = visible.map((video) => ({
      kind: 'youtube#video',
      etag: etag(),
      id: video.id,
      ...pick(videoParts(state, baseUrl, video)),
    }))
    return list('video', items)
  }

  // playlistItems.list
  const playlistId = query.get('playlistId')
  if (!playlistId) return missingParameter('playlistId')
  const owner = [...state.channels.values()].find((channel) => channel.uploadsPlaylistId === playlistId)
  if (!owner) {
    return googleError(
      404,
      'playlistNotFound',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      'youtube.playlistItem',
      { location: 'playlistId', locationType: 'parameter' },
    )
  }
  const maxResults = Math.min(Math.max(Number(query.get('maxResults') ?? 5), 0), 50)
  const start = pageOffset(playlistId, query.get('pageToken'))
  if (start === undefined)
    return googleError(400, 'invalidPageToken', 'The request specifies an invalid page token.')
  const ids = owner.uploads.filter(
    (id) => owner.id === channelId || state.videos.get(id)?.privacyStatus === 'public',
  )
  const page = ids.slice(start, start + maxResults)
  const items = page.map((videoId, index) => {
    const video = state.videos.get(videoId) as FakeVideo
    return {
      kind: 'youtube#playlistItem',
      etag: etag(),
      id: Buffer.from(`${playlistId}.${videoId}`).toString('base64url'),
      ...pick({
        snippet: {
          ...videoSnippet(state, baseUrl, video),
          playlistId,
          position: start + index,
          resourceId: { kind: 'youtube#video', videoId },
          videoOwnerChannelId: owner.id,
          videoOwnerChannelTitle: owner.title,
        },
        contentDetails: { videoId, videoPublishedAt: video.publishedAt },
        status: { privacyStatus: video.privacyStatus },
      }),
    }
  })
  const paging = {
    ...(start + maxResults < ids.length ? { nextPageToken: pageToken(playlistId, start + maxResults) } : {}),
    ...(start > 0 ? { prevPageToken: pageToken(playlistId, Math.max(start - maxResults, 0)) } : {}),
  }
  return json(200, {
    kind: 'youtube#playlistItemListResponse',
    etag: etag(),
    ...paging,
    pageInfo: { totalResults: ids.length, resultsPerPage: maxResults },
    items,
  })
}

/** A list parameter, sent comma-separated (part=a,b) or repeated (part=a&part=b): Google takes both. */
const listParam = (query: URLSearchParams, name: string) =>
  query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean)
