// The `aiPath` figures for `npm run bench` (issue 25's paid path; `BENCH_ONLY=aiPath` runs them
// alone). Every run goes through the real app, the real @google/genai SDK and the fake Gemini
// server, which answers with a dark field and one big bright subject:
// - `titleOnSubject`: the median share of the title's pixels that fall on that subject, over
//   backgrounds with the subject in 10 different places and the layout left on 'auto' (target
//   ≤ 0.10), with the worst and each background's value and layout beside it;
// - `salientCpuMs`: the median CPU time of finding the subject once (u2netp at 320×320, decode and
//   resize included), on this thread after a first call that loads the model: CPU time, because
//   the image threads run at a lowered priority and a busy machine stretches their wall time.
import { findSalientSubject } from '#server/lib/cutout/salient.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { startFakeGemini } from '#tests/support/fake-gemini.ts'
import { generateSettled } from '#tests/support/generate.ts'
import { subjectBackground, titleShareOnBrightSubject } from '#tests/support/subject-backgrounds.ts'
import { startBenchApp } from './bench-app.ts'

const TARGET = { titleOnSubject: 0.1 }
/** Subject centres (x, y as fractions of the frame): left, right, centre, the corners, top, bottom. */
const PLACES: [number, number][] = [
  [0.2, 0.5],
  [0.8, 0.5],
  [0.5, 0.5],
  [0.25, 0.3],
  [0.75, 0.3],
  [0.25, 0.7],
  [0.75, 0.7],
  [0.5, 0.3],
  [0.5, 0.72],
  [0.35, 0.5],
]
const FRAME = { width: 1280, height: 720 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const places = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits

export async function aiPathFigures() {
  const fake = await startFakeGemini()
  try {
    const bench = await startBenchApp({
      GEMINI_API_KEY: 'AIzaBENCHbenchBENCHbenchBENCH0025',
      GEMINI_API_BASE_URL: fake.url,
    })
    try {
      const { app, user } = bench
      const each: { place: [number, number]; layout: string | undefined; share: number }[] = []
      const salientCpuMs: number[] = []
      // The first call loads the model: not a cost the job pays per image.
      await findSalientSubject(await subjectBackground(0.5))
      for (const [cx, cy] of PLACES) {
        const background = await subjectBackground(cx, cy)
        fake.queue('*', { kind: 'image', picture: background })
        const run = await generateSettled(app, user, {
          category: 'Technology',
          prompt: 'A robot unboxing a new phone',
          textOverlay: { title: 'The Phone Nobody Expected' },
          output: { size: '1280x720', format: 'jpeg' },
          layout: 'auto',
          variants: 1,
        })
        const result = (run.json().results as Generation[] | undefined)?.[0]
        if (run.statusCode !== 202 || result?.status !== 'succeeded') {
          throw new Error(`generate failed: ${run.body}`)
        }
        const measured = await titleShareOnBrightSubject(background, result.params, FRAME)
        each.push({ place: [cx, cy], layout: result.params.layout, share: places(measured.share) })
        const started = process.cpuUsage()
        await findSalientSubject(background)
        const used = process.cpuUsage(started)
        salientCpuMs.push((used.user + used.system) / 1000)
      }
      const shares = each.map((item) => item.share)
      return {
        titleOnSubject: places(median(shares)),
        titleOnSubjectWorst: Math.max(...shares),
        backgrounds: each.length,
        each,
        salientCpuMs: Math.round(median(salientCpuMs)),
        target: TARGET,
      }
    } finally {
      await bench.close()
    }
  } finally {
    await fake.close()
  }
}
