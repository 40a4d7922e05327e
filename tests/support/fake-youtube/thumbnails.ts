import { etag, type FakeRequest, googleError, json, type Reply } from './replies.ts'
import type { FakeState, FakeVideo } from './state.ts'

/**
 * thumbnails.set as developers.google.com/youtube/v3/docs/thumbnails/set documents it:
 * `POST /upload/youtube/v3/thumbnails/set?videoId=…` with the image as the body, sent as a media
 * upload (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol and the Discovery
 * `mediaUpload` of the method: `uploadType=media`, accepted types image/jpeg, image/png and
 * application/octet-stream, max size 50 MB since September 2026). Answers a
 * `youtube#thumbnailSetResponse`, and the documented errors: 400 invalidImage / mediaBodyRequired,
 * 403 forbidden (the channel may not upload custom thumbnails), 404 videoNotFound. The docs name
 * no `domain` for these; the fake says `youtube.thumbnail`.
 *
 * The thumbnail URLs point at this fake (`/vi/{id}/{size}.jpg?v=n`, i.ytimg.com's shape) and serve
 * the stored bytes at every size: nothing is resized.
 */
const sizes = [
  ['default', 'default', 120, 90],
  ['medium', 'mqdefault', 320, 180],
  ['high', 'hqdefault', 480, 360],
  ['standard', 'sddefault', 640, 480],
  ['maxres', 'maxresdefault', 1280, 720],
] as const

export function thumbnailDetails(baseUrl: string, video: FakeVideo) {
  return Object.fromEntries(
    sizes.map(([key, file, width, height]) => [
      key,
      { url: `${baseUrl}/vi/${video.id}/${file}.jpg?v=${video.thumbnailVersion}`, width, height },
    ]),
  )
}

const acceptedTypes = ['image/jpeg', 'image/png', 'application/octet-stream']

/** Reads the image's real type from its first bytes: JPEG's FF D8 FF, PNG's 8-byte signature. */
function sniff(bytes: Buffer): 'image/jpeg' | 'image/png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(png)) return 'image/png'
  return undefined
}

export const MAX_THUMBNAIL_BYTES = 50 * 1024 * 1024

export function setThumbnail(state: FakeState, baseUrl: string, channelId: string, request: FakeRequest) {
  const uploadType = request.query.get('uploadType')
  if (uploadType !== 'media') {
    // Google's answer to an upload URL without uploadType; the fake takes simple uploads only.
    return googleError(400, 'badRequest', `Unsupported or missing uploadType: ${uploadType ?? '(none)'}`)
  }
  const videoId = request.query.get('videoId')
  if (!videoId) {
    return googleError(400, 'required', 'Required parameter: videoId', 'global', {
      location: 'videoId',
      locationType: 'parameter',
    })
  }
  const video = state.videos.get(videoId)
  if (!video || (video.channelId !== channelId && video.privacyStatus === 'private')) {
    return googleError(
      404,
      'videoNotFound',
      'The video that you are trying to insert a thumbnail image for cannot be found. Check the value of the `videoId` parameter to ensure that it is correct.',
      'youtube.thumbnail',
    )
  }
  if (video.channelId !== channelId) {
    return googleError(
      403,
      'forbidden',
      'The thumbnail can’t be set for the specified video. The request might not be properly authorized.',
      'youtube.thumbnail',
    )
  }
  if (!state.channels.get(channelId)?.allowCustomThumbnails) {
    return googleError(
      403,
      'forbidden',
      'The authenticated user doesn’t have permissions to upload and set custom video thumbnails.',
      'youtube.thumbnail',
    )
  }
  if (request.body.length === 0) {
    return googleError(
      400,
      'mediaBodyRequired',
      'The request does not include the image content.',
      'youtube.thumbnail',
    )
  }
  const declared = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? ''
  const actual = sniff(request.body)
  if (
    !acceptedTypes.includes(declared) ||
    !actual ||
    (declared !== 'application/octet-stream' && declared !== actual) ||
    request.body.length > MAX_THUMBNAIL_BYTES
  ) {
    return googleError(400, 'invalidImage', 'The provided image content is invalid.', 'youtube.thumbnail')
  }
  video.thumbnail = { bytes: Buffer.from(request.body), contentType: actual }
  video.thumbnailVersion += 1
  video.customThumbnail = true
  return json(200, {
    kind: 'youtube#thumbnailSetResponse',
    etag: etag(),
    items: [thumbnailDetails(baseUrl, video)],
  })
}

/** GET /vi/{videoId}/{size}.jpg: the image YouTube's CDN would serve (public, no token). */
export function serveThumbnail(state: FakeState, path: string): Reply | undefined {
  const match = path.match(/^\/vi\/([^/]+)\/(default|mqdefault|hqdefault|sddefault|maxresdefault)\.jpg$/)
  if (!match) return undefined
  const video = state.videos.get(match[1] ?? '')
  if (!video) return { status: 404, raw: '', headers: { 'content-type': 'text/html' } }
  return { status: 200, raw: video.thumbnail.bytes, headers: { 'content-type': video.thumbnail.contentType } }
}
