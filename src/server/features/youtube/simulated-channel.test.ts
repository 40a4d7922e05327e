import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { YOUTUBE_SCOPES } from './google-oauth.ts'
import { simulatedChannel } from './simulated-channel-test-support.ts'
import { YoutubeError } from './youtube-error.ts'
import { CALL_QUOTA_UNITS } from './youtube-port.ts'

// Only through the port, as the services will use it.

const simulated = simulatedChannel

async function failure(promise: Promise<unknown>): Promise<YoutubeError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(caught).toBeInstanceOf(YoutubeError)
  return caught as YoutubeError
}

const jpeg = (red: number) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: { r: red, g: 10, b: 10 } } })
    .jpeg()
    .toBuffer()

describe('connecting the simulated channel', () => {
  it('comes back to the shop’s own callback with a code and the same state, and gives simulated tokens', async () => {
    const { port } = simulated()
    const start = await port.startConnect('bound-to-session')
    const back = new URL(start.url)
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:3000/api/youtube/callback')
    expect(back.searchParams.get('state')).toBe('bound-to-session')
    const connected = await port.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      codeVerifier: start.codeVerifier,
    })
    expect(connected.scopes).toEqual([...YOUTUBE_SCOPES])
    expect(connected.tokens.accessToken).toMatch(/^sim-/)
    expect(connected.tokens.refreshToken).toMatch(/^sim-/)
    const { value } = await port.channel(connected.tokens)
    expect(value).toMatchObject({ title: 'Simulated channel', customThumbnails: 'allowed' })
  })

  it('refuses a code sent back with another verifier, or used twice, as Google does', async () => {
    const { port } = simulated()
    const start = await port.startConnect('s')
    const code = new URL(start.url).searchParams.get('code') ?? ''
    const wrong = await failure(port.exchangeCode({ code: 'sim-code-x', codeVerifier: start.codeVerifier }))
    expect(wrong.kind).toBe('reconnect-needed')
    const other = await port.startConnect('s')
    const otherCode = new URL(other.url).searchParams.get('code') ?? ''
    expect(
      (await failure(port.exchangeCode({ code: otherCode, codeVerifier: start.codeVerifier }))).kind,
    ).toBe('reconnect-needed')
    await port.exchangeCode({ code, codeVerifier: start.codeVerifier })
    expect((await failure(port.exchangeCode({ code, codeVerifier: start.codeVerifier }))).kind).toBe(
      'reconnect-needed',
    )
  })

  it('refreshes an expired access token on the way and hands back the new tokens', async () => {
    const { port, advance, connect } = simulated()
    const tokens = await connect()
    advance(2 * 3_600_000)
    const answer = await port.channel(tokens)
    expect(answer.tokens?.accessToken).not.toBe(tokens.accessToken)
    expect(answer.tokens?.refreshToken).toBe(tokens.refreshToken)
    expect(answer.quotaUnits).toBe(CALL_QUOTA_UNITS.channel)
  })

  it('after revoking, every call says reconnect, and revoking again is fine', async () => {
    const { port, connect } = simulated()
    const tokens = await connect()
    await port.revoke(tokens)
    expect((await failure(port.getVideos(tokens, ['sim-travel-lisbon']))).kind).toBe('reconnect-needed')
    expect((await failure(port.refresh(tokens))).kind).toBe('reconnect-needed')
    expect((await failure(port.channel({ ...tokens, expiresAt: 1 }))).quotaUnits).toBe(0)
    await expect(port.revoke(tokens)).resolves.toBeUndefined()
  })
})

describe('uploads', () => {
  it('pages the sample videos newest first at 2 units a page', async () => {
    const { port, connect } = simulated()
    const tokens = await connect()
    const { value: channel } = await port.channel(tokens)
    const first = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.uploadsPlaylistId,
      pageSize: 4,
    })
    expect(first.quotaUnits).toBe(CALL_QUOTA_UNITS.listUploads)
    expect(first.value.totalResults).toBe(6)
    expect(first.value.videos).toHaveLength(4)
    const dates = first.value.videos.map((video) => video.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.uploadsPlaylistId,
      pageSize: 4,
      pageToken: first.value.nextPageToken ?? '',
    })
    expect(second.value.videos).toHaveLength(2)
    expect(second.value.nextPageToken).toBeNull()
    expect(second.value.prevPageToken).not.toBeNull()
    expect(second.value.videos[0]).toMatchObject({ durationSeconds: expect.any(Number), privacy: 'public' })
  })
})

describe('publishing a thumbnail', () => {
  it('keeps the original, shows the new version, and can put the original back', async () => {
    const { port, connect } = simulated()
    const tokens = await connect()
    const id = 'sim-cooking-ramen'
    const [before] = (await port.getVideos(tokens, [id])).value
    const original = await port.fetchThumbnail(before?.thumbnailUrl ?? '')
    expect(original.mimeType).toBe('image/png')

    const bytes = await jpeg(200)
    const set = await port.setThumbnail(tokens, id, { bytes, mimeType: 'image/jpeg' })
    expect(set.quotaUnits).toBe(CALL_QUOTA_UNITS.setThumbnail)
    const [after] = (await port.getVideos(tokens, [id])).value
    expect(after?.thumbnailUrl).toBe(set.value.thumbnailUrl)
    expect(after?.thumbnailUrl).not.toBe(before?.thumbnailUrl)
    expect((await port.fetchThumbnail(after?.thumbnailUrl ?? '')).bytes.equals(bytes)).toBe(true)
    expect((await port.fetchThumbnail(before?.thumbnailUrl ?? '')).bytes.equals(original.bytes)).toBe(true)

    const restored = await port.setThumbnail(tokens, id, original)
    const back = await port.fetchThumbnail(restored.value.thumbnailUrl ?? '')
    expect(back.bytes.equals(original.bytes)).toBe(true)
  })

  it('refuses bytes that are not a JPEG or PNG, and a video it does not know, still counting the units', async () => {
    const { port, connect } = simulated()
    const tokens = await connect()
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
    const refused = await failure(
      port.setThumbnail(tokens, 'sim-cooking-ramen', { bytes: gif, mimeType: 'image/jpeg' }),
    )
    expect(refused).toMatchObject({ kind: 'image-refused', quotaUnits: CALL_QUOTA_UNITS.setThumbnail })
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])
    expect(
      (
        await failure(
          port.setThumbnail(tokens, 'sim-cooking-ramen', { bytes: broken, mimeType: 'image/jpeg' }),
        )
      ).kind,
    ).toBe('image-refused')
    const unknown = await failure(
      port.setThumbnail(tokens, 'NoSuchVideo', { bytes: await jpeg(1), mimeType: 'image/jpeg' }),
    )
    expect(unknown).toMatchObject({ kind: 'video-gone', quotaUnits: CALL_QUOTA_UNITS.setThumbnail })
    expect((await failure(port.fetchThumbnail('http://127.0.0.1:3000/elsewhere.jpg'))).kind).toBe(
      'video-gone',
    )
    expect(
      (await port.getVideos(tokens, ['NoSuchVideo', 'sim-travel-lisbon'])).value.map((v) => v.id),
    ).toEqual(['sim-travel-lisbon'])
  })
})
