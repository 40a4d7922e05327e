import { type GenerationParams, generateBodySchema } from '#shared/generator/schemas.ts'

/**
 * The params the generator stores for the first image of an offline run from the form's defaults:
 * fixtures that insert generation rows directly store the whole shape, as the generator does.
 */
export function storedParams(overrides: Partial<GenerationParams> = {}): GenerationParams {
  const form = generateBodySchema.parse({ category: 'Gaming', prompt: 'A neon castle at dusk' })
  return {
    category: form.category,
    colorScheme: form.colorScheme,
    overlay: form.overlay,
    textOverlay: form.textOverlay,
    referenceStyle: form.referenceStyle,
    hasReference: false,
    textMode: form.textMode,
    output: form.output,
    n: 1,
    seed: 1,
    ...overrides,
  }
}
