import type { BatchView } from '#shared/generator/schemas.ts'

/**
 * jsdom has no EventSource. This stands in for the browser's: the test plays the server, sending
 * `event: batch` frames or failing the stream, and sees which streams the page left open.
 */
export class FakeEventSource extends EventTarget {
  static readonly opened: FakeEventSource[] = []
  /** When set, every new stream sends this view on its own, as a server with an instant worker would. */
  static reply: BatchView | undefined
  readonly url: string
  closed = false

  constructor(url: string | URL) {
    super()
    this.url = String(url)
    FakeEventSource.opened.push(this)
    const { reply } = FakeEventSource
    if (reply) setTimeout(() => this.sendBatch(reply), 0)
  }

  close() {
    this.closed = true
  }

  /** One `event: batch` frame, as the server writes it. */
  sendBatch(view: BatchView) {
    if (!this.closed) this.dispatchEvent(new MessageEvent('batch', { data: JSON.stringify(view) }))
  }

  /** The connection failed (a proxy cut it, the instance went away). */
  fail() {
    if (!this.closed) this.dispatchEvent(new Event('error'))
  }

  static reset() {
    FakeEventSource.opened.length = 0
    FakeEventSource.reply = undefined
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1)
    if (!source) throw new Error('No EventSource was opened')
    return source
  }
}
