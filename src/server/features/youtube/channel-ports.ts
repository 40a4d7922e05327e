/**
 * Which YouTube answers a channel: Google, through the operator's OAuth client (Admin › Settings ›
 * Google), or the simulated channel (issue 30, item 7). Services ask here for a port by source and
 * never build one themselves, so every route runs the same code whichever answers.
 */
import { createHmac } from 'node:crypto'
import { YOUTUBE_CALLBACK_PATH, type YoutubeSource, youtubeMessages } from '#shared/youtube/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { createCache } from '../../lib/cache.ts'
import { generationTraits } from './generation-traits.ts'
import { createGoogleYoutubeChannel } from './google-channel.ts'
import { GOOGLE_ENDPOINTS, type GoogleEndpoints } from './google-oauth.ts'
import { createSimulatedYoutubeChannel } from './simulated-channel.ts'
import { sampleOriginals } from './simulated-originals.ts'
import { memoryThumbnailStore } from './simulated-thumbnails.ts'
import type { YoutubeChannelPort } from './youtube-port.ts'

/** Simulated channels kept at once: one per creator who tried it lately. */
const SIMULATED_KEPT = 500

export interface ChannelPorts {
  /** What the connect buttons may offer now. */
  offers(): Promise<{ google: boolean; simulated: boolean }>
  /**
   * The port for a source; 409 with words a creator can act on when that source is off. The
   * simulated channel's clock runs `clockOffsetMs` ahead (its 'Skip a day'); Google's is real time.
   */
  port(source: YoutubeSource, userId: string, clockOffsetMs?: number): Promise<YoutubeChannelPort>
}

/** Every API of the connection under one host, laid out as the tests' fake Google serves them. */
export function youtubeEndpoints(baseUrl: string | undefined): GoogleEndpoints {
  if (!baseUrl) return GOOGLE_ENDPOINTS
  return {
    authorizeUrl: `${baseUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${baseUrl}/token`,
    revokeUrl: `${baseUrl}/revoke`,
    dataApiRoot: `${baseUrl}/`,
    analyticsRoot: `${baseUrl}/`,
    reportingRoot: `${baseUrl}/reporting`,
  }
}

export function createChannelPorts(
  deps: Pick<AppDeps, 'config' | 'google' | 'db' | 'files' | 'images'>,
): ChannelPorts {
  const { config } = deps
  const redirectUri = `${config.appUrl}${YOUTUBE_CALLBACK_PATH}`
  const endpoints = youtubeEndpoints(config.youtube.apiBaseUrl)
  // Signed with a key of its own drawn from APP_SECRET: simulated connections outlive a restart.
  const simulatedSecret = createHmac('sha256', config.secret).update('youtube-simulated').digest('hex')
  // Each creator has a simulated channel of their own: one creator's practice never shows on another's.
  const simulated = createCache<YoutubeChannelPort>({ max: SIMULATED_KEPT })
  const offsets = new Map<string, number>()
  const drawOriginal = sampleOriginals(deps)

  const simulatedFor = (userId: string, clockOffsetMs: number | undefined): YoutubeChannelPort => {
    // A caller without the channel's row (its thumbnail route) leaves the clock where it is.
    if (clockOffsetMs !== undefined) offsets.set(userId, clockOffsetMs)
    const kept = simulated.peek(userId)
    if (kept) return kept
    const made = createSimulatedYoutubeChannel({
      baseUrl: config.appUrl,
      callbackPath: YOUTUBE_CALLBACK_PATH,
      secret: simulatedSecret,
      seed: userId,
      now: () => new Date(Date.now() + (offsets.get(userId) ?? 0)),
      thumbnails: memoryThumbnailStore(),
      traitsOf: generationTraits(deps, userId),
      drawOriginal,
    })
    simulated.set(userId, made)
    return made
  }

  return {
    async offers() {
      return { google: (await deps.google.credentials()) !== null, simulated: config.youtube.simulated }
    },
    async port(source, userId, clockOffsetMs) {
      if (source === 'simulated') {
        if (!config.youtube.simulated) throw new AppError('CONFLICT', youtubeMessages.simulatedOff)
        return simulatedFor(userId, clockOffsetMs)
      }
      const credentials = await deps.google.credentials()
      if (!credentials) throw new AppError('CONFLICT', youtubeMessages.googleNotConfigured)
      return createGoogleYoutubeChannel({ ...credentials, redirectUri, endpoints })
    },
  }
}
