import { auth, youtube } from '@googleapis/youtube'
import { youtubeAnalytics } from '@googleapis/youtubeanalytics'
import { expect } from 'vitest'
import type { FakeYoutube } from './index.ts'
import { SCOPES } from './oauth.ts'

/**
 * Google's real client packages pointed at the fake: google-auth-library's OAuth2Client (as
 * re-exported by @googleapis/youtube, the same version the API clients use) through its
 * `endpoints`, and the API clients through `rootUrl`.
 */
export function youtubeClients(fake: FakeYoutube, redirectUri: string) {
  const scopes = [SCOPES.forceSsl, SCOPES.analytics]
  const oauthClient = () =>
    new auth.OAuth2({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: fake.urls.authorize,
        oauth2TokenUrl: fake.urls.token,
        oauth2RevokeUrl: fake.urls.revoke,
      },
    })

  /** The browser's trip through the consent screen: the code and state Google sends back. */
  async function consent(client: ReturnType<typeof oauthClient>, state = 'state-123') {
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync()
    const url = client.generateAuthUrl({
      access_type: 'offline',
      scope: scopes,
      state,
      // The package's enum type is not exported from @googleapis/youtube; the wire value is 'S256'.
      code_challenge_method: 'S256' as never,
      code_challenge: codeChallenge,
    })
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const back = new URL(response.headers.get('location') ?? '')
    return { back, codeVerifier, code: back.searchParams.get('code') ?? '' }
  }

  /** A creator who has connected: an OAuth client holding tokens, and the API clients on it. */
  async function connect() {
    const client = oauthClient()
    const { code, codeVerifier } = await consent(client)
    const { tokens } = await client.getToken({ code, codeVerifier })
    client.setCredentials(tokens)
    const yt = youtube({ version: 'v3', auth: client, rootUrl: fake.urls.dataApi })
    return {
      client,
      tokens,
      yt,
      /**
       * thumbnails.set with the rootUrl given again per call: googleapis-common rewrites a method's
       * URL to the client's rootUrl but not its media-upload URL, which would still go to Google.
       */
      setThumbnail: (videoId: string, mimeType: string, body: Buffer) =>
        yt.thumbnails.set({ videoId, media: { mimeType, body } }, { rootUrl: fake.urls.dataApi }),
      analytics: youtubeAnalytics({ version: 'v2', auth: client, rootUrl: fake.urls.analytics }),
    }
  }

  return { scopes, oauthClient, consent, connect }
}

/** The HTTP status and body of a call that must fail (GaxiosError keeps both on `response`). */
export async function failure(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { response?: { status: number; data: unknown } } | undefined
  expect(error, 'expected the call to fail').toBeDefined()
  return { status: error?.response?.status, data: error?.response?.data }
}
