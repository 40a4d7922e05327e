import { type AccessToken, requireScope, SCOPES } from './oauth.ts'
import { type FakeRequest, json, type Reply } from './replies.ts'
import type { DayFigures, FakeState } from './state.ts'

/**
 * YouTube Analytics API v2 `reports.query` (developers.google.com/youtube/analytics/reference/reports/query,
 * channel_reports, dimsmets/mets): GET /v2/reports with ids=channel==MINE (or the caller's own
 * channel==UC…), startDate, endDate, metrics (views, estimatedMinutesWatched, averageViewDuration),
 * optional dimensions=day and filters=video==ID[,ID…]. Answers a `youtubeAnalytics#resultTable`:
 * columnHeaders (dimensions first, then metrics, in the request's order) and rows; with no data the
 * rows field is left out, as the reference says. Served at the root (`/v2/reports`): googleapis-common
 * keeps only the origin of a client's rootUrl, so a path prefix would be lost.
 */
const metricTypes: Record<string, string> = {
  views: 'INTEGER',
  estimatedMinutesWatched: 'INTEGER',
  averageViewDuration: 'INTEGER',
}

const badRequest = (message: string) =>
  json(400, {
    error: {
      code: 400,
      message,
      errors: [{ message, domain: 'global', reason: 'badRequest' }],
      status: 'INVALID_ARGUMENT',
    },
  })

function measure(rows: DayFigures[], metric: string): number {
  const views = rows.reduce((sum, row) => sum + row.views, 0)
  const seconds = rows.reduce((sum, row) => sum + row.views * row.averageViewDuration, 0)
  if (metric === 'views') return views
  if (metric === 'estimatedMinutesWatched') return Math.round(seconds / 60)
  return views === 0 ? 0 : Math.round(seconds / views)
}

export function analyticsQuery(
  state: FakeState,
  access: AccessToken,
  request: FakeRequest,
): Reply | undefined {
  if (request.method !== 'GET' || request.path !== '/v2/reports') return undefined
  const refused = requireScope(access, [SCOPES.analytics])
  if (refused) return refused
  const query = request.query
  for (const name of ['ids', 'startDate', 'endDate', 'metrics']) {
    if (!query.get(name)) return badRequest(`Required parameter: ${name}`)
  }
  const channelId = access.grant.channelId
  const ids = query.get('ids')
  if (ids !== 'channel==MINE' && ids !== `channel==${channelId}`) {
    return json(403, {
      error: {
        code: 403,
        message: 'Forbidden',
        errors: [{ message: 'Forbidden', domain: 'global', reason: 'forbidden' }],
      },
    })
  }
  const metrics = (query.get('metrics') ?? '').split(',')
  const unknown = metrics.find((metric) => !metricTypes[metric])
  if (unknown) return badRequest(`Unknown identifier (${unknown}) given in field parameters.metrics.`)
  const dimensions = (query.get('dimensions') ?? '').split(',').filter(Boolean)
  if (dimensions.some((dimension) => dimension !== 'day')) {
    return badRequest('The query is not supported. Check the documentation for supported queries.')
  }
  const filter = query.get('filters') ?? ''
  const filterMatch = filter.match(/^video==([\w-]+(?:,[\w-]+)*)$/)
  if (filter && !filterMatch) return badRequest(`Invalid filter: ${filter}`)
  const videoIds = filterMatch?.[1]?.split(',')
  const startDate = query.get('startDate') ?? ''
  const endDate = query.get('endDate') ?? ''

  const byDay = [...state.days.entries()]
    .filter(([day]) => day >= startDate && day <= endDate)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([day, rows]) =>
        [
          day,
          rows.filter(
            (row) =>
              state.videos.get(row.videoId)?.channelId === channelId &&
              (!videoIds || videoIds.includes(row.videoId)),
          ),
        ] as const,
    )
    .filter(([, rows]) => rows.length > 0)

  const rows = dimensions.includes('day')
    ? byDay.map(([day, dayRows]) => [day, ...metrics.map((metric) => measure(dayRows, metric))])
    : byDay.length > 0
      ? [
          metrics.map((metric) =>
            measure(
              byDay.flatMap(([, dayRows]) => dayRows),
              metric,
            ),
          ),
        ]
      : []
  return json(200, {
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders: [
      ...dimensions.map((name) => ({ name, columnType: 'DIMENSION', dataType: 'STRING' })),
      ...metrics.map((name) => ({ name, columnType: 'METRIC', dataType: metricTypes[name] })),
    ],
    ...(rows.length > 0 ? { rows } : {}),
  })
}
