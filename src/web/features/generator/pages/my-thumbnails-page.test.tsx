import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { MyThumbnailsPage } from '#web/features/generator/pages/my-thumbnails-page.tsx'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderGallery = () =>
  renderApp({
    routes: [
      {
        path: '/user/thumbnails',
        element: (
          <ConfirmProvider>
            <MyThumbnailsPage />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: ['/user/thumbnails'],
  })

const first = generation({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' })
const second = generation({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  params: { ...generation().params, textOverlay: { ...generation().params.textOverlay, title: 'Road Trip' } },
})

describe('My Thumbnails', () => {
  it('shows an empty state that leads to the generator', async () => {
    stubFetch({ 'GET /api/generations': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 12 }) })
    renderGallery()
    expect(await screen.findByText('No thumbnails yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the YouTube Thumbnail Generator' })).toHaveAttribute(
      'href',
      '/user/generate-image',
    )
  })

  it('lists each thumbnail with Download Thumbnail, Edit text and Delete, and pages through them', async () => {
    const fetchMock = stubFetch({
      'GET /api/generations': ({ url }) =>
        json(200, {
          items: url.searchParams.get('page') === '2' ? [second] : [first],
          total: 13,
          totalCapped: false,
          page: Number(url.searchParams.get('page')),
          pageSize: 12,
        }),
    })
    const { user } = renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).getByRole('link', { name: 'Download Thumbnail' })).toHaveAttribute(
      'href',
      `/api/generations/${first.id}/image?download=1`,
    )
    expect(within(card).getByRole('button', { name: 'Edit text' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(await screen.findByRole('img', { name: 'Thumbnail 13: Road Trip' })).toBeInTheDocument()
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('page=2')
  })

  it('deletes only after the confirmation', async () => {
    let items = [first]
    const fetchMock = stubFetch({
      'GET /api/generations': () => json(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 12 }),
      [`DELETE /api/generations/${first.id}`]: () => {
        items = []
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderGallery()
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this thumbnail?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No thumbnails yet')).toBeInTheDocument()
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true))
  })

  it("shows a load failure as 'Error: ...' with a retry", async () => {
    stubFetch({
      'GET /api/generations': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Failed to load data' } }),
    })
    renderGallery()
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load data')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it("offers no 'Edit text' on a thumbnail whose text the AI drew, and says why", async () => {
    const aiDrawn = generation({
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      params: { ...generation().params, textMode: 'ai' },
    })
    stubFetch({
      'GET /api/generations': () => json(200, { items: [aiDrawn, first], total: 2, totalCapped: false, page: 1, pageSize: 12 }),
    })
    renderGallery()
    const cards = await screen.findAllByRole('region', { name: /^Thumbnail \d$/ })
    const [aiCard, exactCard] = cards
    if (!aiCard || !exactCard) throw new Error('two cards expected')
    expect(within(aiCard).queryByRole('button', { name: 'Edit text' })).not.toBeInTheDocument()
    expect(within(aiCard).getByText(/The AI drew the text on this thumbnail/)).toBeInTheDocument()
    expect(within(exactCard).getByRole('button', { name: 'Edit text' })).toBeInTheDocument()
  })
})
