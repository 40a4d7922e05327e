import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { youtubeMessages } from '#shared/youtube/schemas.ts'
import { ChannelVideos } from '#web/features/youtube/components/channel-videos.tsx'
import { renderWithConfirm } from '#web/features/youtube/test/render-youtube.tsx'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { channelFixture, pageOf, queryOf, refusal, videoFixture } from '#web/test/youtube-fixtures.ts'

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

const VIDEOS = 'GET /api/youtube/channels/ch-1/videos'
const renderVideos = () => renderWithConfirm(<ChannelVideos channel={channelFixture(1)} />)
const list = () => screen.findByRole('list', { name: 'My videos' })

const QUOTA_WORDS =
  'You have used your share of today’s YouTube requests. It resets at 09:00 (midnight Pacific time).'

describe('My videos', () => {
  it('holds the list’s shape while loading, then shows each video’s thumbnail, length, privacy, Short tag and whether it can be set', async () => {
    const answer = deferredResponse()
    stubFetch({ [VIDEOS]: () => answer.promise })
    renderVideos()
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos...')
    answer.release(
      json(
        200,
        pageOf([
          videoFixture(1, { title: 'Boss fight', duration: '1:02:05', privacy: 'unlisted' }),
          videoFixture(2, {
            title: 'Speedrun',
            isShort: true,
            privacy: 'private',
            thumbnailUrl: null,
            cannotSet: 'YouTube sets a Short’s cover only in the YouTube app.',
          }),
        ]),
      ),
    )
    const boss = within(await list()).getByRole('listitem', { name: 'Boss fight' })
    expect(within(boss).getByRole('img', { name: 'Current thumbnail of “Boss fight”' })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/vid-1/maxresdefault.jpg',
    )
    expect(boss).toHaveTextContent('Length 1:02:05')
    expect(within(boss).getByText('Unlisted')).toBeInTheDocument()
    expect(within(boss).queryByText('Short')).not.toBeInTheDocument()
    expect(boss).toHaveTextContent('A custom thumbnail can be set')

    const short = screen.getByRole('listitem', { name: 'Speedrun' })
    expect(within(short).getByText('Short')).toBeInTheDocument()
    expect(within(short).getByText('Private')).toBeInTheDocument()
    expect(
      within(short).getByRole('img', { name: 'Current thumbnail of “Speedrun” (no picture)' }),
    ).toBeVisible()
    expect(short).toHaveTextContent('YouTube sets a Short’s cover only in the YouTube app.')
    expect(short).not.toHaveTextContent('A custom thumbnail can be set')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('says so when the channel has no videos', async () => {
    stubFetch({ [VIDEOS]: () => json(200, pageOf([])) })
    renderVideos()
    expect(await screen.findByText('This channel has no videos yet.')).toBeInTheDocument()
  })

  it('shows the server’s words when the videos cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      [VIDEOS]: () =>
        ++calls === 1 ? refusal(429, 'YOUTUBE_QUOTA', QUOTA_WORDS) : json(200, pageOf([videoFixture(1)])),
    })
    const { user } = renderVideos()
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTA_WORDS)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(within(await list()).getByRole('listitem', { name: 'Video 1' })).toBeInTheDocument()
  })

  it('pages by YouTube’s tokens with Previous and Next', async () => {
    const fetchMock = stubFetch({
      [VIDEOS]: ({ url }) => {
        const { pageToken } = queryOf(url)
        if (pageToken === 'next-2')
          return json(200, pageOf([videoFixture(3)], { prev: 'prev-1', next: 'next-3' }))
        return json(200, pageOf([videoFixture(1), videoFixture(2)], { next: 'next-2' }))
      },
    })
    const { user } = renderVideos()
    await list()
    const pages = screen.getByRole('navigation', { name: 'My videos: pages' })
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(pages).toHaveTextContent('Page 1')

    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('listitem', { name: 'Video 3' })).toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: 'Video 1' })).not.toBeInTheDocument()
    expect(pages).toHaveTextContent('Page 2')

    await user.click(within(pages).getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('listitem', { name: 'Video 1' })).toBeInTheDocument()
    expect(pages).toHaveTextContent('Page 1')
    const tokens = fetchMock.mock.calls.map(
      ([input]) => queryOf(new URL(String(input), 'http://x')).pageToken,
    )
    expect(tokens).toEqual([null, 'next-2', 'prev-1'])
  })

  it('searches titles once typing pauses, from the first page, and says when nothing matches', async () => {
    const fetchMock = stubFetch({
      [VIDEOS]: ({ url }) => {
        const { q, pageToken } = queryOf(url)
        if (q === 'zzz') return json(200, pageOf([]))
        if (q === 'boss') return json(200, pageOf([videoFixture(7, { title: 'Boss fight' })]))
        return json(200, pageOf([videoFixture(1)], pageToken ? { prev: 'p' } : { next: 'next-2' }))
      },
    })
    const { user } = renderVideos()
    await list()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))

    const box = screen.getByRole('searchbox', { name: 'Search your videos by title' })
    await user.type(box, 'b')
    // Not yet: the box waits for a pause before it asks the server.
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await user.type(box, 'oss')
    expect(await screen.findByRole('listitem', { name: 'Boss fight' })).toBeInTheDocument()
    const searched = fetchMock.mock.calls.map(([input]) => queryOf(new URL(String(input), 'http://x')))
    // A search starts from its own first page: the old search's token is not sent with it.
    expect(searched.at(-1)).toEqual({ q: 'boss', pageToken: null })

    await user.clear(box)
    await user.type(box, 'zzz')
    expect(await screen.findByText('No videos match “zzz”.')).toBeInTheDocument()
  })

  it('restores the original thumbnail only after confirming, and toasts the server’s words', async () => {
    const fetchMock = stubFetch({
      [VIDEOS]: () => json(200, pageOf([videoFixture(1, { restorable: true }), videoFixture(2)])),
      'POST /api/youtube/channels/ch-1/videos/vid-1/restore': () =>
        json(200, { thumbnailUrl: null, restorable: false, message: youtubeMessages.restored }),
    })
    const { user } = renderVideos()
    const first = within(await list()).getByRole('listitem', { name: 'Video 1' })
    expect(
      within(screen.getByRole('listitem', { name: 'Video 2' })).queryByRole('button', {
        name: 'Restore original',
      }),
    ).not.toBeInTheDocument()

    await user.click(within(first).getByRole('button', { name: 'Restore original' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('Put the original thumbnail back on “Video 1”?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.click(within(first).getByRole('button', { name: 'Restore original' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore original' }),
    )
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith(youtubeMessages.restored))
  })

  it('toasts the server’s refusal to restore as it sent it', async () => {
    stubFetch({
      [VIDEOS]: () => json(200, pageOf([videoFixture(1, { restorable: true })])),
      'POST /api/youtube/channels/ch-1/videos/vid-1/restore': () =>
        refusal(409, 'CONFLICT', youtubeMessages.nothingToRestore),
    })
    const { user } = renderVideos()
    const first = within(await list()).getByRole('listitem', { name: 'Video 1' })
    await user.click(within(first).getByRole('button', { name: 'Restore original' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore original' }),
    )
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(youtubeMessages.nothingToRestore))
  })
})
