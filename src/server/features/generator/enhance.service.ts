import { generatorMessages } from '#shared/generator/defaults.ts'
import type { EnhanceBody, EnhanceResponse } from '#shared/schemas/generator.ts'
import type { AppDeps } from '../../deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { resolveProviders } from './ai-settings.service.ts'

/** The spec's enhance: a hint or a category is needed; the answer replaces the prompt. */
export async function enhance(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  body: EnhanceBody,
): Promise<EnhanceResponse> {
  const prompt = body.prompt?.trim() ?? ''
  const category = body.category?.trim() || undefined
  if (!prompt && !category) throw new AppError('VALIDATION', generatorMessages.enhanceNeedsInput)
  const { text } = await resolveProviders(deps)
  const enhanced = await text.enhance({ prompt, category })
  if (!enhanced.trim()) throw new AppError('PROVIDER_ERROR', generatorMessages.enhanceFailed)
  return { prompt: enhanced, provider: text.name, message: generatorMessages.enhanced }
}
