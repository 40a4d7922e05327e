import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { YOUTUBE_SCOPE_WORDS, youtubeCallbackErrors, youtubeMessages } from '#shared/youtube/schemas.ts'
import type { ThumbnailTestSummary } from '#shared/youtube/thumbnail-tests.ts'
import { renderYoutubePage } from '#web/features/youtube/test/render-youtube.tsx'
import { testSummaryFixture } from '#web/features/youtube/test/thumbnail-tests.ts'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { channelFixture, channelsFixture, pageOf, refusal, videoFixture } from '#web/test/youtube-fixtures.ts'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/toast.ts')>()),
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}))

beforeEach(() => {
  toasts.success.mockClear()
  toasts.error.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

const videosOf = (n: number, tests: ThumbnailTestSummary[] = []) => ({
  [`GET /api/youtube/channels/ch-${n}/videos`]: () => json(200, pageOf([videoFixture(1)])),
  'GET /api/youtube/tests': () => json(200, { tests }),
})

describe('/user/youtube', () => {
  it('says it is loading, then with no channel lists both permissions in words and both ways to connect', async () => {
    const answer = deferredResponse()
    stubFetch({ 'GET /api/youtube/channels': () => answer.promise })
    renderYoutubePage()
    expect(screen.getByRole('heading', { level: 1, name: 'YouTube' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading your channels...')
    answer.release(json(200, channelsFixture([])))
    expect(await screen.findByText('No channel connected yet')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your channels (0 of 3)' })).toBeInTheDocument()
    const connect = screen.getByRole('region', { name: 'Connect a channel' })
    for (const { allows } of YOUTUBE_SCOPE_WORDS)
      expect(within(connect).getByText(allows)).toBeInTheDocument()
    expect(within(connect).getByRole('button', { name: 'Connect a YouTube channel' })).toBeEnabled()
    expect(within(connect).getByRole('button', { name: 'Try the simulated channel' })).toBeEnabled()
    expect(screen.queryByRole('heading', { name: 'My videos' })).not.toBeInTheDocument()
  })

  it('offers only what the shop has set up, and says so when it has set up neither', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([], { google: false, simulated: false })),
    })
    renderYoutubePage()
    expect(await screen.findByText('YouTube is not set up on this shop')).toBeInTheDocument()
    expect(screen.getByText(/has not set up a YouTube connection yet/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Connect|simulated/ })).not.toBeInTheDocument()
    expect(screen.queryByText('No channel connected yet')).not.toBeInTheDocument()
  })

  it('shows only the simulated channel’s button when Google is not configured', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([], { google: false, simulated: true })),
    })
    renderYoutubePage()
    expect(await screen.findByRole('button', { name: 'Try the simulated channel' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Connect a YouTube channel' })).not.toBeInTheDocument()
  })

  it('shows the server’s words when the channels cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      'GET /api/youtube/channels': () =>
        ++calls === 1
          ? refusal(502, 'YOUTUBE_UNAVAILABLE', youtubeCallbackErrors.unavailable)
          : json(200, channelsFixture([])),
    })
    const { user } = renderYoutubePage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your YouTube channels could not be loaded. ${youtubeCallbackErrors.unavailable}`,
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No channel connected yet')).toBeInTheDocument()
  })

  it('marks the simulated channel, the one to reconnect and the unverified one; at 3 the connect buttons say why they are off', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetchMock = stubFetch({
      'GET /api/youtube/channels': () =>
        json(
          200,
          channelsFixture([
            channelFixture(1, { customThumbnails: 'not-allowed' }),
            channelFixture(2, { source: 'simulated', title: 'Practice channel' }),
            channelFixture(3, { status: 'reconnect', title: 'Old channel' }),
          ]),
        ),
      ...videosOf(1),
      'POST /api/youtube/connect': () =>
        json(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' }),
    })
    const { user } = renderYoutubePage()
    const simulated = await screen.findByRole('region', { name: 'Practice channel' })
    expect(within(simulated).getByText('Simulated')).toBeInTheDocument()
    expect(simulated).toHaveTextContent('practice channel with sample videos')
    expect(simulated).toHaveTextContent('Nothing reaches YouTube.')

    const unverified = screen.getByRole('region', { name: 'Mia Plays' })
    expect(within(unverified).queryByText('Simulated')).not.toBeInTheDocument()
    expect(within(unverified).getByRole('link', { name: 'youtube.com/verify' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/verify',
    )

    const old = screen.getByRole('region', { name: 'Old channel' })
    expect(within(old).getByText('Reconnect needed')).toBeInTheDocument()
    expect(within(old).queryByRole('button', { name: 'Show videos' })).not.toBeInTheDocument()

    const google = screen.getByRole('button', { name: 'Connect a YouTube channel' })
    expect(google).toBeDisabled()
    expect(google).toHaveAccessibleDescription(youtubeMessages.channelLimit)
    expect(screen.getByRole('button', { name: 'Try the simulated channel' })).toBeDisabled()

    // Reconnecting is not a fourth channel: it stays possible at the limit.
    await user.click(within(old).getByRole('button', { name: 'Reconnect' }))
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'),
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ source: 'google' })
  })

  it('connects: POST /connect with the source, then the browser goes to the answer’s address', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetchMock = stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([])),
      'POST /api/youtube/connect': () => json(200, { url: '/api/youtube/callback?state=s1' }),
    })
    const { user } = renderYoutubePage()
    const button = await screen.findByRole('button', { name: 'Try the simulated channel' })
    await user.click(button)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/youtube/callback?state=s1'))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ source: 'simulated' })
    // On its way out, a second click cannot start a second connection.
    expect(screen.getByRole('button', { name: 'Connect a YouTube channel' })).toBeDisabled()
  })

  it('shows the server’s refusal to connect as it sent it', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([])),
      'POST /api/youtube/connect': () => refusal(409, 'CONFLICT', youtubeMessages.googleNotConfigured),
    })
    const { user } = renderYoutubePage()
    await user.click(await screen.findByRole('button', { name: 'Connect a YouTube channel' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(youtubeMessages.googleNotConfigured)
  })

  it('disconnects only after a confirmation that says what it revokes and deletes', async () => {
    let channels = [channelFixture(1)]
    const fetchMock = stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture(channels)),
      ...videosOf(1),
      'DELETE /api/youtube/channels/ch-1': () => {
        channels = []
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderYoutubePage()
    const card = await screen.findByRole('region', { name: 'Mia Plays' })
    await user.click(within(card).getByRole('button', { name: 'Disconnect' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('revokes our access to the channel at Google')
    expect(dialog).toHaveTextContent('deletes what we stored about it')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(within(card).getByRole('button', { name: 'Disconnect' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByText('No channel connected yet')).toBeInTheDocument()
    expect(toasts.success).toHaveBeenCalledWith(youtubeMessages.disconnected)
  })

  it('shows the videos of the first working channel, and of another when asked', async () => {
    stubFetch({
      'GET /api/youtube/channels': () =>
        json(200, channelsFixture([channelFixture(1, { status: 'reconnect' }), channelFixture(2)])),
      'GET /api/youtube/channels/ch-2/videos': () => json(200, pageOf([videoFixture(2)])),
    })
    renderYoutubePage()
    const videos = await screen.findByRole('list', { name: 'My videos' })
    expect(within(videos).getByRole('listitem', { name: 'Video 2' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Channel 2' })).getByRole('button', { name: 'Show videos' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('back from Google', () => {
  it.each([
    ['connected=1', youtubeMessages.connected],
    ['error=missing-scope', youtubeCallbackErrors['missing-scope']],
    ['error=denied', youtubeCallbackErrors.denied],
  ])('?%s shows the shop’s words, then the query leaves the address', async (query, words) => {
    stubFetch({ 'GET /api/youtube/channels': () => json(200, channelsFixture([])) })
    const { router } = renderYoutubePage(`/user/youtube?${query}`)
    expect(await screen.findByText(words)).toBeInTheDocument()
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByText(words)).toBeInTheDocument()
  })

  it('ignores a code it does not know (a crafted link cannot put words on the page)', async () => {
    stubFetch({ 'GET /api/youtube/channels': () => json(200, channelsFixture([])) })
    const { router } = renderYoutubePage('/user/youtube?error=toString')
    expect(await screen.findByText('No channel connected yet')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('lists the thumbnail tests below the videos once a channel is connected', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([channelFixture(1)])),
      ...videosOf(1, [testSummaryFixture()]),
    })
    renderYoutubePage()
    const tests = await screen.findByRole('list', { name: 'Thumbnail tests' })
    expect(within(tests).getByRole('link', { name: /Boss fight/ })).toHaveAttribute(
      'href',
      '/user/youtube/tests/test-1',
    )
    expect(screen.getByRole('region', { name: 'What won' })).toBeInTheDocument()
  })
})
