import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BatchView } from '#shared/generator/schemas.ts'
import { runLostMessage } from '#web/features/generator/lib/run-messages.ts'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import {
  acceptedRun,
  batchView,
  generation,
  pendingGeneration,
} from '#web/features/generator/test/fixtures.ts'
import { deferredResponse, json } from '#web/test/fetch-stub.ts'
import { renderPage, stubEventSourceEachTest } from './generate-image-page-test-support.tsx'

/** How the page follows a queued run (issue 13): the 202, the event stream, and polling when it fails. */

stubEventSourceEachTest()

const second = '22222222-2222-4222-8222-222222222222'
const succeeded = (id: string, n: number) => generation({ id, params: { ...generation().params, n } })
const twoPending = acceptedRun({
  results: [pendingGeneration(), pendingGeneration({ id: second })],
  balance: 1248,
})

async function startRun(user: ReturnType<typeof renderPage>['user'], variants = '1') {
  await screen.findByRole('button', { name: 'Generate Thumbnail' })
  await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
  await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
  await user.selectOptions(screen.getByLabelText('Variants', { exact: false }), variants)
  await user.click(screen.getByRole('button', { name: 'Generate Thumbnail' }))
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
  return FakeEventSource.latest()
}

const send = (source: FakeEventSource, view: BatchView) => act(() => source.sendBatch(view))
const batchPolls = (fetchMock: ReturnType<typeof renderPage>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/generator/batches/b1')
// The form's own message: a success is a status, an error an alert (the result cards have their own).
const formMessage = (role: 'alert' | 'status') =>
  within(screen.getByRole('form', { name: 'Thumbnail settings' })).findByRole(role)

describe('a queued run on the generator page', () => {
  it('shows each image the moment it is done, and the success message when the run is', async () => {
    const { user } = renderPage({ 'POST /api/generator/generate': () => json(202, twoPending) })
    const stream = await startRun(user, '2')
    expect(stream.url).toBe('/api/generator/batches/b1/events')
    expect(screen.getByText('Generating 2 thumbnails...')).toBeInTheDocument()
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1248).toLocaleString())

    send(
      stream,
      batchView({
        done: false,
        message: null,
        results: [succeeded(generation().id, 1), pendingGeneration({ id: second })],
        balance: 1248,
      }),
    )
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(screen.getByText('Generating your thumbnail...')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled()
    expect(screen.queryByText('YouTube thumbnail generated successfully!')).not.toBeInTheDocument()

    send(stream, batchView({ results: [succeeded(generation().id, 1), succeeded(second, 2)], balance: 1248 }))
    expect(await formMessage('status')).toHaveTextContent('YouTube thumbnail generated successfully!')
    expect(screen.getByRole('img', { name: 'Thumbnail 2: Boss Fight' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Download Thumbnail' })).toHaveLength(2)
    expect(screen.queryByText(/^Generating/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Thumbnail' })).toBeEnabled()
    expect(stream.closed).toBe(true)
  })

  it('falls back to polling the run when the stream fails, and shows the result from there', async () => {
    const views = [batchView({ done: false, message: null, results: [pendingGeneration()] }), batchView()]
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': () => json(202, acceptedRun()),
      'GET /api/generator/batches/b1': () => json(200, views.shift() ?? batchView()),
    })
    const stream = await startRun(user)
    act(() => stream.fail())
    expect(stream.closed).toBe(true)
    // The first poll still finds the run going; a later one finds it done.
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(await formMessage('status')).toHaveTextContent('YouTube thumbnail generated successfully!')
    expect(batchPolls(fetchMock)).toHaveLength(2)
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())
  })

  it('says where the result will be when the run can no longer be followed', async () => {
    const { user } = renderPage({
      'POST /api/generator/generate': () => json(202, acceptedRun()),
      'GET /api/generator/batches/b1': () =>
        json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    })
    const stream = await startRun(user)
    act(() => stream.fail())
    expect(await formMessage('alert')).toHaveTextContent(runLostMessage)
    expect(screen.queryByText(/^Generating/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Thumbnail' })).toBeEnabled()
  })

  it('closes the stream when the creator leaves the page', async () => {
    const { user, router } = renderPage({ 'POST /api/generator/generate': () => json(202, acceptedRun()) })
    const stream = await startRun(user)
    expect(stream.closed).toBe(false)
    await router.navigate('/login')
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(stream.closed).toBe(true)
  })

  it('abandons a poll in flight when the creator leaves the page', async () => {
    const poll = deferredResponse()
    const { user, router, fetchMock } = renderPage({
      'POST /api/generator/generate': () => json(202, acceptedRun()),
      'GET /api/generator/batches/b1': () => poll.promise,
    })
    const stream = await startRun(user)
    act(() => stream.fail())
    await waitFor(() => expect(batchPolls(fetchMock)).toHaveLength(1))
    await router.navigate('/login')
    expect(batchPolls(fetchMock)[0]?.[1]?.signal?.aborted).toBe(true)
  })
})
