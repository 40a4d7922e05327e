import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ThumbnailTestDetail, thumbnailTestMessages } from '#shared/youtube/thumbnail-tests.ts'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { ThumbnailTestPage } from '#web/features/youtube/pages/thumbnail-test-page.tsx'
import { testDetailFixture } from '#web/features/youtube/test/thumbnail-tests.ts'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { refusal } from '#web/test/youtube-fixtures.ts'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/toast.ts')>()),
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}))

beforeEach(() => toasts.success.mockClear())
afterEach(() => vi.unstubAllGlobals())

const DETAIL = 'GET /api/youtube/tests/test-1'

function renderPage() {
  return renderApp({
    routes: [
      {
        path: '/user/youtube/tests/:testId',
        element: (
          <ConfirmProvider>
            <ThumbnailTestPage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: ['/user/youtube/tests/test-1'],
  })
}

const showing = (detail: ThumbnailTestDetail, handlers: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({ [DETAIL]: () => json(200, detail), ...handlers })

const card = (label: string) => screen.getByRole('listitem', { name: `Thumbnail ${label}` })

describe('/user/youtube/tests/:testId', () => {
  it('says it is loading, then shows the title, day, live variant and each variant’s figures with its interval', async () => {
    const answer = deferredResponse()
    stubFetch({ [DETAIL]: () => answer.promise })
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the test...')
    answer.release(json(200, testDetailFixture()))

    expect(await screen.findByRole('heading', { level: 1, name: 'Boss fight' })).toBeInTheDocument()
    expect(screen.getByText('Thumbnail test on Mia Plays')).toBeInTheDocument()
    expect(screen.queryByText('Simulated')).not.toBeInTheDocument()
    expect(screen.getByText('Running')).toBeInTheDocument()
    expect(screen.getByText('Day 5 of 14')).toBeInTheDocument()
    expect(screen.getByText('Live now: B')).toBeInTheDocument()
    expect(screen.getByText(/Next change/)).toBeInTheDocument()

    expect(card('A')).toHaveTextContent('CTR (95% interval)5.0% (3.9–6.4%)')
    expect(card('A')).toHaveTextContent('Impressions1,200')
    expect(card('A')).toHaveTextContent('Clicks60')
    expect(card('A')).toHaveTextContent('Watch time per impression12.3 s')
    expect(card('B')).toHaveTextContent('7.0% (5.7–8.6%)')
    expect(within(card('B')).getByText('Live now')).toBeInTheDocument()
    expect(within(card('A')).getByRole('img', { name: 'Thumbnail A' })).toHaveAttribute(
      'src',
      '/api/generations/gen-1/image?size=small',
    )
  })

  it('gives the verdict with its method in small print, the lag note and when figures are due', async () => {
    showing(testDetailFixture())
    renderPage()
    const verdict = await screen.findByRole('region', { name: 'Verdict' })
    expect(verdict).toHaveTextContent('No clear winner yet: B leads, but the intervals still overlap.')
    expect(within(verdict).getByText(/Two-sided two-proportion z-test at 95%\./)).toHaveClass('text-xs')
    expect(verdict).toHaveTextContent(thumbnailTestMessages.lag)
    expect(verdict).toHaveTextContent('Next figures due')
  })

  it('draws the impressions, CTR and interval charts with names a screen reader reads, and the timeline', async () => {
    showing(testDetailFixture())
    renderPage()
    const figures = await screen.findByRole('region', { name: 'Figures' })
    expect(
      within(figures).getByRole('img', {
        name: /^Impressions per day: A 1,200 impressions over 2 days; B 1,200/,
      }),
    ).toBeInTheDocument()
    expect(
      within(figures).getByRole('img', { name: 'CTR per day: A 5.0% overall; B 7.0% overall' }),
    ).toBeInTheDocument()
    expect(
      within(figures).getByRole('img', {
        name: 'CTR with its 95% interval: A 5.0% (3.9–6.4%); B 7.0% (5.7–8.6%)',
      }),
    ).toBeInTheDocument()
    expect(within(figures).getAllByRole('row')).toHaveLength(5)
    const timeline = screen.getByRole('region', { name: 'Timeline' })
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Test started: A is live'), expect.stringContaining('B is live')])
  })

  it('says when the figures arrive while there are none yet, and draws no chart', async () => {
    showing(testDetailFixture({ daily: [] }))
    renderPage()
    const figures = await screen.findByRole('region', { name: 'Figures' })
    expect(figures).toHaveTextContent('Figures arrive about two days after each day.')
    expect(within(figures).queryByRole('img')).not.toBeInTheDocument()
  })

  it('stops only after confirming, and shows the stopped test', async () => {
    const fetchMock = showing(testDetailFixture(), {
      'POST /api/youtube/tests/test-1/stop': () =>
        json(
          200,
          testDetailFixture({
            status: 'stopped',
            liveVariant: null,
            nextChangeAt: null,
            outcome: 'original-restored',
          }),
        ),
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Stop test' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('Stop the test on “Boss fight”? The original thumbnail goes back')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Stop test' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop test' }))
    expect(await screen.findByText('Stopped')).toBeInTheDocument()
    expect(screen.getByText(/The original thumbnail is back on the video\./)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop test' })).not.toBeInTheDocument()
    expect(toasts.success).toHaveBeenCalledWith(thumbnailTestMessages.stopped)
  })

  it.each([
    ['a real channel', testDetailFixture({ simulated: false })],
    [
      'an ended simulated test',
      testDetailFixture({ simulated: true, status: 'finished', nextChangeAt: null }),
    ],
  ])('offers no Skip a day on %s', async (_, detail) => {
    showing(detail)
    renderPage()
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Skip a day' })).not.toBeInTheDocument()
  })

  it('skips a day on the simulated channel while running, and shows the next day', async () => {
    const fetchMock = showing(testDetailFixture({ simulated: true }), {
      'POST /api/youtube/tests/test-1/skip-day': () =>
        json(
          200,
          testDetailFixture({ simulated: true, nextChangeAt: '2026-11-26T08:00:00.000Z', liveVariant: 0 }),
        ),
    })
    const { user } = renderPage()
    expect(await screen.findByText('Simulated')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Skip a day' }))
    expect(await screen.findByText('Day 6 of 14')).toBeInTheDocument()
    expect(screen.getByText('Live now: A')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
    expect(toasts.success).toHaveBeenCalledWith(thumbnailTestMessages.skipped)
  })

  it('shows a refusal to skip in the server’s words', async () => {
    showing(testDetailFixture({ simulated: true }), {
      'POST /api/youtube/tests/test-1/skip-day': () =>
        refusal(409, 'CONFLICT', thumbnailTestMessages.notRunning),
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Skip a day' }))
    expect((await screen.findByRole('alert')).textContent).toBe(thumbnailTestMessages.notRunning)
  })

  it('marks the winner of a finished test', async () => {
    showing(
      testDetailFixture({
        status: 'finished',
        liveVariant: 1,
        nextChangeAt: null,
        nextFiguresAt: null,
        outcome: 'winner-set',
        verdict: { ...testDetailFixture().verdict, kind: 'winner', winner: 1, text: 'B wins.' },
      }),
    )
    renderPage()
    expect(await screen.findByText('B wins.')).toBeInTheDocument()
    expect(within(card('B')).getByText('Winner')).toBeInTheDocument()
    expect(within(card('B')).queryByText('Live now')).not.toBeInTheDocument()
    expect(screen.getByText(/The winner stays on the video\./)).toBeInTheDocument()
  })

  it('shows the server’s words when the test cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      [DETAIL]: () =>
        ++calls === 1 ? refusal(404, 'NOT_FOUND', 'Test not found') : json(200, testDetailFixture()),
    })
    const { user } = renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Test not found')
    expect(screen.getByText('This test could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Boss fight' })).toBeInTheDocument()
  })
})
