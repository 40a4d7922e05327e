import { PassThrough } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { BatchView } from '#shared/generator/schemas.ts'

/** Workers in other processes cannot wake this one: the run is read again this often. */
export const RECHECK_MS = 1000
/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000
/** A stream ends by itself after this long; the browser reconnects, or falls back to polling. */
const MAX_OPEN_MS = 10 * 60_000

const event = (view: BatchView) => `event: batch\ndata: ${JSON.stringify(view)}\n\n`

/**
 * One run's progress as Server-Sent Events: the view at once, then every changed view, woken by a
 * local worker at once or found by the re-read within a second, and the end after `done`.
 */
export function openBatchStream(options: {
  first: BatchView
  read: () => Promise<BatchView>
  onLocalChange: (listener: () => void) => () => void
  log: FastifyBaseLogger
}): { body: PassThrough; end: () => void } {
  const body = new PassThrough()
  let last = ''
  let ended = false
  let reading = false
  let again = false

  const send = (view: BatchView) => {
    const text = event(view)
    if (text !== last) {
      last = text
      body.write(text)
    }
    if (view.done) end()
  }
  const refresh = async () => {
    if (ended) return
    // One read at a time; a wake-up during a read is served by one more read after it.
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        send(await options.read())
      } while (again && !ended)
    } catch (error) {
      options.log.warn({ err: error }, 'batch stream read failed')
    } finally {
      reading = false
    }
  }

  const unsubscribe = options.onLocalChange(() => void refresh())
  const recheck = setInterval(() => void refresh(), RECHECK_MS)
  const heartbeat = setInterval(() => body.write(': keep-alive\n\n'), HEARTBEAT_MS)
  const limit = setTimeout(() => end(), MAX_OPEN_MS)
  function end() {
    if (ended) return
    ended = true
    unsubscribe()
    clearInterval(recheck)
    clearInterval(heartbeat)
    clearTimeout(limit)
    body.end()
  }

  // How long the browser waits before reconnecting after a dropped stream.
  body.write('retry: 2000\n\n')
  send(options.first)
  return { body, end }
}
