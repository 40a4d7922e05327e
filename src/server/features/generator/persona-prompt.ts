import type { Expression } from '#shared/generator/defaults.ts'
import type { Box } from '#shared/generator/layouts.ts'
import type { PersonaChoice } from '#shared/generator/schemas.ts'
import { describeArea } from './frame-words.ts'

/** How the model is asked to pose the creator in 'likeness' (the photo's own face in 'authentic'). */
const EXPRESSION_WORDS: Record<Expression, string> = {
  none: '',
  shocked: 'with a shocked, wide-eyed, open-mouthed expression',
  happy: 'with a big, genuine, happy smile',
  serious: 'with a serious, focused expression, looking into the camera',
  pointing: 'pointing toward the empty space kept for the title with one hand, excited',
}

/**
 * The prompt's lines about the creator. 'authentic': their real cut-out is composited later, so
 * the model paints only the scene there and no person. 'likeness': the attached photos are of the
 * creator, whom the model draws in that place, with the expression asked for.
 */
export function personaPromptLines(
  persona: Pick<PersonaChoice, 'mode' | 'expression'>,
  subjectBox: Box | null,
  /** 'The 3 attached photos show', or 'Images 1 to 3 show' beside other images (style-prompt.ts). */
  photosName: string,
): string[] {
  const where = describeArea(subjectBox)
  if (persona.mode === 'authentic') {
    return [
      `A real photo of a person will be placed in ${where} afterwards, standing on the bottom edge.`,
      `Draw no person, face, body or hands anywhere, and keep ${where} to an uncluttered background with light behind where they will stand.`,
    ]
  }
  const expression = EXPRESSION_WORDS[persona.expression]
  return [
    `${photosName} one person, the creator of this video.`,
    `Draw that same person, recognisably (same face, hair and skin tone), as the main subject in ${where}, from the chest up${expression ? `, ${expression}` : ''}.`,
    'Draw no other people.',
  ]
}
