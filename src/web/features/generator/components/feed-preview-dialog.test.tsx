import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Generation } from '#shared/generator/schemas.ts'
import { FeedPreviewDialog } from '#web/features/generator/components/feed-preview-dialog.tsx'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

/** Issue 27, item 7: the thumbnail is judged beside others, as in a real feed. */

const shown = generation()
const older = (n: number, overrides: Partial<Generation> = {}) =>
  generation({
    id: `2222222${n}-2222-4222-8222-222222222222`,
    params: { ...shown.params, textOverlay: { ...shown.params.textOverlay, title: `Older *video* ${n}` } },
    ...overrides,
  })

function openDialog(recent: Generation[]) {
  stubFetch({
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
