import type { GenerationParams } from '#shared/schemas/generator.ts'

/** Said whenever a mask goes along: Gemini has no mask parameter, so the words carry its meaning. */
export const MASK_WORDS =
  'The second image is a mask the same size as the first: change only where it is white, and keep every black area exactly as it is.'

/**
 * The words of an 'Edit with AI' call: the creator's instruction, then what must stay. In 'Exact
 * text' mode the background holds no lettering (our title is set over it afterwards), so the edit
 * must add none; in 'AI-drawn text' mode the model's own lettering is part of the picture and stays.
 */
export function buildEditPrompt(
  params: Pick<GenerationParams, 'textMode'>,
  instruction: string,
  hasMask: boolean,
) {
  return [
    'Edit the attached YouTube thumbnail background as follows:',
    instruction.trim(),
    params.textMode === 'ai'
      ? 'Keep the composition, the framing and any existing text as they are.'
      : 'Keep the composition and the framing. The picture must contain no text, letters, logos or watermarks.',
    hasMask ? MASK_WORDS : '',
  ]
    .filter(Boolean)
    .join('\n')
}
