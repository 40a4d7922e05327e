import { afterAll, describe, expect, it } from 'vitest'
import { failure, youtubeClients } from '../support/fake-youtube/clients.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'

// Quota, the Reporting API's reach report and the Analytics API's reports.query, through the real
// clients (plain fetch for the Reporting API, which has no small package).
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const redirectUri = 'http://127.0.0.1:3000/api/youtube/callback'
fake.oauth.redirectUris.push(redirectUri)
const channel = fake.addChannel({ title: 'Figures' })
const [first, second] = [fake.addVideo(channel.id), fake.addVideo(channel.id)]
const other = fake.addChannel({ title: 'Someone else' })
const stranger = fake.addVideo(other.id)
const { connect } = youtubeClients(fake, redirectUri)

describe('Data API quota', () => {
  it('counts 1 unit per list and 50 per thumbnails.set, and refuses with quotaExceeded past the limit', async () => {
    const { yt, setThumbnail } = await connect()
    fake.quota.used = 0
    fake.quota.limit = 102
    await yt.channels.list({ part: ['id'], mine: true })
    await yt.videos.list({ part: ['id'], id: [first!.id] })
    const jpeg = await noisyJpeg(64, 36)
    await setThumbnail(first!.id, 'image/jpeg', jpeg)
    expect(fake.quota.used).toBe(52)
    await setThumbnail(first!.id, 'image/jpeg', jpeg)
    expect(fake.quota.used).toBe(102)

    const refused = await failure(yt.videos.list({ part: ['id'], id: [first!.id] }))
    expect(refused).toMatchObject({
      status: 403,
      data: { error: { code: 403, errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] } },
    })
    expect(fake.quota.used).toBe(102)
    fake.quota.limit = 10_000
  })
})

describe('YouTube Reporting API', () => {
  it('creates a reach job, lists it, and downloads each day as the documented CSV', async () => {
    const { tokens } = await connect()
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${fake.urls.reporting}/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      })
    const types = (await (await api('/reportTypes')).json()) as { reportTypes: Array<{ id: string }> }
    expect(types.reportTypes.map((type) => type.id)).toContain('channel_reach_basic_a1')

    fake.addDay('2026-11-20', [
      { videoId: first!.id, impressions: 1200, ctr: 0.05, views: 70, averageViewDuration: 120 },
      { videoId: stranger!.id, impressions: 9, ctr: 0.1, views: 1, averageViewDuration: 5 },
    ])
    const created = await api('/jobs', {
      method: 'POST',
      body: JSON.stringify({ reportTypeId: 'channel_reach_basic_a1', name: 'reach' }),
    })
    expect(created.status).toBe(200)
    const job = (await created.json()) as { id: string; reportTypeId: string; createTime: string }
    const again = await api('/jobs', {
      method: 'POST',
      body: JSON.stringify({ reportTypeId: 'channel_reach_basic_a1' }),
    })
    expect(again.status).toBe(409)
    const listed = (await (await api('/jobs')).json()) as { jobs: Array<{ id: string }> }
    expect(listed.jobs.map((each) => each.id)).toEqual([job.id])

    fake.now = () => new Date(Date.parse(job.createTime) + 86400_000)
    fake.addDay('2026-11-21', [
      { videoId: second!.id, impressions: 800, ctr: 0.0375, views: 40, averageViewDuration: 90 },
    ])
    const all = (await (await api(`/jobs/${job.id}/reports`)).json()) as {
      reports: Array<{ id: string; startTime: string; endTime: string; downloadUrl: string }>
    }
    // The backfilled day and the new one; a Pacific day runs 08:00Z to 08:00Z in November.
    expect(all.reports.map((report) => report.startTime)).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T08:00:00.000Z',
    ])

    const fresh = (await (
      await api(`/jobs/${job.id}/reports?createdAfter=${job.createTime}`)
    ).json()) as typeof all
    expect(fresh.reports).toHaveLength(1)
    const paged = (await (await api(`/jobs/${job.id}/reports?pageSize=1`)).json()) as typeof all & {
      nextPageToken?: string
    }
    expect(paged.reports).toHaveLength(1)
    const rest = (await (
      await api(`/jobs/${job.id}/reports?pageSize=1&pageToken=${paged.nextPageToken}`)
    ).json()) as typeof all
    expect(rest.reports[0]?.id).toBe(all.reports[1]?.id)
    const later = (await (
      await api(`/jobs/${job.id}/reports?startTimeAtOrAfter=2026-11-21T08:00:00Z`)
    ).json()) as typeof all
    expect(later.reports.map((report) => report.id)).toEqual([all.reports[1]?.id])

    const csv = await (
      await fetch(all.reports[0]?.downloadUrl ?? '', {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).text()
    expect(csv).toBe(
      `date,channel_id,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr\n20261120,${channel.id},${first!.id},1200,0.05\n`,
    )
    expect((await fetch(all.reports[0]?.downloadUrl ?? '')).status).toBe(401)
    expect((await api('/jobs/unknown/reports')).status).toBe(404)
    fake.now = () => new Date()
  })
})

describe('YouTube Analytics API reports.query', () => {
  it('answers views and average view duration per day for one video, with column headers', async () => {
    const { analytics } = await connect()
    fake.addDay('2026-11-22', [
      { videoId: first!.id, impressions: 900, ctr: 0.04, views: 30, averageViewDuration: 100 },
    ])
    const { data } = await analytics.reports.query({
      ids: 'channel==MINE',
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      metrics: 'views,averageViewDuration,estimatedMinutesWatched',
      dimensions: 'day',
      filters: `video==${first!.id}`,
    })
    expect(data.kind).toBe('youtubeAnalytics#resultTable')
    expect(data.columnHeaders).toEqual([
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'averageViewDuration', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
    ])
    expect(data.rows).toEqual([
      ['2026-11-20', 70, 120, 140],
      ['2026-11-22', 30, 100, 50],
    ])
  })

  it('totals without a dimension, leaves rows out when there is no data, and refuses an unknown metric', async () => {
    const { analytics } = await connect()
    const total = await analytics.reports.query({
      ids: 'channel==MINE',
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      metrics: 'views',
    })
    expect(total.data.rows).toEqual([[140]])
    const empty = await analytics.reports.query({
      ids: 'channel==MINE',
      startDate: '2025-01-01',
      endDate: '2025-01-02',
      metrics: 'views',
    })
    expect(empty.data.rows).toBeUndefined()
    const unknown = await failure(
      analytics.reports.query({
        ids: 'channel==MINE',
        startDate: '2026-11-20',
        endDate: '2026-11-22',
        metrics: 'impressions',
      }),
    )
    expect(unknown.status).toBe(400)
  })
})
