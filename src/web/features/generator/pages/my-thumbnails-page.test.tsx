import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { generation, pendingGeneration } from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderGallery } from './my-thumbnails-test-support.tsx'

afterEach(() => vi.unstubAllGlobals())

const first = generation({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' })
const second = generation({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  params: { ...generation().params, textOverlay: { ...generation().params.textOverlay, title: 'Road Trip' } },
})

describe('My Thumbnails', () => {
  it('shows an empty state that leads to the generator', async () => {
    stubFetch({
      'GET /api/generations': () =>
        json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 12 }),
    })
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
      'GET /api/generations': () =>
        json(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 12 }),
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
      'GET /api/generations': () =>
        json(200, { items: [aiDrawn, first], total: 2, totalCapped: false, page: 1, pageSize: 12 }),
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

describe('Test & Compare pack', () => {
  const third = generation({
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    params: {
      ...generation().params,
      textOverlay: { ...generation().params.textOverlay, title: 'Speedrun' },
    },
  })
  const fourth = generation({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee' })
  const shortsCover = generation({
    id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    width: 1080,
    height: 1920,
    params: { ...generation().params, output: { size: '1080x1920', format: 'jpeg' } },
  })
  const items = [first, second, third, fourth, shortsCover]
  const list = () => json(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 12 })
  const pickBox = (index: number) =>
    within(screen.getByRole('region', { name: `Thumbnail ${index}` })).getByRole('checkbox', {
      name: /Pick for the Test & Compare pack/,
    })

  it('picks 2 or 3 with a counter, and downloads one zip of them in the order picked', async () => {
    // jsdom has no object URLs and cannot follow a download link: both are stood in for here.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    const createObjectURL = vi.fn(() => 'blob:pack')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicks: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download)
    })
    onTestFinished(() => {
      Object.assign(URL, saved)
      click.mockRestore()
    })
    const fetchMock = stubFetch({
      'GET /api/generations': list,
      'POST /api/generations/test-pack': () =>
        new Response('PK zip bytes', {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="youtube-test-compare-1795334400000.zip"',
          },
        }),
    })
    const { user } = renderGallery()
    await user.click(await screen.findByRole('button', { name: 'Test & Compare pack' }))
    const bar = screen.getByRole('region', { name: 'Test & Compare pack' })
    const download = within(bar).getByRole('button', { name: 'Download pack' })
    expect(within(bar).getByTestId('test-pack-count')).toHaveTextContent('0 of 3 picked')
    expect(download).toBeDisabled()

    await user.click(pickBox(3))
    expect(within(bar).getByTestId('test-pack-count')).toHaveTextContent('1 of 3 picked')
    expect(download).toBeDisabled()
    await user.click(pickBox(1))
    expect(download).toBeEnabled()
    await user.click(pickBox(2))
    expect(within(bar).getByTestId('test-pack-count')).toHaveTextContent('3 of 3 picked')
    // A fourth cannot be added; a Shorts cover never can, and says why.
    expect(pickBox(4)).toBeDisabled()
    expect(pickBox(4)).toHaveAccessibleDescription('(3 already picked)')
    expect(pickBox(5)).toBeDisabled()
    expect(pickBox(5)).toHaveAccessibleDescription('(Shorts covers cannot be tested)')
    // Unpicking frees a place again.
    await user.click(pickBox(2))
    expect(pickBox(4)).toBeEnabled()

    await user.click(download)
    await waitFor(() => expect(clicks).toEqual(['youtube-test-compare-1795334400000.zip']))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ids: [third.id, first.id] })
    expect(createObjectURL).toHaveBeenCalledTimes(1)

    await user.click(within(bar).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it("shows the server's reason when the pack is refused", async () => {
    stubFetch({
      'GET /api/generations': list,
      'POST /api/generations/test-pack': () =>
        json(404, { error: { code: 'NOT_FOUND', message: 'Generation not found' } }),
    })
    const { user } = renderGallery()
    await user.click(await screen.findByRole('button', { name: 'Test & Compare pack' }))
    await user.click(pickBox(1))
    await user.click(pickBox(2))
    await user.click(screen.getByRole('button', { name: 'Download pack' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Generation not found')
  })

  it('can be picked with the keyboard alone', async () => {
    stubFetch({ 'GET /api/generations': list })
    const { user } = renderGallery()
    const start = await screen.findByRole('button', { name: 'Test & Compare pack' })
    start.focus()
    await user.keyboard('{Enter}')
    pickBox(1).focus()
    await user.keyboard(' ')
    expect(pickBox(1)).toBeChecked()
    expect(screen.getByTestId('test-pack-count')).toHaveTextContent('1 of 3 picked')
  })
})

describe('a queued thumbnail in the gallery', () => {
  it('shows as generating, then as the thumbnail once a worker has made it, without a reload', async () => {
    let made = false
    stubFetch({
      'GET /api/generations': () =>
        json(200, {
          items: [made ? first : pendingGeneration({ id: first.id })],
          total: 1,
          totalCapped: false,
          page: 1,
          pageSize: 12,
        }),
    })
    renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).getByRole('status')).toHaveTextContent('Generating...')
    expect(within(card).queryByRole('link', { name: 'Download Thumbnail' })).not.toBeInTheDocument()
    made = true
    const download = await screen.findByRole('link', { name: 'Download Thumbnail' })
    expect(download).toHaveAttribute('href', `/api/generations/${first.id}/image?download=1`)
    expect(screen.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
  })
})
