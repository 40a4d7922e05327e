import type { LayoutId } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { GenerationParams, LayerSources, PersonaChoice } from '#shared/generator/schemas.ts'

type SubjectSettings = {
  subject?: GenerationParams['subject']
  persona?: Pick<PersonaChoice, 'mode'>
  /** The image's layout: one without a subject box (the centre stack) draws no subject layer. */
  layout?: LayoutId
}

/**
 * Whose pixels the subject is: the creator's own (a persona's cut-out, or the reference photo
 * offline), the model's drawing of them ('likeness'), the offline icon, or nothing. A stored layer
 * counts only while the layout gives it a place, so the line never claims a face it does not show;
 * a free re-edit into a layout with a subject box brings it back (patchGeneration asks again).
 */
export function subjectSourceFor(settings: SubjectSettings): LayerSources['subject'] {
  if (settings.persona?.mode === 'likeness') return 'ai-likeness'
  if (settings.layout && layoutById(settings.layout).subjectBox === null) return 'none'
  if (settings.subject === 'persona' || settings.subject === 'photo') return 'creator'
  return settings.subject === 'icon' ? 'icon' : 'none'
}

/**
 * Whose pixels each layer of a new generation is (design.md, 'A thumbnail is layers'), recorded
 * when the run is accepted: the background is the model's or the offline renderer's, the subject
 * as subjectSourceFor says, and the title typeset by us unless 'AI-drawn text' was asked for.
 */
export function layerSourcesFor(
  options: SubjectSettings & { provider: string; textMode: GenerationParams['textMode'] },
): LayerSources {
  return {
    background: options.provider === 'offline' ? 'procedural' : 'ai',
    subject: subjectSourceFor(options),
    text: options.textMode === 'ai' ? 'ai' : 'typeset',
  }
}
