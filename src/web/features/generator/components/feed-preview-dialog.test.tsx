import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Generation } from '#shared/generator/schemas.ts'
import { FeedPreviewDialog } from '#web/features/generator/components/feed-preview-dialog.tsx'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { channelFixture, channelsFixture, pageOf, videoFixture } from '#web/test/youtube-fixtures.ts'

afterEach(() => vi.unstubAllGlobals())

/** Issue 27, item 7: the thumbnail is judged beside others, as in a real feed. */

const shown = generation()
const older = (n: number, overrides: Partial<Generation> = {}) =>
  generation({
    id: `2222222${n}-2222-4222-8222-222222222222`,
    params: { ...shown.params, textOverlay: { ...shown.params.textOverlay, title: `Older *video* ${n}` } },
    ...overrides,
  })

function openDialog(recent: Generation[], youtube: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    ...youtube,
    'GET /api/me': () => json(200, member),
    'GET /api/generations': () =>
      json(200, { items: recent, page: 1, pageSize: 12, total: recent.length, totalCapped: false }),
  })
  return renderApp({
    routes: [
      {
        path: '/',
        element: (
          <FeedPreviewDialog
            generation={shown}
            imageUrl="/shown.jpg"
            smallImageUrl="/shown-small.jpg"
            open
            onOpenChange={() => undefined}
          />
        ),
      },
    ],
    initialEntries: ['/'],
  })
}

const mockup = () => within(screen.getByRole('dialog', { name: 'Feed preview' })).getByTestId('feed-mockup')
const neighbourImages = () =>
  Array.from(mockup().querySelectorAll('[aria-hidden="true"] img')).map((img) => img.getAttribute('src'))

describe('feed preview neighbours', () => {
  it("puts the creator's own finished thumbnails of the same shape around theirs, never itself", async () => {
    const { user } = openDialog([
      shown,
      older(1),
      older(2, { status: 'failed', imageUrl: null }),
      older(3, { width: 1080, height: 1920 }),
      older(4),
    ])
    expect(await within(mockup()).findByText('Older video 1')).toBeInTheDocument()
    // Home (desktop): three neighbours, the creator's second; two of their own, one placeholder.
    expect(neighbourImages()).toEqual([older(1).imageUrl, older(4).imageUrl])
    const cards = mockup().firstElementChild?.children ?? []
    expect(cards).toHaveLength(4)
    expect(within(cards[1] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Your thumbnail in Home (desktop)',
    )
    // Only the creator's video is announced: the neighbours are scenery.
    expect(within(mockup()).getAllByRole('img')).toHaveLength(1)

    await user.click(screen.getByRole('radio', { name: 'Search results' }))
    expect(mockup().firstElementChild?.children).toHaveLength(3)
    expect(neighbourImages()).toEqual([older(1).imageUrl, older(4).imageUrl])
  })

  it('fills the place with neutral placeholders when the creator has no other thumbnails', async () => {
    openDialog([shown])
    await within(mockup()).findByText('Mia Member')
    expect(neighbourImages()).toEqual([])
    expect(mockup().firstElementChild?.children).toHaveLength(4)
    // The placeholders carry their own stamps, so the creator's 12:34 is still the only one of its kind.
    expect(within(mockup()).getAllByText('12:34')).toHaveLength(1)
  })
})

/** Issue 30, item 6: beside the videos the creator's viewers already see on their channel. */
describe('feed preview beside the channel', () => {
  const channelVideos = pageOf([
    videoFixture(1, { title: 'Last week’s upload', duration: '12:01' }),
    videoFixture(2, { title: 'A Short', isShort: true, duration: '0:41' }),
    videoFixture(4, { title: 'A private draft', privacy: 'private' }),
    videoFixture(3, { title: 'Older upload', duration: '7:30' }),
  ])
  const withChannel = (videos = channelVideos) => ({
    'GET /api/youtube/channels': () => json(200, channelsFixture([channelFixture(1)])),
    'GET /api/youtube/channels/ch-1/videos': () => json(200, videos),
  })

  it("sets the thumbnail among the channel's own latest public videos of its shape, with their titles and lengths", async () => {
    const { user } = openDialog([shown, older(1)], withChannel())
    expect(await within(mockup()).findByText('Older video 1')).toBeInTheDocument()
    await user.click(await screen.findByRole('radio', { name: 'My channel’s videos' }))
    expect(await within(mockup()).findByText('Last week’s upload')).toBeInTheDocument()
    expect(neighbourImages()).toEqual([videoFixture(1).thumbnailUrl, videoFixture(3).thumbnailUrl])
    expect(within(mockup()).getByText('12:01')).toBeInTheDocument()
    expect(within(mockup()).queryByText('A Short')).toBeNull()
    expect(within(mockup()).queryByText('A private draft')).toBeNull()
    expect(
      screen.getByText('Beside your latest videos on Mia Plays, as viewers see them now.'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'My thumbnails' }))
    expect(neighbourImages()).toEqual([older(1).imageUrl])
  })

  it('says so when the channel has no video of this shape', async () => {
    const { user } = openDialog([shown], withChannel(pageOf([videoFixture(2, { isShort: true })])))
    await user.click(await screen.findByRole('radio', { name: 'My channel’s videos' }))
    expect(
      await screen.findByText(
        'Mia Plays has no recent videos other than Shorts to show beside this one yet.',
      ),
    ).toBeInTheDocument()
    expect(neighbourImages()).toEqual([])
  })

  it("falls back to the creator's own thumbnails, and says why, when the channel's videos cannot be loaded", async () => {
    const { user } = openDialog([shown, older(1)], {
      ...withChannel(),
      'GET /api/youtube/channels/ch-1/videos': () =>
        json(503, { error: { code: 'YOUTUBE_UNAVAILABLE', message: 'YouTube is not answering right now.' } }),
    })
    await user.click(await screen.findByRole('radio', { name: 'My channel’s videos' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The videos on Mia Plays could not be loaded, so your own thumbnails are shown beside this one.',
    )
    expect(neighbourImages()).toEqual([older(1).imageUrl])
  })

  it('offers no choice when no channel is connected', async () => {
    openDialog([shown], { 'GET /api/youtube/channels': () => json(200, channelsFixture([])) })
    await within(mockup()).findByText('Mia Member')
    expect(screen.queryByRole('radio', { name: 'My channel’s videos' })).toBeNull()
  })
})
