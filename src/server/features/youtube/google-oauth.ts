/**
 * Google's OAuth 2.0 web-server flow for a creator's channel, through google-auth-library's OAuth2
 * client as @googleapis/youtube re-exports it (the version its API clients use), and the helper that
 * runs every API call with a fresh access token.
 * Source: developers.google.com/youtube/v3/guides/auth/server-side-web-apps (PKCE, state,
 * access_type=offline, prompt=consent for a refresh token on each connect, revoking a token).
 */
import { auth } from '@googleapis/youtube'
import { type CallKind, statusOf, toYoutubeError, YOUTUBE_MESSAGES, YoutubeError } from './youtube-error.ts'
import type { Connected, ConnectStart, YoutubeAnswer, YoutubeTokens } from './youtube-port.ts'

/** Exactly what the shop asks for: set thumbnails (and read uploads), and read the channel's figures. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/yt-analytics.readonly',
] as const

export interface GoogleEndpoints {
  authorizeUrl: string
  tokenUrl: string
  revokeUrl: string
  /** rootUrl of the Data API (origin only: the client keeps no path prefix). */
  dataApiRoot: string
  /** rootUrl of the Analytics API (origin only). */
  analyticsRoot: string
  /** Base of the Reporting API, before `/v1/jobs`. */
  reportingRoot: string
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  dataApiRoot: 'https://youtube.googleapis.com/',
  analyticsRoot: 'https://youtubeanalytics.googleapis.com/',
  reportingRoot: 'https://youtubereporting.googleapis.com',
}

export interface GoogleYoutubeOptions {
  clientId: string
  clientSecret: string
  /** The callback registered on the OAuth client, exactly as Google compares it. */
  redirectUri: string
  endpoints?: Partial<GoogleEndpoints>
}

export type OauthClient = InstanceType<typeof auth.OAuth2>
type ChallengeMethod = NonNullable<Parameters<OauthClient['generateAuthUrl']>[0]>['code_challenge_method']

const toTokens = (credentials: OauthClient['credentials'], previous?: YoutubeTokens): YoutubeTokens => ({
  accessToken: credentials.access_token ?? '',
  // A refresh answer carries no refresh token: the one we had stays valid.
  refreshToken: credentials.refresh_token ?? previous?.refreshToken ?? '',
  expiresAt: credentials.expiry_date ?? 0,
})

export function googleOauth(options: GoogleYoutubeOptions, endpoints: GoogleEndpoints) {
  const client = (tokens?: YoutubeTokens) => {
    const made = new auth.OAuth2({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: endpoints.authorizeUrl,
        oauth2TokenUrl: endpoints.tokenUrl,
        oauth2RevokeUrl: endpoints.revokeUrl,
      },
    })
    if (tokens) {
      made.setCredentials({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expiry_date: tokens.expiresAt,
      })
    }
    return made
  }
  const fromTokenEndpoint = (error: unknown) =>
    String((error as { config?: { url?: unknown } } | null)?.config?.url ?? '').startsWith(endpoints.tokenUrl)

  /**
   * Runs `call` with a client holding `tokens`. The client refreshes a token near its expiry by itself;
   * a 401 anyway (revoked early, clock skew) gets one forced refresh and one retry.
   */
  async function authed<T>(
    tokens: YoutubeTokens,
    during: CallKind,
    unitsPerTry: number,
    call: (client: OauthClient) => Promise<T>,
  ): Promise<YoutubeAnswer<T>> {
    const holder = client(tokens)
    let refreshed: YoutubeTokens | undefined
    // Emitted before the client stores them, so read the event's own copy.
    holder.on('tokens', (fresh) => {
      refreshed = toTokens(fresh, tokens)
    })
    let apiTries = 0
    for (;;) {
      try {
        apiTries += 1
        const value = await call(holder)
        return { value, quotaUnits: unitsPerTry * apiTries, ...(refreshed ? { tokens: refreshed } : {}) }
      } catch (caught) {
        // A refused refresh never reached the API, so it spent no units.
        if (fromTokenEndpoint(caught)) apiTries -= 1
        if (statusOf(caught) === 401 && !fromTokenEndpoint(caught) && apiTries === 1) {
          holder.setCredentials({ ...holder.credentials, expiry_date: 1 })
          continue
        }
        const error = toYoutubeError(caught, during)
        error.quotaUnits = unitsPerTry * apiTries
        // A token refreshed before the failure is dropped: the refresh token still works, and an
        // error (which loggers serialize whole) must never carry a token.
        throw error
      }
    }
  }

  return {
    client,
    authed,
    async startConnect(state: string): Promise<ConnectStart> {
      const oauth = client()
      const { codeVerifier, codeChallenge } = await oauth.generateCodeVerifierAsync()
      const url = oauth.generateAuthUrl({
        access_type: 'offline',
        // Google returns a refresh token only on consent: a reconnect must show the screen again.
        prompt: 'consent',
        scope: [...YOUTUBE_SCOPES],
        state,
        code_challenge_method: 'S256' as ChallengeMethod,
        code_challenge: codeChallenge,
      })
      return { url, codeVerifier }
    },
    async exchangeCode(input: { code: string; codeVerifier: string }): Promise<Connected> {
      try {
        const { tokens } = await client().getToken({ code: input.code, codeVerifier: input.codeVerifier })
        if (!tokens.refresh_token) throw new YoutubeError('reconnect-needed', YOUTUBE_MESSAGES.reconnect)
        return { tokens: toTokens(tokens), scopes: (tokens.scope ?? '').split(' ').filter(Boolean) }
      } catch (error) {
        throw toYoutubeError(error, 'oauth')
      }
    },
    async refresh(tokens: YoutubeTokens): Promise<YoutubeTokens> {
      // An expiry in the past makes the client refresh now (0 would read as "no expiry known").
      const holder = client({ ...tokens, expiresAt: 1 })
      try {
        const { token } = await holder.getAccessToken()
        if (!token) throw new YoutubeError('reconnect-needed', YOUTUBE_MESSAGES.reconnect)
        return toTokens(holder.credentials, tokens)
      } catch (error) {
        throw toYoutubeError(error, 'oauth')
      }
    },
    async revoke(tokens: YoutubeTokens): Promise<void> {
      try {
        // Revoking the refresh token ends the whole grant, its access tokens included.
        await client().revokeToken(tokens.refreshToken || tokens.accessToken)
      } catch (error) {
        const mapped = toYoutubeError(error, 'oauth')
        if (mapped.kind !== 'reconnect-needed') throw mapped
      }
    },
  }
}
