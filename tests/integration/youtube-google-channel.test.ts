import { afterAll, describe, expect, it } from 'vitest'
import { YOUTUBE_MESSAGES } from '../../src/server/features/youtube/index.ts'
import { SCOPES, startFakeYoutube } from '../support/fake-youtube/index.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'
import { googleChannelOnFake, youtubeFailure } from '../support/youtube-google-channel.ts'

// The app's Google channel (OAuth, Data API) against the fake Google server: connect, refresh,
// reconnect, revoke, the uploads list and publishing a thumbnail with the old one kept.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const channel = fake.addChannel({ title: 'Cooking with Ada' })
const videos = Array.from({ length: 7 }, (_, index) =>
  fake.addVideo(channel.id, {
    title: `Recipe ${index + 1}`,
    duration: `PT${index + 3}M7S`,
    privacyStatus: index === 0 ? 'unlisted' : 'public',
  }),
)
const { port, redirectUri, consent, connect } = googleChannelOnFake(fake)
const tokenCalls = () => fake.calls.filter((call) => call.path === '/token').length

describe('connecting a channel', () => {
  it('sends the creator to consent with PKCE, the session state and exactly the two scopes', async () => {
    const { start, back } = await consent('bound-to-session')
    const url = new URL(start.url)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('access_type')).toBe('offline')
    expect(url.searchParams.get('prompt')).toBe('consent')
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri)
    expect(fake.oauth.authorizations.at(-1)).toEqual({
      scopes: [SCOPES.forceSsl, SCOPES.analytics],
      state: 'bound-to-session',
      accessType: 'offline',
    })
    expect(back.searchParams.get('state')).toBe('bound-to-session')
  })

  it('swaps the code for tokens and the granted scopes', async () => {
    const { start, code } = await consent()
    const connected = await port.exchangeCode({ code, codeVerifier: start.codeVerifier })
    expect(connected.scopes).toEqual([SCOPES.forceSsl, SCOPES.analytics])
    expect(connected.tokens.refreshToken).toBeTruthy()
    expect(connected.tokens.expiresAt).toBeGreaterThan(Date.now())
    expect((await port.channel(connected.tokens)).value.id).toBe(channel.id)
  })

  it('refuses a code sent back with another verifier', async () => {
    const { start, code } = await consent()
    const error = await youtubeFailure(port.exchangeCode({ code, codeVerifier: `${start.codeVerifier}x` }))
    expect(error.kind).toBe('reconnect-needed')
    expect(error.message).toBe('YouTube no longer accepts this connection. Reconnect your channel.')
  })
})

describe('keeping the connection alive', () => {
  it('refreshes an access token past its expiry before calling, and hands back the new tokens', async () => {
    const tokens = await connect()
    const before = tokenCalls()
    const answer = await port.channel({ ...tokens, expiresAt: Date.now() - 1000 })
    expect(tokenCalls()).toBe(before + 1)
    expect(answer.tokens?.accessToken).not.toBe(tokens.accessToken)
    expect(answer.tokens?.refreshToken).toBe(tokens.refreshToken)
    expect(answer.tokens?.expiresAt).toBeGreaterThan(Date.now())
    expect(answer.quotaUnits).toBe(1)
  })

  it('refreshes once and retries when Google refuses a token it had not yet said was expired', async () => {
    const tokens = await connect()
    fake.expireAccessTokens()
    const answer = await port.channel(tokens)
    expect(answer.value.title).toBe('Cooking with Ada')
    expect(answer.tokens?.accessToken).not.toBe(tokens.accessToken)
    // Both tries reached the Data API, and Google counts refused requests too.
    expect(answer.quotaUnits).toBe(2)
  })

  it('says reconnect when Google answers invalid_grant to a refresh, and spends no quota on it', async () => {
    const tokens = await connect()
    fake.oauth.failNextRefresh = true
    const refused = await youtubeFailure(port.refresh(tokens))
    expect(refused.kind).toBe('reconnect-needed')
    expect(refused.message).toBe(YOUTUBE_MESSAGES.reconnect)
    fake.oauth.failNextRefresh = true
    const during = await youtubeFailure(port.channel({ ...tokens, expiresAt: 1 }))
    expect(during).toMatchObject({
      kind: 'reconnect-needed',
      status: 400,
      reason: 'invalid_grant',
      quotaUnits: 0,
    })
    expect((await port.refresh(tokens)).accessToken).not.toBe(tokens.accessToken)
  })

  it('revokes the grant at Google: the channel then needs reconnecting, and revoking again is fine', async () => {
    const tokens = await connect()
    await port.revoke(tokens)
    const error = await youtubeFailure(port.getVideos(tokens, [videos[1]!.id]))
    expect(error.kind).toBe('reconnect-needed')
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(tokens.accessToken)
    await expect(port.revoke(tokens)).resolves.toBeUndefined()
  })
})

