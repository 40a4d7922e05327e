import { afterAll, describe, expect, it } from 'vitest'
import { failure, youtubeClients } from '../support/fake-youtube/clients.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { noisyJpeg, noisyPng } from '../support/image-fixtures.ts'

// The fake driven through Google's own client packages, so its answers are the shapes and errors
// those clients (and so the app) will meet at Google.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const redirectUri = 'http://127.0.0.1:3000/api/youtube/callback'
fake.oauth.redirectUris.push(redirectUri)
const channel = fake.addChannel({ title: 'Cooking with Ada' })
const videos = Array.from({ length: 7 }, (_, index) =>
  fake.addVideo(channel.id, { title: `Recipe ${index + 1}`, duration: `PT${index + 3}M7S` }),
)
const newest = videos[6]!
const { oauthClient, consent, connect, scopes } = youtubeClients(fake, redirectUri)

describe('OAuth 2.0 web-server flow with PKCE', () => {
  it('redirects back with the state and a code, records the scopes, and swaps the code for tokens', async () => {
    const client = oauthClient()
    const { back, code, codeVerifier } = await consent(client, 'bound-to-session')
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri)
    expect(back.searchParams.get('state')).toBe('bound-to-session')
    expect(fake.oauth.authorizations.at(-1)).toEqual({
      scopes,
      state: 'bound-to-session',
      accessType: 'offline',
    })
    const { tokens } = await client.getToken({ code, codeVerifier })
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: scopes.join(' ') })
    expect(tokens.access_token).toMatch(/^ya29\./)
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.expiry_date).toBeGreaterThan(Date.now())
  })

  it('refuses a code with the wrong verifier, and a code used twice', async () => {
    const client = oauthClient()
    const { code, codeVerifier } = await consent(client)
    const wrong = await failure(client.getToken({ code, codeVerifier: `${codeVerifier}x` }))
    expect(wrong).toMatchObject({ status: 400, data: { error: 'invalid_grant' } })
    const reused = await failure(client.getToken({ code, codeVerifier }))
    expect(reused).toMatchObject({ status: 400, data: { error: 'invalid_grant' } })
  })

  it('sends access_denied back when the person cancels', async () => {
    fake.oauth.denyNext = true
    const { back, code } = await consent(oauthClient())
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(code).toBe('')
  })

  it('refreshes an expired access token, and answers invalid_grant once the grant is revoked', async () => {
    const { client, tokens, yt } = await connect()
    fake.expireAccessTokens()
    const expired = await failure(yt.channels.list({ part: ['id'], mine: true }))
    expect(expired).toMatchObject({ status: 401, data: { error: { errors: [{ reason: 'authError' }] } } })
    const { credentials } = await client.refreshAccessToken()
    expect(credentials.access_token).not.toBe(tokens.access_token)
    expect((await yt.channels.list({ part: ['id'], mine: true })).data.items).toHaveLength(1)

    await client.revokeToken(tokens.refresh_token ?? '')
    const refused = await failure(client.refreshAccessToken())
    expect(refused).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    })
    // Revoking the refresh token kills the access tokens of the same grant too.
    expect(await failure(yt.channels.list({ part: ['id'], mine: true }))).toMatchObject({ status: 401 })
  })

  it('fails the next refresh on demand, then refreshes again', async () => {
    const { client } = await connect()
    fake.oauth.failNextRefresh = true
    expect(await failure(client.refreshAccessToken())).toMatchObject({ data: { error: 'invalid_grant' } })
    await expect(client.refreshAccessToken()).resolves.toBeTruthy()
  })

  it('answers 401 to a Data API call without a token', async () => {
    const response = await fetch(`${fake.url}/youtube/v3/channels?part=id&mine=true`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 401, errors: [{ reason: 'required' }] } })
  })
})

