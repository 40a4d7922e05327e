// The `persona` figures for `npm run bench` (issue 11's cut-out bars; `BENCH_ONLY=persona` runs
// them alone). Every cut-out goes through the image pool, as the server runs it:
// - `maskIoU`: the median intersection-over-union, alpha at or above half against the known
//   mask, over the 12 composites of tests/support/person-composites.ts (min and each beside it);
// - `cutoutMs`: the median wall time of a 1024×768 photo's cut-out, after one that loads the model;
// - `cachedGetDuringCutouts`: a cached public GET's p99 while cut-outs run back to back on every
//   image thread, over its p99 without them (bar ≤ 2), in alternating phases, with the event
//   loop's delay in each phase;
//   beside `cutoutMs`, the main thread's CPU per cut-out, which a busy machine does not inflate.
import { openPglite } from '#server/db/client.ts'
import {
  closeImagePool,
  defaultImageThreads,
  imagePoolStats,
  runImageTask,
} from '#server/lib/image-pool/pool.ts'
import { alphaOf, maskIoU, personComposites } from '#tests/support/person-composites.ts'
import type { ClientOp, LoadSamples } from './load-client.ts'
import { round, runLoad, serve, summarize, withLoopDelay } from './load-harness.ts'
import { mainThreadCpuMs } from './thread-cpu.ts'

const CUTOUT_RUNS = 7
const CACHED_GET_CLIENTS = 10
const SECONDS = Math.max(5, Math.round(Number(process.env.BENCH_LOAD_SECONDS ?? 30) / 2))
const TARGET = { maskIoU: 0.9, cutoutMs: 1500, p99Ratio: 2 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const places = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

export async function personaFigures() {
  const composites = await personComposites()
  const tasksBefore = imagePoolStats().tasks.cutOutPerson ?? 0
  try {
    // The first cut-out on a thread loads the model: timed on its own, then the runs.
    const [first] = composites
    if (!first) throw new Error('no person composites')
    const cold = await timed(() => runImageTask('cutOutPerson', first.photo))
    const byComposite: Record<string, number> = {}
    for (const composite of composites) {
      const cut = await runImageTask('cutOutPerson', composite.photo)
      byComposite[composite.name] = places(maskIoU(await alphaOf(cut.png), composite.mask))
    }
    const ious = Object.values(byComposite)
    const runs: number[] = []
    const mainBefore = mainThreadCpuMs()
    for (let i = 0; i < CUTOUT_RUNS; i++) {
      const composite = composites[i % composites.length] as (typeof composites)[number]
      runs.push((await timed(() => runImageTask('cutOutPerson', composite.photo))).ms)
    }
    const mainAfter = mainThreadCpuMs()
    const cached = await cachedGetDuringCutouts(composites.map((composite) => composite.photo))
    const cutouts = (imagePoolStats().tasks.cutOutPerson ?? 0) - tasksBefore
    const maskIoUMedian = places(median(ious))
    const cutoutMs = Math.round(median(runs))
    return {
      maskIoU: maskIoUMedian,
      maskIoUMin: places(Math.min(...ious)),
      maskIoUByComposite: byComposite,
      composites: composites.length,
      cutoutMs,
      cutoutRunsMs: runs.map(Math.round),
      cutoutFirstMs: Math.round(cold.ms),
      // What the event loop itself spends on one (handing the photo over, taking the PNG back).
      mainThreadCpuMsPerCutout:
        mainBefore === null || mainAfter === null ? null : round((mainAfter - mainBefore) / CUTOUT_RUNS),
      photo: { width: first.width, height: first.height },
      cachedGetDuringCutouts: cached.p99Ratio,
      cachedGet: cached,
      // Every cut-out above ran on an image thread (the pool counts what its threads ran).
      cutoutsOnImageThreads: cutouts,
      target: TARGET,
      meetsTarget:
        maskIoUMedian >= TARGET.maskIoU &&
        cutoutMs <= TARGET.cutoutMs &&
        cached.p99Ratio !== null &&
        cached.p99Ratio <= TARGET.p99Ratio &&
        cached.errors === 0,
    }
  } finally {
    await closeImagePool()
  }
}

/** Quiet and busy phases alternate, so a neighbour's load that comes and goes weighs on both. */
const PHASE_PAIRS = 3

/** Every phase's samples as one run's. */
function merged(runs: LoadSamples[]): LoadSamples {
  const all: LoadSamples = { latencies: {}, errors: {}, errorExamples: [] }
  for (const run of runs) {
    for (const [label, latencies] of Object.entries(run.latencies)) {
      all.latencies[label] = [...(all.latencies[label] ?? []), ...latencies]
    }
    for (const [label, count] of Object.entries(run.errors))
      all.errors[label] = (all.errors[label] ?? 0) + count
    all.errorExamples.push(...run.errorExamples)
  }
  return all
}

/** The served app's own process runs the cut-outs, so they share its pool and its cores. */
async function cachedGetDuringCutouts(photos: Buffer[]) {
  const served = await serve(await openPglite({}), 1)
  try {
    const cached: ClientOp = { label: 'GET /api/banner-section', method: 'GET', path: '/api/banner-section' }
    const readers = Array.from({ length: CACHED_GET_CLIENTS }, () => ({ mix: [{ weight: 1, op: cached }] }))
    await runLoad(served, readers, 1)
    const phaseSeconds = Math.max(3, SECONDS / PHASE_PAIRS)
    // One creator per image thread uploading photo after photo.
    const loops = defaultImageThreads()
    let cutouts = 0
    const quietRuns: Awaited<ReturnType<typeof withLoopDelay<LoadSamples>>>[] = []
    const busyRuns: typeof quietRuns = []
    for (let pair = 0; pair < PHASE_PAIRS; pair++) {
      quietRuns.push(await withLoopDelay(() => runLoad(served, readers, phaseSeconds)))
      let running = true
      const uploads = Array.from({ length: loops }, async (_, loop) => {
        for (let i = loop; running; i += loops) {
          await runImageTask('cutOutPerson', photos[i % photos.length] as Buffer)
          cutouts++
        }
      })
      busyRuns.push(await withLoopDelay(() => runLoad(served, readers, phaseSeconds)))
      running = false
      await Promise.all(uploads)
    }
    const seconds = phaseSeconds * PHASE_PAIRS
    const quiet = summarize(merged(quietRuns.map((run) => run.value)), seconds)
    const busy = summarize(merged(busyRuns.map((run) => run.value)), seconds)
    const quietGet = quiet.routes[cached.label]
    const busyGet = busy.routes[cached.label]
    const p99Ratio =
      quietGet && busyGet ? Math.round((busyGet.p99Ms / Math.max(0.1, quietGet.p99Ms)) * 100) / 100 : null
    const loopDelays = (runs: typeof quietRuns) => runs.map((run) => run.eventLoopDelay.p99Ms)
    return {
      route: cached.label,
      getClients: CACHED_GET_CLIENTS,
      cutoutLoops: loops,
      phases: { pairs: PHASE_PAIRS, secondsEach: phaseSeconds },
      withoutCutouts: { ...quietGet, eventLoopDelayP99Ms: loopDelays(quietRuns) },
      duringCutouts: { ...busyGet, eventLoopDelayP99Ms: loopDelays(busyRuns), cutouts },
      p99Ratio,
      errors: quiet.errors + busy.errors,
    }
  } finally {
    await served.close()
  }
}
