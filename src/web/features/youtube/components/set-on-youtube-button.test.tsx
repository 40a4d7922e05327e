import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { youtubeMessages } from '#shared/youtube/schemas.ts'
import { SetOnYoutubeButton } from '#web/features/youtube/index.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { channelFixture, channelsFixture, pageOf, refusal, videoFixture } from '#web/test/youtube-fixtures.ts'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/toast.ts')>()),
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}))

beforeEach(() => toasts.success.mockClear())
afterEach(() => vi.unstubAllGlobals())

const GENERATION = 'gen-1'
const SMALL = `/api/generations/${GENERATION}/image?size=small`
const SET = 'POST /api/youtube/channels/ch-2/videos/vid-1/thumbnail'
const videos = pageOf([
  videoFixture(1, { restorable: false }),
  videoFixture(2, { title: 'Live stream', cannotSet: 'YouTube does not take thumbnails for live streams.' }),
])

async function open() {
  const view = renderApp({
    routes: [{ path: '/', element: <SetOnYoutubeButton generationId={GENERATION} imageUrl={SMALL} /> }],
  })
  await view.user.click(screen.getByRole('button', { name: 'Set as thumbnail on YouTube' }))
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Set as thumbnail on YouTube' }) }
}

/** Two channels, so the flow starts by asking which; the second one holds the videos. */
const twoChannels = (handlers: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/youtube/channels': () =>
      json(200, channelsFixture([channelFixture(1, { status: 'reconnect' }), channelFixture(2)])),
    'GET /api/youtube/channels/ch-2/videos': () => json(200, videos),
    ...handlers,
  })

async function pickVideo(user: Awaited<ReturnType<typeof open>>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: /Channel 2/ }))
  const list = await within(dialog).findByRole('list', { name: 'Videos to choose from' })
  await user.click(within(within(list).getByRole('listitem', { name: 'Video 1' })).getByRole('button'))
}

