/** The YouTube API's paths (src/shared/youtube/schemas.ts), built in one place. */
const enc = encodeURIComponent

export const youtubeUrls = {
  channels: '/api/youtube/channels',
  connect: '/api/youtube/connect',
  admin: '/api/admin/youtube',
  channel: (channelId: string) => `/api/youtube/channels/${enc(channelId)}`,
  videos: (channelId: string, { q, pageToken }: { q: string; pageToken: string | undefined }) => {
    const query = new URLSearchParams()
    if (pageToken) query.set('pageToken', pageToken)
    if (q) query.set('q', q)
    const search = query.toString()
    return `${youtubeUrls.channel(channelId)}/videos${search ? `?${search}` : ''}`
  },
  video: (channelId: string, videoId: string) => `${youtubeUrls.channel(channelId)}/videos/${enc(videoId)}`,
  startTest: (channelId: string) => `${youtubeUrls.channel(channelId)}/tests`,
  tests: '/api/youtube/tests',
  test: (testId: string) => `/api/youtube/tests/${enc(testId)}`,
  /** One of the creator's thumbnails, its settings included (the generator's GET /api/generations/{id}). */
  generation: (generationId: string) => `/api/generations/${enc(generationId)}`,
  /** The thumbnail's small image, for lists: at most 480 px on its long side. */
  generationImage: (generationId: string) => `/api/generations/${enc(generationId)}/image?size=small`,
}

export const youtubeKeys = {
  all: ['youtube'] as const,
  channels: ['youtube', 'channels'] as const,
  videos: (channelId: string) => ['youtube', 'videos', channelId] as const,
  admin: ['admin', 'youtube'] as const,
  tests: ['youtube', 'tests'] as const,
  test: (testId: string) => ['youtube', 'tests', testId] as const,
  generation: (generationId: string) => ['youtube', 'generation', generationId] as const,
}
