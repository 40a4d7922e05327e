import { afterAll, describe, expect, it } from 'vitest'
import { pacificDateOf, VERIFY_URL, YOUTUBE_MESSAGES } from '../../src/server/features/youtube/index.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { noisyJpeg, noisyPng } from '../support/image-fixtures.ts'
import { googleChannelOnFake, youtubeFailure } from '../support/youtube-google-channel.ts'

// Each refusal of the app's Google channel as the creator will read it, the quota running out, and
// the daily figures: the reach report's CSV and the Analytics API's rows, read into numbers.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const channel = fake.addChannel({ title: 'Figures' })
const [first, second] = [fake.addVideo(channel.id), fake.addVideo(channel.id)]
const unverified = fake.addChannel({ title: 'Not verified yet', allowCustomThumbnails: false })
const unverifiedVideo = fake.addVideo(unverified.id)
const stranger = fake.addVideo(unverified.id, { privacyStatus: 'private' })
const { port, connect } = googleChannelOnFake(fake)
const tokens = await connect()
const jpeg = await noisyJpeg(64, 36)

describe('publishing refused, in words a creator can act on', () => {
  it('tells an unverified channel to verify, with the link', async () => {
    fake.oauth.consentingChannelId = () => unverified.id
    const theirs = await connect()
    fake.oauth.consentingChannelId = () => channel.id
    expect((await port.channel(theirs)).value.customThumbnails).toBe('not-allowed')
    const error = await youtubeFailure(
      port.setThumbnail(theirs, unverifiedVideo.id, { bytes: jpeg, mimeType: 'image/jpeg' }),
    )
    expect(error).toMatchObject({ kind: 'custom-thumbnails-not-allowed', status: 403, quotaUnits: 50 })
    expect(error.message).toContain(VERIFY_URL)
    expect(error.message).toContain('verified')
  })

  it('says the image was refused when the bytes are not the image they claim to be', async () => {
    const png = await noisyPng(64, 36)
    const error = await youtubeFailure(
      port.setThumbnail(tokens, first!.id, { bytes: png, mimeType: 'image/jpeg' }),
    )
    expect(error).toMatchObject({
      kind: 'image-refused',
      reason: 'invalidImage',
      message: YOUTUBE_MESSAGES.imageRefused,
    })
  })

  it('says the video is gone when YouTube cannot find it, or it is someone else’s private video', async () => {
    for (const videoId of ['NoSuchVideo', stranger.id]) {
      const error = await youtubeFailure(
        port.setThumbnail(tokens, videoId, { bytes: jpeg, mimeType: 'image/jpeg' }),
      )
      expect(error).toMatchObject({ kind: 'video-gone', status: 404, message: YOUTUBE_MESSAGES.videoGone })
    }
    const image = await youtubeFailure(port.fetchThumbnail(`${fake.url}/vi/NoSuchVideo/hqdefault.jpg`))
    expect(image.kind).toBe('video-gone')
  })

  it('fetches a thumbnail only from YouTube’s image hosts, never another address it is handed', async () => {
    const before = fake.calls.length
    for (const url of [
      'http://127.0.0.1:5432/',
      'https://i.ytimg.com.evil.test/vi/x/hq.jpg',
      'file:///etc/passwd',
    ]) {
      expect((await youtubeFailure(port.fetchThumbnail(url))).kind, url).toBe('video-gone')
    }
    expect(fake.calls.length).toBe(before)
  })

  it('says YouTube is unavailable when nothing answers, and nothing was changed', async () => {
    const closed = await startFakeYoutube()
    await closed.close()
    const { port: offline } = googleChannelOnFake(fake, { dataApiRoot: `${closed.url}/` })
    const error = await youtubeFailure(
      offline.setThumbnail(tokens, first!.id, { bytes: jpeg, mimeType: 'image/jpeg' }),
    )
    expect(error).toMatchObject({
      kind: 'unavailable',
      status: undefined,
      message: YOUTUBE_MESSAGES.unavailable,
    })
    expect(fake.state.videos.get(first!.id)?.thumbnailVersion).toBe(0)
  })

  it('never puts a token in what an error shows or logs', async () => {
    const error = await youtubeFailure(
      port.setThumbnail(tokens, 'NoSuchVideo', { bytes: jpeg, mimeType: 'image/jpeg' }),
    )
    const logged = JSON.stringify({ ...error, message: error.message, stack: error.stack })
    expect(logged).not.toContain(tokens.accessToken)
    expect(logged).not.toContain(tokens.refreshToken)
  })
})