describe('Set as thumbnail on YouTube', () => {
  it('asks nothing of the server until it is opened', () => {
    const fetchMock = stubFetch({})
    renderApp({
      routes: [{ path: '/', element: <SetOnYoutubeButton generationId={GENERATION} imageUrl={SMALL} /> }],
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('with no channel, explains and links to the YouTube page', async () => {
    stubFetch({ 'GET /api/youtube/channels': () => json(200, channelsFixture([])) })
    const { dialog } = await open()
    expect(await within(dialog).findByText('No channel connected yet')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Connect a channel' })).toHaveAttribute(
      'href',
      '/user/youtube',
    )
  })

  it('with YouTube not set up on the shop, says so and offers no link', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([], { google: false, simulated: false })),
    })
    const { dialog } = await open()
    expect(await within(dialog).findByText('YouTube is not set up on this shop')).toBeInTheDocument()
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
  })

  it('with one channel, goes straight to its videos', async () => {
    stubFetch({
      'GET /api/youtube/channels': () => json(200, channelsFixture([channelFixture(2)])),
      'GET /api/youtube/channels/ch-2/videos': () => json(200, videos),
    })
    const { dialog } = await open()
    expect(await within(dialog).findByRole('list', { name: 'Videos to choose from' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Change channel' })).not.toBeInTheDocument()
  })

  it('picks a channel and a video (not one that cannot take it), shows both thumbnails at 16:9, sets it, then restores', async () => {
    const fetchMock = twoChannels({
      [SET]: () =>
        json(200, {
          thumbnailUrl: 'https://i.ytimg.com/vi/vid-1/new.jpg',
          restorable: true,
          message: youtubeMessages.published,
        }),
      'POST /api/youtube/channels/ch-2/videos/vid-1/restore': () =>
        json(200, { thumbnailUrl: null, restorable: false, message: youtubeMessages.restored }),
    })
    const { user, dialog } = await open()
    // The channel that needs reconnecting cannot be picked, and says where to fix it.
    expect(await within(dialog).findByRole('button', { name: /Mia Plays/ })).toBeDisabled()
    expect(within(dialog).getByRole('link', { name: 'Reconnect it on the YouTube page' })).toHaveAttribute(
      'href',
      '/user/youtube',
    )
    await user.click(within(dialog).getByRole('button', { name: /Channel 2/ }))
    const live = await within(dialog).findByRole('listitem', { name: 'Live stream' })
    const refused = within(live).getByRole('button', { name: 'Choose this video' })
    expect(refused).toBeDisabled()
    expect(refused).toHaveAccessibleDescription('YouTube does not take thumbnails for live streams.')

    await user.click(
      within(within(dialog).getByRole('listitem', { name: 'Video 1' })).getByRole('button', {
        name: 'Choose this video',
      }),
    )
    const current = within(dialog).getByRole('img', { name: 'Current thumbnail of “Video 1”' })
    const next = within(dialog).getByRole('img', { name: 'New thumbnail for “Video 1”' })
    expect(current).toHaveAttribute('src', 'https://i.ytimg.com/vi/vid-1/maxresdefault.jpg')
    expect(next).toHaveAttribute('src', SMALL)
    for (const picture of [current, next]) expect(picture.parentElement).toHaveClass('aspect-video')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Set thumbnail' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(youtubeMessages.published)
    expect(toasts.success).toHaveBeenCalledWith(youtubeMessages.published)
    const set = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/thumbnail'))
    expect(JSON.parse(String(set?.[1]?.body))).toEqual({ generationId: GENERATION })
    expect(within(dialog).getByRole('img', { name: 'Thumbnail now on “Video 1”' })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/vid-1/new.jpg',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Restore original' }))
    expect(await within(dialog).findByText(youtubeMessages.restored)).toBeInTheDocument()
    expect(toasts.success).toHaveBeenCalledWith(youtubeMessages.restored)
    expect(within(dialog).queryByRole('button', { name: 'Restore original' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each([
    [
      'YOUTUBE_QUOTA',
      429,
      'This shop’s YouTube requests for today are used up. They reset at 09:00 (midnight Pacific time).',
    ],
    ['YOUTUBE_VIDEO_GONE', 404, 'This video is no longer on your channel.'],
    ['YOUTUBE_IMAGE_REFUSED', 422, 'YouTube turned the image down: it is larger than 2 MB.'],
  ])('shows a %s refusal in the server’s words, and keeps the way back', async (code, status, message) => {
    twoChannels({ [SET]: () => refusal(status, code, message) })
    const { user, dialog } = await open()
    await pickVideo(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Set thumbnail' }))
    // Word for word, and nothing added: the server's words are the product's words.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message)
    expect(toasts.success).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Choose another video' }))
    expect(await within(dialog).findByRole('list', { name: 'Videos to choose from' })).toBeInTheDocument()
  })

  it('adds where to verify the channel to a not-verified refusal', async () => {
    const words = 'This channel cannot use custom thumbnails until YouTube has verified it.'
    twoChannels({ [SET]: () => refusal(403, 'YOUTUBE_NOT_VERIFIED', words) })
    const { user, dialog } = await open()
    await pickVideo(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Set thumbnail' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(words)
    expect(within(alert).getByRole('link', { name: 'Verify your channel on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/verify',
    )
  })

  it('comes back from the comparison to the same search', async () => {
    twoChannels()
    const { user, dialog } = await open()
    await user.click(await within(dialog).findByRole('button', { name: /Channel 2/ }))
    const box = await within(dialog).findByRole('searchbox', { name: 'Search your videos by title' })
    await user.type(box, 'Video')
    await user.click(within(within(dialog).getByRole('listitem', { name: 'Video 1' })).getByRole('button'))
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Choose another video' }))
    expect(within(dialog).getByRole('searchbox', { name: 'Search your videos by title' })).toHaveValue(
      'Video',
    )
  })
})
