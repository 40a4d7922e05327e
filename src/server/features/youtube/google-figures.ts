/**
 * A video's daily figures. Impressions and click-through rate are not in the Analytics API: they come
 * from the Reporting API's reach report, one CSV per day once a job exists (plain fetch: no maintained
 * Node package covers the Reporting API). Views and watch time per day come from the Analytics API.
 * Sources: developers.google.com/youtube/reporting/v1/reference/rest (jobs.create, jobs.list,
 * jobs.reports.list, media.download) and developers.google.com/youtube/analytics/reference/reports/query.
 */
import { youtubeAnalytics } from '@googleapis/youtubeanalytics'
import type { GoogleEndpoints, googleOauth, OauthClient } from './google-oauth.ts'
import { parseReachCsv } from './reach-csv.ts'
import { GoogleHttpFailure } from './youtube-error.ts'
import type { ReachReport, ViewsDay, YoutubeChannelPort } from './youtube-port.ts'

export const REACH_REPORT_TYPE = 'channel_reach_basic_a1'
const TIMEOUT_MS = 30_000

type Figures = Pick<
  YoutubeChannelPort,
  'ensureReachJob' | 'listReachReports' | 'downloadReachReport' | 'viewsByDay'
>

interface Job {
  id: string
  reportTypeId: string
}

export function googleFigures(oauth: ReturnType<typeof googleOauth>, endpoints: GoogleEndpoints): Figures {
  const reportingOrigin = new URL(endpoints.reportingRoot).origin

  /** One Reporting API request with the client's current access token (refreshed first if due). */
  async function reporting(client: OauthClient, url: string, init: RequestInit = {}): Promise<Response> {
    // The bearer token goes to the Reporting API's own host only, whatever a report's URL says.
    if (new URL(url).origin !== reportingOrigin) throw new GoogleHttpFailure(502, undefined)
    const { token } = await client.getAccessToken()
    const response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) {
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      throw new GoogleHttpFailure(response.status, body)
    }
    return response
  }

  async function listAll<T>(client: OauthClient, base: string, field: string): Promise<T[]> {
    const items: T[] = []
    let pageToken: string | undefined
    do {
      const url = new URL(base)
      if (pageToken) url.searchParams.set('pageToken', pageToken)
      const page = (await (await reporting(client, url.href)).json()) as Record<string, unknown>
      items.push(...((page[field] as T[] | undefined) ?? []))
      pageToken = typeof page.nextPageToken === 'string' ? page.nextPageToken : undefined
    } while (pageToken)
    return items
  }

  const jobsUrl = `${endpoints.reportingRoot}/v1/jobs`
  const reachJob = async (client: OauthClient) =>
    (await listAll<Job>(client, jobsUrl, 'jobs')).find((job) => job.reportTypeId === REACH_REPORT_TYPE)

  return {
    ensureReachJob: (tokens) =>
      oauth.authed(tokens, 'figures', 0, async (client) => {
        const existing = await reachJob(client)
        if (existing) return { jobId: existing.id }
        try {
          const created = await reporting(client, jobsUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ reportTypeId: REACH_REPORT_TYPE, name: 'Thumbforge reach' }),
          })
          return { jobId: ((await created.json()) as Job).id }
        } catch (error) {
          // Another instance created it between our list and our create.
          const raced = error instanceof GoogleHttpFailure && error.response.status === 409
          const again = raced ? await reachJob(client) : undefined
          if (again) return { jobId: again.id }
          throw error
        }
      }),

    listReachReports: (tokens, jobId, filter = {}) =>
      oauth.authed(tokens, 'figures', 0, async (client) => {
        const url = new URL(`${jobsUrl}/${encodeURIComponent(jobId)}/reports`)
        if (filter.createdAfter) url.searchParams.set('createdAfter', filter.createdAfter.toISOString())
        const reports = await listAll<ReachReport>(client, url.href, 'reports')
        return reports.map(({ id, startTime, endTime, createTime, downloadUrl }) => ({
          id,
          startTime,
          endTime,
          createTime,
          downloadUrl,
        }))
      }),

    downloadReachReport: (tokens, report) =>
      oauth.authed(tokens, 'figures', 0, async (client) =>
        parseReachCsv(await (await reporting(client, report.downloadUrl)).text()),
      ),

    viewsByDay: (tokens, query) =>
      oauth.authed(tokens, 'figures', 0, async (client) => {
        const analytics = youtubeAnalytics({ version: 'v2', auth: client, rootUrl: endpoints.analyticsRoot })
        const { data } = await analytics.reports.query(
          {
            ids: 'channel==MINE',
            startDate: query.startDate,
            endDate: query.endDate,
            metrics: 'views,averageViewDuration',
            dimensions: 'day',
            filters: `video==${query.videoId}`,
            sort: 'day',
          },
          { timeout: TIMEOUT_MS },
        )
        const names = (data.columnHeaders ?? []).map((column) => column.name ?? '')
        const at = (name: string) => names.indexOf(name)
        // No rows at all is how the API says "no views in these days".
        return (data.rows ?? []).map(
          (row): ViewsDay => ({
            day: String(row[at('day')]),
            views: Number(row[at('views')] ?? 0),
            averageViewDuration: Number(row[at('averageViewDuration')] ?? 0),
          }),
        )
      }),
  }
}
