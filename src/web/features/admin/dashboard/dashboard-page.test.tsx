import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { DashboardPage } from '#web/features/admin/dashboard/dashboard-page.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`)
const stats = (overrides: { revenue?: number[]; thumbs?: Array<[number, number]> } = {}) => {
  const revenue = days.map((date, i) => ({ date, cents: overrides.revenue?.[i] ?? 0 }))
  const thumbs = days.map((date, i) => {
    const [total, failed] = overrides.thumbs?.[i] ?? [0, 0]
    return { date, total, failed }
  })
  const total = thumbs.reduce((s, d) => s + d.total, 0)
  const failed = thumbs.reduce((s, d) => s + d.failed, 0)
  return {
    totalOrders: 12,
    totalUsers: 34,
    openTickets: 5,
    revenue: { days: revenue, totalCents: revenue.reduce((s, d) => s + d.cents, 0) },
    thumbnails: { days: thumbs, total, failed, failureRate: total ? failed / total : null },
  }
}
const noUsers = () => json(200, { users: [], total: 0, totalCapped: false, page: 1, pageSize: 10 })

const renderPage = () =>
  renderApp({
    routes: [
      {
        path: '/admin/dashboard',
        element: (
          <ConfirmProvider>
            <DashboardPage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: ['/admin/dashboard'],
  })

describe('/admin/dashboard', () => {
  it('shows the four cards with their counts and the spec’s link targets', async () => {
    stubFetch({ 'GET /api/admin/stats': () => json(200, stats()), 'GET /api/users': noUsers })
    renderPage()
    const link = (name: RegExp) => screen.getByRole('link', { name })
    await vi.waitFor(() => expect(screen.getByTestId('stat-Total Orders')).toHaveTextContent('12'))
    expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('34')
    expect(screen.getByTestId('stat-Support Messages')).toHaveTextContent('5')
    expect(link(/Total Orders/)).toHaveAttribute('href', '/admin/orders')
    expect(link(/Total Users/)).toHaveAttribute('href', '/admin/users')
    expect(link(/Support Messages/)).toHaveAttribute('href', '/admin/support-messages')
    expect(link(/Settings/)).toHaveAttribute('href', '/admin/settings')
  })

  it('draws the revenue and thumbnail charts with their totals and failure rate', async () => {
    const revenue = Array(30).fill(0)
    revenue[29] = 1500
    revenue[3] = 250
    const thumbs: Array<[number, number]> = Array(30).fill([0, 0])
    thumbs[10] = [3, 1]
    thumbs[29] = [1, 0]
    stubFetch({
      'GET /api/admin/stats': () => json(200, stats({ revenue, thumbs })),
      'GET /api/users': noUsers,
    })
    renderPage()
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$17.50')
    expect(
      screen.getByRole('img', { name: 'Revenue per day for the last 30 days, $17.50 in total' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('failure-rate')).toHaveTextContent('Failure rate 25.0%')
    const chart = screen.getByRole('img', { name: /Thumbnails per day/ })
    expect(within(chart).getByText('2026-11-11: 3 generated, 1 failed (33.3%)')).toBeInTheDocument()
  })

  it('shows the empty panels on a quiet shop', async () => {
    stubFetch({ 'GET /api/admin/stats': () => json(200, stats()), 'GET /api/users': noUsers })
    renderPage()
    expect(await screen.findByText('No paid orders in the last 30 days')).toBeInTheDocument()
    expect(screen.getByText('No thumbnails generated in the last 30 days')).toBeInTheDocument()
    expect(screen.getByTestId('failure-rate')).toHaveTextContent('Failure rate —')
  })

  it('shows an error when the figures cannot load, keeping the cards as links', async () => {
    stubFetch({
      'GET /api/admin/stats': () => json(500, { error: { code: 'INTERNAL', message: 'down' } }),
      'GET /api/users': noUsers,
    })
    renderPage()
    expect(
      await screen.findByText('Could not load the dashboard figures. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Total Orders/ })).toHaveAttribute('href', '/admin/orders')
  })

  it('embeds the users management table below the panels', async () => {
    stubFetch({ 'GET /api/admin/stats': () => json(200, stats()), 'GET /api/users': noUsers })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument()
    expect(await screen.findByText('No Users Found')).toBeInTheDocument()
  })
})

describe('/admin/dashboard health at a glance', () => {
  const summary = (
    engines: unknown[],
    aiService: unknown = { whenUnavailable: 'refuse', lastUnavailable: null },
  ) => ({
    mail: { queued: 0, failed24h: 0, smtpConfigured: true },
    geminiKeys: { active: 1, failing: [] },
    aiService,
    failedGenerations24h: 0,
    refundsPending: 0,
    engines,
    simulated: { orders: 0, cents: 0 },
  })
  const engine = (name: string, kind: string, error?: string) => ({
    name,
    kind,
    ok: !error,
    latencyMs: 2,
    checkedAt: '2026-11-24T09:00:00.000Z',
    ...(error ? { error } : {}),
  })

  it('names each engine, and the reason a failing one gave', async () => {
    const engines = [engine('database', 'postgres'), engine('redis', 'redis')]
    stubFetch({
      'GET /api/admin/stats': () => json(200, stats()),
      'GET /api/users': noUsers,
      'GET /api/admin/health-summary': () => json(200, summary(engines)),
    })
    const { unmount } = renderPage()
    const health = await screen.findByRole('region', { name: 'Health at a glance' })
    await vi.waitFor(() =>
      expect(health).toHaveTextContent('Engines (fine)database (postgres), redis (redis): all answering.'),
    )
    unmount()

    engines[1] = engine('redis', 'redis', 'connect ECONNREFUSED 10.0.0.7:6379')
    renderPage()
    const failing = await screen.findByRole('region', { name: 'Health at a glance' })
    await vi.waitFor(() =>
      expect(failing).toHaveTextContent(
        'Engines (needs attention)redis (redis): connect ECONNREFUSED 10.0.0.7:6379',
      ),
    )
  })

  it('shows why every Gemini key failed at run time, and what the generator does then', async () => {
    const reason = 'API Error: 400 - API key not valid. Please pass a valid API key.'
    stubFetch({
      'GET /api/admin/stats': () => json(200, stats()),
      'GET /api/users': noUsers,
      'GET /api/admin/health-summary': () =>
        json(
          200,
          summary([engine('database', 'postgres')], {
            whenUnavailable: 'offline',
            lastUnavailable: { reason, at: '2026-11-24T09:00:00.000Z' },
          }),
        ),
    })
    renderPage()
    const health = await screen.findByRole('region', { name: 'Health at a glance' })
    await vi.waitFor(() =>
      expect(health).toHaveTextContent('AI image service (needs attention)Every key failed'),
    )
    expect(health).toHaveTextContent(reason)
    expect(health).toHaveTextContent('images are drawn offline (labelled)')
  })
})
