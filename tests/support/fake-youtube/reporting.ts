import { randomUUID } from 'node:crypto'
import { type AccessToken, requireScope, SCOPES } from './oauth.ts'
import { type FakeRequest, json, pageOffset, pageToken, type Reply } from './replies.ts'
import type { FakeState } from './state.ts'

/**
 * The YouTube Reporting API v1 (developers.google.com/youtube/reporting/v1/reference/rest): reportTypes.list,
 * jobs.create / jobs.list, jobs.reports.list (createdAfter, startTimeAtOrAfter, startTimeBefore, pageSize,
 * pageToken → nextPageToken; 404 for an unknown job) and media.download of a report's `downloadUrl`.
 * Served under `/reporting` (the real host is youtubereporting.googleapis.com).
 *
 * The reach report `channel_reach_basic_a1` (developers.google.com/youtube/reporting/v1/reports/channel_reports,
 * "Reach"): dimensions date, channel_id, video_id; metrics video_thumbnail_impressions,
 * video_thumbnail_impressions_ctr; dates as YYYYMMDD (reports/dimensions). One report per day per job,
 * covering that Pacific day; creating a job backfills reports for the days already known, as YouTube
 * backfills the 30 days before. Errors use Google's newer shape, `{error:{code,message,status}}`.
 */
export const REACH_REPORT = 'channel_reach_basic_a1'
const reportTypes = [
  { id: 'channel_basic_a3', name: 'User activity' },
  { id: REACH_REPORT, name: 'Reach basic' },
  { id: 'channel_reach_combined_a1', name: 'Reach combined' },
]

interface Job {
  id: string
  reportTypeId: string
  name: string
  createTime: string
  channelId: string
}
interface Report {
  id: string
  jobId: string
  day: string
  startTime: string
  endTime: string
  createTime: string
}

const error = (code: number, status: string, message: string) =>
  json(code, { error: { code, message, status } })

/** Midnight of a Pacific day, in UTC (07:00Z in summer, 08:00Z in winter). */
export function pacificMidnight(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value // "GMT-7"
  const hours = -Number((offset ?? 'GMT-8').replace('GMT', ''))
  return new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3600_000).toISOString()
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10)

export function fakeReporting(state: FakeState, baseUrl: string, now: () => Date) {
  const jobs: Job[] = []
  const reports: Report[] = []

  function addReport(job: Job, day: string, createTime = now().toISOString()) {
    reports.push({
      id: String(10_000_000 + reports.length),
      jobId: job.id,
      day,
      startTime: pacificMidnight(day),
      endTime: pacificMidnight(nextDay(day)),
      createTime,
    })
  }

  const reportResource = (report: Report) => ({
    id: report.id,
    jobId: report.jobId,
    startTime: report.startTime,
    endTime: report.endTime,
    createTime: report.createTime,
    downloadUrl: `${baseUrl}/reporting/v1/media/CHANNEL/${report.jobId}/${report.id}?alt=media`,
  })
  const jobResource = ({ channelId: _owner, ...job }: Job) => job

  function csv(report: Report, channelId: string) {
    const header = 'date,channel_id,video_id,video_thumbnail_impressions,video_thumbnail_impressions_ctr'
    const rows = (state.days.get(report.day) ?? [])
      .filter((row) => state.videos.get(row.videoId)?.channelId === channelId)
      .map((row) =>
        [report.day.replaceAll('-', ''), channelId, row.videoId, row.impressions, row.ctr].join(','),
      )
    return `${[header, ...rows].join('\n')}\n`
  }

  function route(access: AccessToken, request: FakeRequest): Reply | undefined {
    if (!request.path.startsWith('/reporting/v1/')) return undefined
    const refused = requireScope(access, [SCOPES.analytics])
    if (refused) return refused
    const channelId = access.grant.channelId
    const path = request.path.slice('/reporting/v1'.length)
    const query = request.query
    if (request.method === 'GET' && path === '/reportTypes') return json(200, { reportTypes })
    if (request.method === 'GET' && path === '/jobs') {
      return json(200, { jobs: jobs.filter((job) => job.channelId === channelId).map(jobResource) })
    }
    if (request.method === 'POST' && path === '/jobs') {
      const body = JSON.parse(request.body.toString() || '{}') as { reportTypeId?: string; name?: string }
      if (!reportTypes.some((type) => type.id === body.reportTypeId)) {
        return error(400, 'INVALID_ARGUMENT', `Invalid report type id: ${body.reportTypeId ?? ''}`)
      }
      if (jobs.some((job) => job.channelId === channelId && job.reportTypeId === body.reportTypeId)) {
        return error(409, 'ALREADY_EXISTS', 'Job for this report type already exists.')
      }
      const job = {
        id: randomUUID(),
        reportTypeId: body.reportTypeId as string,
        name: body.name ?? '',
        createTime: now().toISOString(),
        channelId,
      }
      jobs.push(job)
      if (job.reportTypeId === REACH_REPORT)
        for (const day of [...state.days.keys()].sort()) addReport(job, day, job.createTime)
      return json(200, jobResource(job))
    }
    const listMatch = path.match(/^\/jobs\/([^/]+)\/reports$/)
    if (request.method === 'GET' && listMatch) {
      const job = jobs.find((candidate) => candidate.id === listMatch[1] && candidate.channelId === channelId)
      if (!job) return error(404, 'NOT_FOUND', 'Requested entity was not found.')
      const createdAfter = query.get('createdAfter')
      const atOrAfter = query.get('startTimeAtOrAfter')
      const before = query.get('startTimeBefore')
      const matching = reports.filter(
        (report) =>
          report.jobId === job.id &&
          (!createdAfter || Date.parse(report.createTime) > Date.parse(createdAfter)) &&
          (!atOrAfter || Date.parse(report.startTime) >= Date.parse(atOrAfter)) &&
          (!before || Date.parse(report.startTime) < Date.parse(before)),
      )
      const size = Number(query.get('pageSize') ?? 100)
      const start = pageOffset(job.id, query.get('pageToken'))
      if (start === undefined) return error(400, 'INVALID_ARGUMENT', 'Invalid page token.')
      const page = matching.slice(start, start + size).map(reportResource)
      const more = start + size < matching.length ? { nextPageToken: pageToken(job.id, start + size) } : {}
      return json(200, { reports: page, ...more })
    }
    const mediaMatch = path.match(/^\/media\/CHANNEL\/([^/]+)\/([^/]+)$/)
    if (request.method === 'GET' && mediaMatch) {
      const job = jobs.find(
        (candidate) => candidate.id === mediaMatch[1] && candidate.channelId === channelId,
      )
      const report = reports.find(
        (candidate) => candidate.id === mediaMatch[2] && candidate.jobId === job?.id,
      )
      if (!job || !report) return error(404, 'NOT_FOUND', 'Requested entity was not found.')
      return {
        status: 200,
        raw: csv(report, channelId),
        headers: { 'content-type': 'application/octet-stream' },
      }
    }
    return undefined
  }

  return {
    route,
    /** A day's report for every reach job (called when the test adds a day's figures). */
    publishDay(day: string) {
      for (const job of jobs) if (job.reportTypeId === REACH_REPORT) addReport(job, day)
    },
  }
}
