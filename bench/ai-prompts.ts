// The `aiPath.variantPromptDistinct` figure for `npm run bench` (issue 25, item 1; `BENCH_ONLY=aiPath` runs it
// with `titleOnSubject`):
// - `variantPromptDistinct`: how many different image prompts a 4-variant run sends, over 8 runs
//   that differ in category, title, size (a Shorts cover and a 4K run among them), layout choice,
//   text mode and persona. Each run goes through the calls generate.service.ts makes per run:
//   pickLayouts for the variants' layouts, then buildImagePrompt per variant. Target 4 in every run
//   (before issue 25 every run scored 1 without a persona).
import { buildImagePrompt } from '#server/features/generator/prompt.ts'
import { aspectOf, type LayoutId } from '#shared/generator/defaults.ts'
import { pickLayouts } from '#shared/generator/layouts.ts'
import { generateBodySchema } from '#shared/generator/schemas.ts'

const TARGET = 4
const PERSONA_ID = '00000000-0000-4000-8000-000000000001'

const RUNS: { name: string; body: Record<string, unknown>; persona?: 'authentic' | 'likeness' }[] = [
  { name: 'gaming-auto', body: { category: 'Gaming', textOverlay: { title: 'I Beat The Final Boss' } } },
  {
    name: 'tech-chosen-layout',
    body: {
      category: 'Technology',
      layout: 'text-left',
      textOverlay: { title: 'The Phone Nobody Expected' },
    },
  },
  {
    name: 'food-own-palette-1080p',
    body: {
      category: 'Food & Cooking',
      output: { size: '1920x1080', format: 'jpeg' },
      colorScheme: { aiSuggest: false, primary: '#FFB400', secondary: '#FFFFFF', background: '#2A1408' },
      textOverlay: { title: 'Pasta Night' },
    },
  },
  {
    name: 'shorts-cover',
    body: {
      category: 'Fitness & Health',
      output: { size: '1080x1920', format: 'jpeg' },
      textOverlay: { title: 'Abs In 5' },
    },
  },
  {
    name: 'versus-4k',
    body: {
      category: 'Sports',
      output: { size: '3840x2160', format: 'jpeg' },
      textOverlay: { title: 'Messi vs Ronaldo' },
    },
  },
  {
    name: 'ai-text-mode',
    body: { category: 'Travel', textMode: 'ai', textOverlay: { title: '7 Hidden Beaches In Bali' } },
  },
  {
    name: 'persona-authentic',
    body: { category: 'Vlogs', textOverlay: { title: 'My First Week' } },
    persona: 'authentic',
  },
  {
    name: 'persona-likeness',
    body: { category: 'Comedy', textOverlay: { title: 'Worst Job Ever' } },
    persona: 'likeness',
  },
]

/** The distinct prompts of one 4-variant run, built as generate.service.ts builds them. */
function distinctPrompts(run: (typeof RUNS)[number]): number {
  const params = generateBodySchema.parse({
    prompt: 'A bold scene about this video',
    variants: 4,
    ...run.body,
    ...(run.persona ? { persona: { id: PERSONA_ID, mode: run.persona } } : {}),
  })
  const layouts = pickLayouts(
    params.textOverlay.title,
    aspectOf(params.output.size),
    params.variants,
    params.layout,
    run.persona === 'authentic',
  )
  const persona = params.persona && { choice: params.persona, photoCount: 3 }
  const prompts = layouts.map((layout, i) =>
    buildImagePrompt(params, false, { layout: layout as LayoutId, n: i + 1 }, persona),
  )
  return new Set(prompts).size
}

export async function variantPromptFigures() {
  const perRun = Object.fromEntries(RUNS.map((run) => [run.name, distinctPrompts(run)]))
  const counts = Object.values(perRun)
  return {
    variantPromptDistinct: {
      min: Math.min(...counts),
      target: TARGET,
      runs: counts.length,
      perRun,
    },
  }
}