describe('the daily quota', () => {
  it('refuses past the limit with the reset at midnight Pacific time, and counts the refused call', async () => {
    fake.quota.used = fake.quota.limit - 60
    await port.setThumbnail(tokens, second!.id, { bytes: jpeg, mimeType: 'image/jpeg' })
    const error = await youtubeFailure(
      port.setThumbnail(tokens, second!.id, { bytes: jpeg, mimeType: 'image/jpeg' }),
    )
    expect(error).toMatchObject({
      kind: 'quota-exceeded',
      status: 403,
      reason: 'quotaExceeded',
      quotaUnits: 50,
    })
    expect(error.message).toContain('midnight Pacific time')
    const resetsAt = error.resetsAt ?? new Date(0)
    expect(resetsAt.getTime()).toBeGreaterThan(Date.now())
    expect(resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000)
    // The reset is the first instant of a Pacific day.
    expect(pacificDateOf(resetsAt)).not.toBe(pacificDateOf(new Date(resetsAt.getTime() - 1)))
    // The lists still fit in the 10 units left.
    expect((await port.getVideos(tokens, [second!.id])).value).toHaveLength(1)
    fake.quota.used = 0
  })
})

describe('daily figures', () => {
  fake.addDay('2026-11-20', [
    { videoId: first!.id, impressions: 1200, ctr: 0.045, views: 60, averageViewDuration: 200 },
    { videoId: second!.id, impressions: 800, ctr: 0.0625, views: 40, averageViewDuration: 150 },
    { videoId: unverifiedVideo.id, impressions: 999, ctr: 0.1, views: 9, averageViewDuration: 99 },
  ])
  fake.addDay('2026-11-21', [
    { videoId: first!.id, impressions: 1500, ctr: 0.04, views: 70, averageViewDuration: 210 },
  ])

  it('creates the reach job once (backfilling known days), then reads each day’s CSV into numbers', async () => {
    const { value: job, quotaUnits } = await port.ensureReachJob(tokens)
    expect(quotaUnits).toBe(0)
    expect((await port.ensureReachJob(tokens)).value.jobId).toBe(job.jobId)
    expect(
      fake.calls.filter((call) => call.method === 'POST' && call.path === '/reporting/v1/jobs'),
    ).toHaveLength(1)

    // A day published after the job exists arrives as a report of its own.
    fake.addDay('2026-11-22', [
      { videoId: second!.id, impressions: 10, ctr: 0, views: 0, averageViewDuration: 0 },
    ])
    const { value: reports } = await port.listReachReports(tokens, job.jobId)
    expect(reports).toHaveLength(3)
    const rows = await Promise.all(
      reports.map(async (report) => (await port.downloadReachReport(tokens, report)).value),
    )
    expect(rows.flat()).toEqual(
      expect.arrayContaining([
        { day: '2026-11-20', videoId: first!.id, impressions: 1200, ctr: 0.045, clicks: 54 },
        { day: '2026-11-20', videoId: second!.id, impressions: 800, ctr: 0.0625, clicks: 50 },
        { day: '2026-11-21', videoId: first!.id, impressions: 1500, ctr: 0.04, clicks: 60 },
        { day: '2026-11-22', videoId: second!.id, impressions: 10, ctr: 0, clicks: 0 },
      ]),
    )
    // Another channel's video never shows up in this channel's report.
    expect(rows.flat()).toHaveLength(4)
  })

  it('lists only the reports created after a given time', async () => {
    const { value: job } = await port.ensureReachJob(tokens)
    const { value: all } = await port.listReachReports(tokens, job.jobId)
    const latest = new Date(Math.max(...all.map((report) => Date.parse(report.createTime))))
    expect((await port.listReachReports(tokens, job.jobId, { createdAfter: latest })).value).toEqual([])
  })

  it('reads views and average view duration per day for one video', async () => {
    const { value } = await port.viewsByDay(tokens, {
      videoId: first!.id,
      startDate: '2026-11-19',
      endDate: '2026-11-21',
    })
    expect(value).toEqual([
      { day: '2026-11-20', views: 60, averageViewDuration: 200 },
      { day: '2026-11-21', views: 70, averageViewDuration: 210 },
    ])
    const none = await port.viewsByDay(tokens, {
      videoId: second!.id,
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    })
    expect(none.value).toEqual([])
  })
})
