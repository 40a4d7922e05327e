import { afterAll, describe, expect, it } from 'vitest'
import {
  CALL_QUOTA_UNITS,
  createSimulatedYoutubeChannel,
  type YoutubeChannelPort,
  type YoutubeTokens,
} from '../../src/server/features/youtube/index.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'
import { googleChannelOnFake, youtubeFailure } from '../support/youtube-google-channel.ts'

// The same behaviour asked of both channels the shop can run on: Google's (the real client code
// against the fake Google server) and the simulated one. What a service relies on must hold for both.
interface Subject {
  port: YoutubeChannelPort
  /** The creator's browser through consent: the code and state the callback receives. */
  consent(state: string): Promise<{ codeVerifier: string; code: string; state: string | null }>
  videoId: string
}

const fake = await startFakeYoutube()
afterAll(() => fake.close())
const fakeChannel = fake.addChannel({ title: 'Contract' })
const fakeVideo = fake.addVideo(fakeChannel.id, { title: 'One' })
fake.addVideo(fakeChannel.id, { title: 'Two' })
fake.addVideo(fakeChannel.id, { title: 'Three' })
const google = googleChannelOnFake(fake)

const simulatedPort = createSimulatedYoutubeChannel({
  baseUrl: 'http://127.0.0.1:3000',
  callbackPath: '/api/youtube/callback',
})

const subjects: Record<string, Subject> = {
  google: {
    port: google.port,
    async consent(state) {
      const { start, back, code } = await google.consent(state)
      return { codeVerifier: start.codeVerifier, code, state: back.searchParams.get('state') }
    },
    videoId: fakeVideo.id,
  },
  simulated: {
    port: simulatedPort,
    async consent(state) {
      const start = await simulatedPort.startConnect(state)
      const back = new URL(start.url)
      return {
        codeVerifier: start.codeVerifier,
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state'),
      }
    },
    videoId: 'sim-cooking-ramen',
  },
}

describe.each(Object.entries(subjects))('the %s channel', (_name, subject) => {
  const { port, videoId } = subject
  async function connect(): Promise<YoutubeTokens> {
    const { code, codeVerifier } = await subject.consent('s')
    return (await port.exchangeCode({ code, codeVerifier })).tokens
  }

  it('returns the session’s state with the code, and refuses the code with another verifier', async () => {
    const back = await subject.consent('bound-to-session')
    expect(back.state).toBe('bound-to-session')
    const wrong = await youtubeFailure(
      port.exchangeCode({ code: back.code, codeVerifier: `${back.codeVerifier}x` }),
    )
    expect(wrong.kind).toBe('reconnect-needed')
  })

  it('says reconnect after the grant is revoked', async () => {
    const tokens = await connect()
    await port.revoke(tokens)
    expect((await youtubeFailure(port.getVideos(tokens, [videoId]))).kind).toBe('reconnect-needed')
  })

  it('reports the documented units per call, and pages the uploads', async () => {
    const tokens = await connect()
    const channel = await port.channel(tokens)
    expect(channel.quotaUnits).toBe(CALL_QUOTA_UNITS.channel)
    expect(channel.value.customThumbnails).toBe('allowed')
    const page = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.value.uploadsPlaylistId,
      pageSize: 2,
    })
    expect(page.quotaUnits).toBe(CALL_QUOTA_UNITS.listUploads)
    expect(page.value.videos).toHaveLength(2)
    expect(page.value.nextPageToken).not.toBeNull()
    const next = await port.listUploads(tokens, {
      uploadsPlaylistId: channel.value.uploadsPlaylistId,
      pageSize: 2,
      pageToken: page.value.nextPageToken ?? '',
    })
    expect(next.value.videos.map((video) => video.id)).not.toContain(page.value.videos[0]?.id)
    expect((await port.getVideos(tokens, [videoId])).quotaUnits).toBe(CALL_QUOTA_UNITS.getVideos)
  })

  it('sets a thumbnail, shows it under a new URL, and restores the kept copy', async () => {
    const tokens = await connect()
    const [before] = (await port.getVideos(tokens, [videoId])).value
    const kept = await port.fetchThumbnail(before?.thumbnailUrl ?? '')
    const jpeg = await noisyJpeg(64, 36)
    const set = await port.setThumbnail(tokens, videoId, { bytes: jpeg, mimeType: 'image/jpeg' })
    expect(set.quotaUnits).toBe(CALL_QUOTA_UNITS.setThumbnail)
    const [after] = (await port.getVideos(tokens, [videoId])).value
    expect(after?.thumbnailUrl).not.toBe(before?.thumbnailUrl)
    expect((await port.fetchThumbnail(after?.thumbnailUrl ?? '')).bytes.equals(jpeg)).toBe(true)
    const restored = await port.setThumbnail(tokens, videoId, kept)
    expect((await port.fetchThumbnail(restored.value.thumbnailUrl ?? '')).bytes.equals(kept.bytes)).toBe(true)
  })

  it('refuses bytes that are no image, and a video it does not know, with the same kinds', async () => {
    const tokens = await connect()
    const text = { bytes: Buffer.from('not an image at all'), mimeType: 'image/jpeg' as const }
    expect((await youtubeFailure(port.setThumbnail(tokens, videoId, text))).kind).toBe('image-refused')
    const jpeg = { bytes: await noisyJpeg(64, 36), mimeType: 'image/jpeg' as const }
    expect((await youtubeFailure(port.setThumbnail(tokens, 'NoSuchVideo', jpeg))).kind).toBe('video-gone')
  })
})
