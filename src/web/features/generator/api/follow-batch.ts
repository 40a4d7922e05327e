import { type BatchView, batchViewSchema } from '#shared/generator/schemas.ts'
import { apiGet, isApiError } from '#web/lib/api.ts'

export type BatchFollower = {
  /** Every view that arrives, the last one with `done: true`. */
  onView: (view: BatchView) => void
  /** The run could not be followed any more; the server keeps working and the gallery gets the result. */
  onLost: (error: unknown) => void
}

const POLL_INTERVAL_MS = 1000
// A queued run waits for a free worker and Gemini's backoff; past this the page stops asking.
const POLL_LIMIT = 600
// A proxy or a restarting instance may drop a few polls; more than this in a row is an outage.
const POLL_FAILURE_LIMIT = 5

const batchPath = (batchId: string) => `/api/generator/batches/${encodeURIComponent(batchId)}`

/**
 * Follows a queued run: Server-Sent Events first (same-origin, so the session cookie goes along),
 * polling the batch view when the stream fails before the run is done. Returns the stop, which the
 * page calls when it goes away so nothing keeps asking the server.
 */
export function followBatch(batchId: string, follower: BatchFollower): () => void {
  let stopped = false
  let source: EventSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const polling = new AbortController()

  const stop = () => {
    stopped = true
    source?.close()
    clearTimeout(timer)
    polling.abort()
  }
  const deliver = (view: BatchView) => {
    if (stopped) return
    if (view.done) stop()
    follower.onView(view)
  }
  const lose = (error: unknown) => {
    if (stopped) return
    stop()
    follower.onLost(error)
  }

  let polls = 0
  let failures = 0
  const poll = async () => {
    polls += 1
    try {
      deliver(await apiGet(batchPath(batchId), batchViewSchema, polling.signal))
      failures = 0
    } catch (error) {
      if (stopped) return
      failures += 1
      // A 4xx other than 429 will answer the same next time (the session ended, the run is not ours).
      const final = isApiError(error) && error.status < 500 && error.status !== 429
      if (final || failures >= POLL_FAILURE_LIMIT) return lose(error)
    }
    if (stopped) return
    if (polls >= POLL_LIMIT) return lose(new Error('The run is taking too long to follow'))
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS)
  }
  let fellBack = false
  const fallBackToPolling = () => {
    source?.close()
    if (stopped || fellBack) return
    fellBack = true
    void poll()
  }

  if (typeof EventSource === 'undefined') {
    fallBackToPolling()
    return stop
  }
  source = new EventSource(`${batchPath(batchId)}/events`)
  source.addEventListener('batch', (event) => {
    try {
      deliver(batchViewSchema.parse(JSON.parse((event as MessageEvent<string>).data)))
    } catch {
      fallBackToPolling()
    }
  })
  // EventSource would reconnect on its own, but a proxy that cuts streams would cut it again: polling
  // works through anything that passes a plain GET.
  source.addEventListener('error', fallBackToPolling)
  return stop
}
