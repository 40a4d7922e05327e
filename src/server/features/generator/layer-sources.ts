import type { GenerationParams, LayerSources, PersonaChoice } from '#shared/schemas/generator.ts'

/**
 * Whose pixels each layer of a new generation is (design.md, 'A thumbnail is layers'), recorded
 * once when the run is accepted: the background is the model's or the offline renderer's; the
 * subject is the creator's own pixels (a persona's cut-out, or the reference photo offline), the
 * model's drawing of them ('likeness'), the offline icon, or no layer at all (Gemini drew the
 * scene); the title is typeset by us unless 'AI-drawn text' was asked for.
 */
export function layerSourcesFor(options: {
  provider: string
  subject: GenerationParams['subject']
  persona?: Pick<PersonaChoice, 'mode'>
  textMode: GenerationParams['textMode']
}): LayerSources {
  const background = options.provider === 'offline' ? 'procedural' : 'ai'
  const subject =
    options.persona?.mode === 'likeness'
      ? 'ai-likeness'
      : options.subject === 'persona' || options.subject === 'photo'
        ? 'creator'
        : options.subject === 'icon'
          ? 'icon'
          : 'none'
  return { background, subject, text: options.textMode === 'ai' ? 'ai' : 'typeset' }
}
