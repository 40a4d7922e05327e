/**
 * The words that keep a style reference to its style. Models copy what they are shown; these name
 * what to take (the look) and what to leave (the content), so a creator can point at anyone's
 * thumbnail without getting its people, objects, title or logo back.
 */
export const STYLE_ONLY_WORDS =
  "Match the attached thumbnail's style only: palette, lighting, contrast, texture and energy. Do not copy its people, objects, text or logos."

/** What a run attaches, in the order gemini-parts.ts sends it: persona photos, reference, style. */
export interface AttachedImages {
  personaPhotos: number
  reference: boolean
  styleReference: boolean
}

/**
 * How the prompt names each attached image. With one kind attached, plain words ('the attached
 * image'); with several kinds, their positions ('Images 1 to 3', 'image 4', 'image 5'), so the
 * model cannot take the creator's photo for the style reference or the other way round.
 */
export function attachedImageNames(has: AttachedImages) {
  const kinds = Number(has.personaPhotos > 0) + Number(has.reference) + Number(has.styleReference)
  const n = has.personaPhotos
  if (kinds <= 1) {
    return {
      persona: n === 1 ? 'The attached photo shows' : `The ${n} attached photos show`,
      reference: 'the attached image',
      style: 'The attached image',
    }
  }
  const referenceAt = n + 1
  const styleAt = n + (has.reference ? 2 : 1)
  return {
    persona: n === 1 ? 'Image 1 shows' : `Images 1 to ${n} show`,
    reference: `image ${referenceAt}`,
    style: `Image ${styleAt}`,
  }
}

/** The prompt's lines about the reference image and the style reference. */
export function attachedImageLines(referenceStyle: string, has: AttachedImages): string[] {
  const names = attachedImageNames(has)
  const lines: string[] = []
  if (has.reference) lines.push(`Use ${names.reference} as a reference, in a ${referenceStyle} style.`)
  if (has.styleReference) {
    lines.push(`${names.style} is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`)
  }
  return lines
}
