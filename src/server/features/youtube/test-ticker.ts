/**
 * Runs every thumbnail test's due work once a minute, on every instance that serves the API. The
 * schedule itself lives in the tests' rows (decision 058): a restart, a second instance or a tick
 * that overlaps another changes nothing, because each slot and each ending is taken by one
 * conditional update; a tick missed while the shop was down is caught up once by the next.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { YoutubeContext } from './channel-call.ts'
import type { GenerationImageReader } from './publish.service.ts'
import { runDueTests } from './thumbnail-tests.service.ts'

/**
 * A slot claimed and not set after three ticks was taken by a process that died: another may take
 * it. Three ticks leave a slow upload to YouTube time to finish; never under 3 s.
 */
export const claimLeaseMs = (tickSeconds: number) => Math.max(3, 3 * (tickSeconds || 60)) * 1000

export function startTestTicker(
  ctx: YoutubeContext,
  readImage: GenerationImageReader,
  options: { everyMs: number; log: FastifyBaseLogger },
): () => Promise<void> {
  let running: Promise<void> | undefined
  const tick = () => {
    // One tick at a time in this process; a slow YouTube must not pile them up.
    running ??= runDueTests(ctx, readImage)
      .catch((error: unknown) => options.log.error({ err: error }, 'thumbnail tests: a tick failed'))
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(tick, options.everyMs)
  timer.unref()
  // Catches up at once with whatever came due while the shop was stopped.
  setTimeout(tick, 1000).unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
