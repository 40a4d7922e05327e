import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY, PREVIEW_DEBOUNCE_MS } from '#shared/generator/defaults.ts'
import type { PreviewBody } from '#shared/generator/schemas.ts'
import { LivePreview } from '#web/features/generator/components/live-preview.tsx'
import { previewImage } from '#web/features/generator/test/fixtures.ts'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'

const body = (title: string): PreviewBody => ({
  overlay: { ...DEFAULT_OVERLAY },
  textOverlay: { ...DEFAULT_TEXT_OVERLAY, title },
})

/** Moves the fake clock and lets every promise it releases settle, inside act. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const image = () => screen.queryByRole('img')
const frame = () => screen.getByTestId('live-preview')
const sentTitles = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).textOverlay.title)

// Only the clock the debounce reads: reading a response body needs Node's real setImmediate.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the live preview waits for a pause in typing', () => {
  it(`asks nothing while changes keep coming, then once, ${PREVIEW_DEBOUNCE_MS} ms after the last, for the latest`, async () => {
    const fetchMock = stubFetch({ 'POST /api/generator/preview': () => previewImage() })
    const view = render(<LivePreview body={body('B')} />)
    for (const title of ['Bo', 'Bos', 'Boss', 'Boss F', 'Boss Fight']) {
      await wait(PREVIEW_DEBOUNCE_MS - 50)
      view.rerender(<LivePreview body={body(title)} />)
    }
    expect(fetchMock).not.toHaveBeenCalled()
    expect(frame()).toHaveAttribute('aria-busy', 'true')

    await wait(PREVIEW_DEBOUNCE_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    await wait(1)
    expect(sentTitles(fetchMock)).toEqual(['Boss Fight'])
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: Boss Fight')
    expect(image()?.getAttribute('src')).toMatch(/^blob:/)
    expect(frame()).toHaveAttribute('aria-busy', 'false')
  })

  it('does not ask again when a change leaves the settings as they were', async () => {
    const fetchMock = stubFetch({ 'POST /api/generator/preview': () => previewImage() })
    const view = render(<LivePreview body={body('Same')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    view.rerender(<LivePreview body={body('Same')} />)
    await wait(PREVIEW_DEBOUNCE_MS * 3)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('while the next picture loads', () => {
  it('keeps the last good image up, then swaps it for the new one', async () => {
    const pending = deferredResponse()
    let calls = 0
    stubFetch({
      'POST /api/generator/preview': () => (++calls === 1 ? previewImage() : pending.promise),
    })
    const view = render(<LivePreview body={body('First')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    const first = image()?.getAttribute('src')
    expect(first).toBeTruthy()

    view.rerender(<LivePreview body={body('Second')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(calls).toBe(2)
    expect(frame()).toHaveAttribute('aria-busy', 'true')
    expect(image()).toHaveAttribute('src', first)
    // Its words describe the picture on screen, not the settings still being drawn.
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: First')

    pending.release(previewImage())
    await wait(0)
    expect(image()?.getAttribute('src')).not.toBe(first)
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: Second')
    expect(frame()).toHaveAttribute('aria-busy', 'false')
  })

  it('cancels a request a newer change has overtaken, and never shows its late answer', async () => {
    const slow = deferredResponse()
    const signals: AbortSignal[] = []
    const fetchMock = stubFetch({ 'POST /api/generator/preview': () => previewImage() })
    // The first request (for 'Old') hangs until released; its signal is kept to watch it.
    fetchMock.mockImplementationOnce(async (_input, init) => {
      if (init?.signal) signals.push(init.signal)
      return slow.promise
    })
    const view = render(<LivePreview body={body('Old')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(signals[0]?.aborted).toBe(false)

    view.rerender(<LivePreview body={body('New')} />)
    expect(signals[0]?.aborted).toBe(true)
    await wait(PREVIEW_DEBOUNCE_MS)
    const shown = image()?.getAttribute('src')
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: New')

    slow.release(previewImage())
    await wait(0)
    expect(image()).toHaveAttribute('src', shown)
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: New')
  })
})

describe('when the server cannot draw it', () => {
  it('says so quietly, keeps the last good image, and tries again on request', async () => {
    let fail = false
    const fetchMock = stubFetch({
      'POST /api/generator/preview': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }) : previewImage(),
    })
    const view = render(<LivePreview body={body('Fine')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    const good = image()?.getAttribute('src')

    fail = true
    view.rerender(<LivePreview body={body('Broken')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(screen.getByRole('status')).toHaveTextContent('The preview could not be updated.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(image()).toHaveAttribute('src', good)
    expect(frame()).toHaveAttribute('aria-busy', 'false')

    fail = false
    act(() => screen.getByRole('button', { name: 'Retry preview' }).click())
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(screen.queryByText('The preview could not be updated.')).not.toBeInTheDocument()
    expect(image()).toHaveAttribute('alt', 'Live preview of your thumbnail: Broken')
  })

  it("shows the server's words for the rate limit", async () => {
    const message = 'Too many previews in a minute. Wait a moment, then change something to try again.'
    stubFetch({
      'POST /api/generator/preview': () => json(429, { error: { code: 'RATE_LIMITED', message } }),
    })
    render(<LivePreview body={body('Busy')} />)
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(screen.getByRole('status')).toHaveTextContent(message)
    expect(image()).not.toBeInTheDocument()
  })
})

describe('shape', () => {
  it('is 16:9 for the landscape sizes and 9:16 for a Shorts cover', async () => {
    stubFetch({ 'POST /api/generator/preview': () => previewImage() })
    const view = render(<LivePreview body={body('Wide')} />)
    expect(frame()).toHaveClass('aspect-video')
    view.rerender(<LivePreview body={{ ...body('Tall'), output: { size: '1080x1920', format: 'jpeg' } }} />)
    expect(frame()).toHaveClass('aspect-[9/16]')
    await wait(PREVIEW_DEBOUNCE_MS)
    expect(image()).toHaveAttribute('width', '360')
    expect(image()).toHaveAttribute('height', '640')
  })
})