describe('YouTube Data API', () => {
  it('lists the channel with its uploads playlist, pages the uploads and reads the videos', async () => {
    const { yt } = await connect()
    const channels = await yt.channels.list({ part: ['snippet', 'contentDetails', 'status'], mine: true })
    const mine = channels.data.items?.[0]
    expect(mine?.snippet?.title).toBe('Cooking with Ada')
    const uploads = mine?.contentDetails?.relatedPlaylists?.uploads ?? ''
    expect(uploads).toBe(`UU${channel.id.slice(2)}`)

    const seen: string[] = []
    let pageToken: string | undefined
    do {
      const page = await yt.playlistItems.list({
        part: ['snippet', 'contentDetails'],
        playlistId: uploads,
        maxResults: 3,
        pageToken,
      })
      seen.push(...(page.data.items ?? []).map((item) => item.contentDetails?.videoId ?? ''))
      pageToken = page.data.nextPageToken ?? undefined
    } while (pageToken)
    expect(seen).toEqual(videos.map((video) => video.id).reverse())

    const read = await yt.videos.list({ part: ['snippet', 'contentDetails', 'status'], id: seen.slice(0, 2) })
    expect(read.data.items?.map((item) => item.id)).toEqual(seen.slice(0, 2))
    expect(read.data.items?.[0]).toMatchObject({
      snippet: { title: 'Recipe 7', thumbnails: { maxres: { width: 1280, height: 720 } } },
      contentDetails: { duration: 'PT9M7S' },
      status: { privacyStatus: 'public' },
    })
  })

  it('refuses a bad page token and an unknown playlist with their reasons', async () => {
    const { yt } = await connect()
    const badToken = await failure(
      yt.playlistItems.list({ part: ['id'], playlistId: channel.uploadsPlaylistId, pageToken: 'nope' }),
    )
    expect(badToken).toMatchObject({
      status: 400,
      data: { error: { errors: [{ reason: 'invalidPageToken' }] } },
    })
    const unknown = await failure(yt.playlistItems.list({ part: ['id'], playlistId: 'UUnothing' }))
    expect(unknown).toMatchObject({
      status: 404,
      data: { error: { errors: [{ reason: 'playlistNotFound' }] } },
    })
  })
})

describe('thumbnails.set', () => {
  const reason = (reply: { data: unknown }) =>
    (reply.data as { error: { errors: Array<{ reason: string }> } }).error.errors[0]?.reason

  it('sets a JPEG as the thumbnail: videos.list shows the new URL and it serves those bytes', async () => {
    const { yt, setThumbnail } = await connect()
    const before = (await yt.videos.list({ part: ['snippet'], id: [newest.id] })).data.items?.[0]
    const jpeg = await noisyJpeg(1280, 720)
    const set = await setThumbnail(newest.id, 'image/jpeg', jpeg)
    expect(set.data.kind).toBe('youtube#thumbnailSetResponse')
    expect(fake.calls.at(-1)).toMatchObject({ path: '/upload/youtube/v3/thumbnails/set' })
    expect(fake.calls.at(-1)?.query).toContain('uploadType=media')

    const after = (await yt.videos.list({ part: ['snippet'], id: [newest.id] })).data.items?.[0]
    const url = after?.snippet?.thumbnails?.maxres?.url ?? ''
    expect(url).not.toBe(before?.snippet?.thumbnails?.maxres?.url)
    const image = await fetch(url)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true)
  })

  it('takes a PNG too', async () => {
    const { setThumbnail } = await connect()
    const png = await noisyPng(640, 360)
    await setThumbnail(videos[0]!.id, 'image/png', png)
    const url = `${fake.url}/vi/${videos[0]!.id}/hqdefault.jpg`
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(png)).toBe(true)
  })

  it('refuses bytes that are not a JPEG or PNG, and a type that lies about them, with invalidImage', async () => {
    const { setThumbnail } = await connect()
    const text = await failure(setThumbnail(newest.id, 'image/jpeg', Buffer.from('not an image')))
    expect(text.status).toBe(400)
    expect(reason(text)).toBe('invalidImage')
    const png = await noisyPng(64, 36)
    const lying = await failure(setThumbnail(newest.id, 'image/jpeg', png))
    expect(reason(lying)).toBe('invalidImage')
  })

  it('answers 404 videoNotFound for an unknown video', async () => {
    const { setThumbnail } = await connect()
    const jpeg = await noisyJpeg(64, 36)
    const missing = await failure(setThumbnail('nonexistent', 'image/jpeg', jpeg))
    expect(missing.status).toBe(404)
    expect(reason(missing)).toBe('videoNotFound')
  })

  it('answers 403 forbidden when the channel may not use custom thumbnails', async () => {
    const { yt, setThumbnail } = await connect()
    channel.allowCustomThumbnails = false
    try {
      const jpeg = await noisyJpeg(64, 36)
      const refused = await failure(setThumbnail(newest.id, 'image/jpeg', jpeg))
      expect(refused.status).toBe(403)
      expect(reason(refused)).toBe('forbidden')
      const [mine] = (await yt.channels.list({ part: ['status'], mine: true })).data.items ?? []
      expect(mine?.status?.longUploadsStatus).toBe('eligible')
    } finally {
      channel.allowCustomThumbnails = true
    }
  })
})
