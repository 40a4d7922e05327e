import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import {
  acceptedRun,
  batchView,
  generation,
  pendingGeneration,
} from '#web/features/generator/test/fixtures.ts'
import { deferredResponse, json, member } from '#web/test/fetch-stub.ts'
import {
  button,
  describeThumbnail,
  ready,
  renderPage,
  stubEventSourceEachTest,
} from './generate-image-page-test-support.tsx'

stubEventSourceEachTest()

describe('Generate Thumbnail', () => {
  it('is disabled while the prompt is empty', async () => {
    const { user } = renderPage()
    await ready()
    expect(button('Generate Thumbnail')).toBeDisabled()
    await user.type(screen.getByLabelText(/Prompt/), 'x')
    expect(button('Generate Thumbnail')).toBeEnabled()
  })

  it('validates the category and a blank prompt word for word, without calling the server', async () => {
    const { user, fetchMock } = renderPage()
    await ready()
    await user.type(screen.getByLabelText(/Prompt/), '   ')
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByText('Please select a category')).toBeInTheDocument()
    expect(screen.getByText('Prompt is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false)
  })

  it('shows what the run costs and what will be left, next to Generate', async () => {
    const { user } = renderPage({}, { ...member, creditBalance: 5 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'This run costs 1 credit; 4 credits will be left.',
    )
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '3')
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'This run costs 3 credits; 2 credits will be left.',
    )
  })

  it('disables Generate below the run price and offers Buy Now instead', async () => {
    const { user, fetchMock } = renderPage({}, { ...member, creditBalance: 1 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toBeEnabled()
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '2')
    expect(button('Generate Thumbnail')).toBeDisabled()
    expect(button('Generate Thumbnail')).toHaveAccessibleDescription(
      'Insufficient credits. Buy more to generate images. Buy Now',
    )
    const form = within(screen.getByRole('form', { name: 'Thumbnail settings' }))
    expect(form.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/user/select-package')
    await user.click(button('Generate Thumbnail'))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate'))).toBe(false)
  })

  it('disables Generate at 0 credits', async () => {
    const { user } = renderPage({}, { ...member, creditBalance: 0 })
    await ready()
    await describeThumbnail(user)
    expect(button('Generate Thumbnail')).toBeDisabled()
    expect(screen.getByText('Insufficient credits. Buy more to generate images.')).toBeInTheDocument()
  })

  it('animates while generating, then shows the results, the success message and the new balance', async () => {
    const pending = deferredResponse()
    const { user, fetchMock } = renderPage({ 'POST /api/generator/generate': () => pending.promise })
    await ready()
    await describeThumbnail(user)
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    await user.click(button('Generate Thumbnail'))

    expect(button('Generating...')).toBeDisabled()
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    // The credit comes off the badge as the run starts, as the spec's page did.
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())
    pending.release(json(202, acceptedRun()))
    // Accepted and queued: the page follows the run's stream and keeps animating until it is done.
    await waitFor(() => expect(FakeEventSource.latest().url).toBe('/api/generator/batches/b1/events'))
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    expect(button('Generating...')).toBeDisabled()
    act(() =>
      FakeEventSource.latest().sendBatch(
        batchView({ done: false, results: [pendingGeneration()], message: null }),
      ),
    )
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    act(() => FakeEventSource.latest().sendBatch(batchView()))

    expect(await screen.findByText('YouTube thumbnail generated successfully!')).toBeInTheDocument()
    const download = screen.getByRole('link', { name: 'Download Thumbnail' })
    expect(download).toHaveAttribute(
      'href',
      '/api/generations/11111111-1111-4111-8111-111111111111/image?download=1',
    )
    expect(download).toHaveAttribute('download', 'youtube-thumbnail-1-1795334400000.jpg')
    expect(screen.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('generate')) ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      category: 'Gaming',
      prompt: 'boss fight',
      variants: 1,
      textMode: 'exact',
      output: { size: '1280x720', format: 'jpeg' },
      overlay: { style: 'none', position: 'bottom', opacity: 70 },
      textOverlay: { title: 'Boss Fight', textColor: '#FFFFFF', textSize: 'fit', textPosition: 'center' },
      colorScheme: {
        primary: '#FF0000',
        secondary: '#FFFFFF',
        background: '#000000',
        aiSuggest: true,
        tone: 'professional',
      },
    })
  })

  it('shows a failed run as the error, with the refunded credits back on the badge', async () => {
    const pending = deferredResponse()
    const { user } = renderPage({ 'POST /api/generator/generate': () => pending.promise })
    await ready()
    await describeThumbnail(user)
    await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), '2')
    await user.click(button('Generate Thumbnail'))
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1248).toLocaleString())
    const failed = (id: string, n: number) =>
      generation({
        id,
        status: 'failed',
        imageUrl: null,
        error: 'No image was generated from the API response',
        params: { ...generation().params, n },
      })
    pending.release(
      json(
        202,
        acceptedRun({
          results: [pendingGeneration(), pendingGeneration({ id: '22222222-2222-4222-8222-222222222222' })],
          balance: 1248,
        }),
      ),
    )
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(screen.getByText('Generating 2 thumbnails...')).toBeInTheDocument()
    act(() =>
      FakeEventSource.latest().sendBatch(
        batchView({
          results: [
            failed('11111111-1111-4111-8111-111111111111', 1),
            failed('22222222-2222-4222-8222-222222222222', 2),
          ],
          balance: 1250,
          message: 'No image was generated from the API response',
        }),
      ),
    )

    const form = within(screen.getByRole('form', { name: 'Thumbnail settings' }))
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Error: No image was generated from the API response',
    )
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1250).toLocaleString())
    expect(screen.queryByText(/Generating 2 thumbnails/)).not.toBeInTheDocument()
    expect(button('Generate Thumbnail')).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Download Thumbnail' })).not.toBeInTheDocument()
  })

  it('offers only the catalogue’s categories', async () => {
    renderPage()
    await ready()
    const options = within(screen.getByLabelText(/Category/)).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Select a category', 'Gaming', 'Travel'])
  })

  it.each([
    // A category the catalogue dropped after the page loaded.
    [400, 'VALIDATION', 'Choose one of the listed categories'],
    [402, 'INSUFFICIENT_CREDITS', 'Insufficient credits. Buy more to generate images.'],
    [503, 'PROVIDER_ERROR', 'No API keys available'],
  ])("shows the server's %i as a red 'Error: ...'", async (status, code, message) => {
    const { user } = renderPage({
      'POST /api/generator/generate': () => json(status, { error: { code, message } }),
    })
    await ready()
    await describeThumbnail(user)
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${message}`)
    expect(button('Generate Thumbnail')).toBeEnabled()
  })
})
