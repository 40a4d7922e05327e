import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import {
  acceptedRun,
  batchView,
  generation,
  pendingGeneration,
} from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderGallery } from './my-thumbnails-test-support.tsx'

afterEach(() => vi.unstubAllGlobals())

// Issue 25, item 9: a failed thumbnail is retried (a new paid image) or deleted from the gallery.
describe('a failed thumbnail in the gallery', () => {
  const unavailable = 'The AI image service is unavailable right now. Your credits were refunded.'
  const failed = generation({
    id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    status: 'failed',
    imageUrl: null,
    error: unavailable,
  })

  it('says why it failed, and retries it as a new paid image', async () => {
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
    const made = generation({ id: '99999999-9999-4999-8999-999999999999' })
    FakeEventSource.reply = batchView({ results: [made] })
    let items = [failed]
    const fetchMock = stubFetch({
      'GET /api/generations': () =>
        json(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 12 }),
      [`POST /api/generations/${failed.id}/retry`]: () => {
        items = [made, failed]
        return json(202, acceptedRun({ results: [pendingGeneration({ id: made.id })] }))
      },
    })
    const { user } = renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).getByRole('alert')).toHaveTextContent(`Error: ${unavailable}`)
    await user.click(within(card).getByRole('button', { name: 'Retry (1 credit)' }))

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${failed.id}/retry`))).toBe(true),
    )
    // The new image joins the gallery beside the failed one, which stays until deleted.
    expect(await screen.findByRole('link', { name: 'Download Thumbnail' })).toHaveAttribute(
      'href',
      `/api/generations/${made.id}/image?download=1`,
    )
    expect(screen.getAllByRole('region', { name: /^Thumbnail \d$/ })).toHaveLength(2)
  })

  it('deletes it after the confirmation', async () => {
    let items = [failed]
    stubFetch({
      'GET /api/generations': () =>
        json(200, { items, total: items.length, totalCapped: false, page: 1, pageSize: 12 }),
      [`DELETE /api/generations/${failed.id}`]: () => {
        items = []
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No thumbnails yet')).toBeInTheDocument()
  })

  it('offers no retry when its uploaded picture is gone, and says so', async () => {
    const withReference = generation({
      ...failed,
      params: { ...failed.params, hasReference: true },
    })
    stubFetch({
      'GET /api/generations': () =>
        json(200, { items: [withReference], total: 1, totalCapped: false, page: 1, pageSize: 12 }),
    })
    renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument()
    expect(within(card).getByText(/no longer kept/)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it('labels an image the offline renderer drew because the AI service was down', async () => {
    const fallback = generation({
      provider: 'offline',
      params: { ...generation().params, offlineFallback: true },
    })
    stubFetch({
      'GET /api/generations': () =>
        json(200, { items: [fallback], total: 1, totalCapped: false, page: 1, pageSize: 12 }),
    })
    renderGallery()
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(card).toHaveTextContent('Drawn by the offline renderer: the AI image service was unavailable.')
  })
})
