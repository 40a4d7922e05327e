import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { followBatch } from '#web/features/generator/api/follow-batch.ts'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import { batchView, pendingGeneration } from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'

beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.reset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const running = batchView({ done: false, message: null, results: [pendingGeneration()] })
const serverError = () => json(503, { error: { code: 'SERVER_BUSY', message: 'Try again' } })

function follow() {
  const follower = { onView: vi.fn(), onLost: vi.fn() }
  const stop = followBatch('b1', follower)
  return { ...follower, stop }
}

describe('following a run by polling', () => {
  it('polls at once without EventSource, keeps polling while running, and stops at done', async () => {
    vi.stubGlobal('EventSource', undefined)
    const answers = [running, running, batchView()]
    const fetchMock = stubFetch({ 'GET /api/generator/batches/b1': () => json(200, answers.shift()) })
    const { onView, onLost } = follow()
    await vi.advanceTimersByTimeAsync(0)
    expect(onView).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(onView.mock.calls.map(([view]) => view.done)).toEqual([false, false, true])
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(onLost).not.toHaveBeenCalled()
  })

  it('rides out a few failed polls, then gives up after 5 in a row, once', async () => {
    vi.stubGlobal('EventSource', undefined)
    const fetchMock = stubFetch({ 'GET /api/generator/batches/b1': serverError })
    const { onView, onLost } = follow()
    await vi.advanceTimersByTimeAsync(3_500)
    expect(onLost).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onLost).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(5)
    expect(onView).not.toHaveBeenCalled()
  })

  it('recovers when a poll succeeds between failures', async () => {
    vi.stubGlobal('EventSource', undefined)
    const answers = [serverError, serverError, serverError, serverError, () => json(200, running)]
    stubFetch({
      'GET /api/generator/batches/b1': () => (answers.shift() ?? (() => json(200, batchView())))(),
    })
    const { onView, onLost } = follow()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(onLost).not.toHaveBeenCalled()
    expect(onView.mock.calls.at(-1)?.[0].done).toBe(true)
  })

  it('falls back to polling only once when the stream sends a bad frame and then fails', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const fetchMock = stubFetch({ 'GET /api/generator/batches/b1': () => json(200, running) })
    const { stop } = follow()
    const stream = FakeEventSource.latest()
    stream.dispatchEvent(new MessageEvent('batch', { data: '{"not":"a view"}' }))
    stream.dispatchEvent(new Event('error'))
    await vi.advanceTimersByTimeAsync(0)
    expect(stream.closed).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