describe('the channel and its uploads', () => {
  it('reads the channel with its uploads playlist and whether custom thumbnails are allowed', async () => {
    const tokens = await connect()
    const { value } = await port.channel(tokens)
    expect(value).toEqual({
      id: channel.id,
      title: 'Cooking with Ada',
      uploadsPlaylistId: channel.uploadsPlaylistId,
      customThumbnails: 'allowed',
    })
  })

  it('pages through the uploads newest first, with thumbnail, duration and privacy', async () => {
    const tokens = await connect()
    const first = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.uploadsPlaylistId,
      pageSize: 3,
    })
    expect(first.quotaUnits).toBe(2)
    expect(first.value.totalResults).toBe(7)
    expect(first.value.videos.map((video) => video.title)).toEqual(['Recipe 7', 'Recipe 6', 'Recipe 5'])
    expect(first.value.videos[0]).toMatchObject({
      duration: 'PT9M7S',
      durationSeconds: 547,
      privacy: 'public',
    })
    expect(first.value.videos[0]?.thumbnailUrl).toMatch(/maxresdefault\.jpg/)
    const pageToken = first.value.nextPageToken ?? ''
    const second = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.uploadsPlaylistId,
      pageSize: 3,
      pageToken,
    })
    expect(second.value.videos.map((video) => video.title)).toEqual(['Recipe 4', 'Recipe 3', 'Recipe 2'])
    const last = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.uploadsPlaylistId,
      pageSize: 3,
      pageToken: second.value.nextPageToken ?? '',
    })
    expect(last.value.videos).toMatchObject([{ title: 'Recipe 1', privacy: 'unlisted' }])
    expect(last.value.nextPageToken).toBeNull()
  })

  it('gets videos by id in the order asked, leaving out ids YouTube does not know', async () => {
    const tokens = await connect()
    const { value } = await port.getVideos(tokens, [videos[2]!.id, 'NoSuchVideo', videos[0]!.id])
    expect(value.map((video) => video.title)).toEqual(['Recipe 3', 'Recipe 1'])
  })
})

describe('publishing a thumbnail', () => {
  it('keeps the current image, sets the new one, and can put the old one back', async () => {
    const tokens = await connect()
    const video = videos[3]!
    const [before] = (await port.getVideos(tokens, [video.id])).value
    const kept = await port.fetchThumbnail(before?.thumbnailUrl ?? '')
    expect(kept.bytes.equals(video.thumbnail.bytes)).toBe(true)
    expect(kept.mimeType).toBe('image/png')

    const jpeg = await noisyJpeg(128, 72)
    const set = await port.setThumbnail(tokens, video.id, { bytes: jpeg, mimeType: 'image/jpeg' })
    expect(set.quotaUnits).toBe(50)
    const [after] = (await port.getVideos(tokens, [video.id])).value
    expect(after?.thumbnailUrl).toBe(set.value.thumbnailUrl)
    expect(after?.thumbnailUrl).not.toBe(before?.thumbnailUrl)
    expect((await port.fetchThumbnail(after?.thumbnailUrl ?? '')).bytes.equals(jpeg)).toBe(true)

    await port.setThumbnail(tokens, video.id, kept)
    expect(fake.state.videos.get(video.id)?.thumbnail.bytes.equals(kept.bytes)).toBe(true)
  })
})
