// Generator figures for `npm run bench`: compositor time at 720p and 4K, and the server's own
// overhead per generation with an instant provider (a local fake Gemini reached through the SDK).
import { type ComposeInput, compose } from '#server/features/generator/compositor/compose.ts'
import { createGeminiImageProvider } from '#server/providers/ai/gemini.ts'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_OVERLAY,
  DEFAULT_TEXT_OVERLAY,
} from '#shared/generator/defaults.ts'
import { startFakeGemini } from '#tests/support/fake-gemini.ts'
import { generateSettled } from '#tests/support/generate.ts'
import { startBenchApp } from './bench-app.ts'

const round = (ms: number) => Math.round(ms * 10) / 10

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), runs: sorted.length }
}

/**
 * Wall time per run, plus the process's CPU time per run (every thread: sharp and Skia work in the
 * libuv pool). On a busy machine wall time includes waiting for a core; CPU time is the work itself.
 */
async function time<T>(
  runs: number,
  fn: () => Promise<T>,
  warmup = 3,
): Promise<{ samples: number[]; cpu: number[]; last: T }> {
  let last = await fn()
  for (let i = 1; i < warmup; i++) last = await fn()
  const samples: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    last = await fn()
    samples.push(performance.now() - started)
    const used = process.cpuUsage(cpuBefore)
    cpu.push((used.user + used.system) / 1000)
  }
  return { samples, cpu, last }
}

/** A 1344×768 background (the size Gemini returns for 16:9), so every run cover-crops and scales. */
async function compositorFigures() {
  const background = (
    await offlineImageProvider.generate({
      prompt: '',
      category: 'Gaming',
      colorScheme: DEFAULT_COLOR_SCHEME,
      seed: 1,
      width: 1344,
      height: 768,
    })
  ).bytes
  const job = (width: number, height: number) => {
    const input: ComposeInput = {
      background,
      width,
      height,
      format: 'jpeg',
      overlay: { ...DEFAULT_OVERLAY, style: 'gradient' },
      textOverlay: {
        ...DEFAULT_TEXT_OVERLAY,
        title: 'I Tried Every Gaming Mouse So You Do Not Have To',
        subtitle: 'the results surprised me',
      },
    }
    return Object.assign(() => compose(input), { input })
  }
  const hd = await time(40, job(1280, 720))
  // Each image thread keeps decoded pictures by content (a re-edit, the live preview): the runs
  // above decode the background once. A byte appended after the JPEG's end makes each run's
  // background new to the cache, as a generation's own first composite is.
  let run = 0
  const firstDecode = await time(20, () =>
    compose({ ...job(1280, 720).input, background: Buffer.concat([background, Buffer.of(run++ & 255)]) }),
  )
  const uhd = await time(10, job(3840, 2160), 1)
  return {
    jpeg1280x720: {
      ...summary(hd.samples),
      cpuMedianMs: summary(hd.cpu).medianMs,
      bytes: hd.last.bytes.length,
    },
    jpeg1280x720FirstDecode: {
      ...summary(firstDecode.samples),
      cpuMedianMs: summary(firstDecode.cpu).medianMs,
    },
    jpeg3840x2160: {
      ...summary(uhd.samples),
      cpuMedianMs: summary(uhd.cpu).medianMs,
      bytes: uhd.last.bytes.length,
    },
  }
}

/** Median time through app.inject for one image, minus the median of the same provider call alone. */
async function serverOverhead() {
  const fake = await startFakeGemini()
  const apiKey = 'AIzaBENCHbenchBENCHbenchBENCH0000'
  const bench = await startBenchApp({ GEMINI_API_KEY: apiKey, GEMINI_API_BASE_URL: fake.url })
  try {
    const { app, user } = bench
    const payload = {
      category: 'Gaming',
      prompt: 'A gamer shocked by a boss fight',
      textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
      overlay: { style: 'gradient' },
    }
    const total = await time(20, async () => {
      // Accepted, then followed to its end: the figure is the whole generation, as before the queue.
      const response = await generateSettled(app, user, payload)
      if (response.statusCode !== 202) throw new Error(`generate failed: ${response.body}`)
    })
    const provider = createGeminiImageProvider({
      keys: (call) => call(apiKey),
      // The model the app asks by default, so both figures make the same request.
      imageModel: DEFAULT_IMAGE_MODEL,
      textModel: 'gemini-2.5-flash',
      baseUrl: fake.url,
    })
    const request = {
      prompt: 'x',
      category: 'Gaming',
      colorScheme: DEFAULT_COLOR_SCHEME,
      seed: 1,
      width: 1280,
      height: 720,
    }
    const providerOnly = await time(20, () => provider.generate(request))
    const generate = summary(total.samples)
    const providerCall = summary(providerOnly.samples)
    const generateCpu = summary(total.cpu).medianMs
    const providerCpu = summary(providerOnly.cpu).medianMs
    return {
      generateMedianMs: generate.medianMs,
      providerCallMedianMs: providerCall.medianMs,
      serverOverheadMedianMs: round(generate.medianMs - providerCall.medianMs),
      // The fake Gemini runs in this process, so its CPU is in both figures and cancels out.
      serverOverheadCpuMedianMs: round(generateCpu - providerCpu),
      runs: generate.runs,
    }
  } finally {
    await bench.close()
    await fake.close()
  }
}

export async function generatorFigures() {
  return { compositor: await compositorFigures(), perGeneration: await serverOverhead() }
}
