import { expect } from 'vitest'
import {
  createGoogleYoutubeChannel,
  type GoogleEndpoints,
  YoutubeError,
} from '../../src/server/features/youtube/index.ts'
import type { FakeYoutube } from './fake-youtube/index.ts'

/** The app's Google channel (the real client code) pointed at the fake Google server. */
export function googleChannelOnFake(fake: FakeYoutube, endpoints: Partial<GoogleEndpoints> = {}) {
  const redirectUri = 'http://127.0.0.1:3000/api/youtube/callback'
  if (!fake.oauth.redirectUris.includes(redirectUri)) fake.oauth.redirectUris.push(redirectUri)
  const port = createGoogleYoutubeChannel({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    redirectUri,
    endpoints: {
      authorizeUrl: fake.urls.authorize,
      tokenUrl: fake.urls.token,
      revokeUrl: fake.urls.revoke,
      dataApiRoot: fake.urls.dataApi,
      analyticsRoot: fake.urls.analytics,
      reportingRoot: fake.urls.reporting,
      ...endpoints,
    },
  })

  /** The creator's browser at the consent screen: what Google sends back to the callback. */
  async function consent(state = 'state-of-this-session') {
    const start = await port.startConnect(state)
    const response = await fetch(start.url, { redirect: 'manual' })
    const back = new URL(response.headers.get('location') ?? '')
    return { start, back, code: back.searchParams.get('code') ?? '' }
  }

  /** A creator who has connected the channel the fake lets consent next. */
  async function connect() {
    const { start, code } = await consent()
    return (await port.exchangeCode({ code, codeVerifier: start.codeVerifier })).tokens
  }

  return { port, redirectUri, consent, connect }
}

/** The YoutubeError a call must fail with. */
export async function youtubeFailure(promise: Promise<unknown>): Promise<YoutubeError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(caught, 'expected the call to fail').toBeInstanceOf(YoutubeError)
  return caught as YoutubeError
}
