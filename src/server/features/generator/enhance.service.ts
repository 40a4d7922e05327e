import { aspectOf, generatorMessages } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { EnhanceBody, EnhanceResponse } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { resolveProviders } from './ai-settings.service.ts'

/**
 * The spec's enhance: a hint or a category is needed; the answer replaces the prompt. It is
 * written for the form's frame: its aspect, and the chosen layout's title area (issue 25, item 8).
 */
export async function enhance(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config' | 'images'>,
  body: EnhanceBody,
): Promise<EnhanceResponse> {
  const prompt = body.prompt?.trim() ?? ''
  const category = body.category?.trim() || undefined
  if (!prompt && !category) throw new AppError('VALIDATION', generatorMessages.enhanceNeedsInput)
  const aspect = body.size ? aspectOf(body.size) : '16:9'
  const layout = body.layout && body.layout !== 'auto' ? layoutById(body.layout) : undefined
  if (layout && layout.aspect !== aspect)
    throw new AppError('VALIDATION', generatorMessages.layoutWrongAspect)
  const { text } = await resolveProviders(deps)
  const enhanced = await text.enhance({ prompt, category, aspect, layout })
  if (!enhanced.trim()) throw new AppError('PROVIDER_ERROR', generatorMessages.enhanceFailed)
  return { prompt: enhanced, provider: text.name, message: generatorMessages.enhanced }
}
