/**
 * The words that keep a style reference to its style. Models copy what they are shown; these name
 * what to take (the look) and what to leave (the content), so a creator can point at anyone's
 * thumbnail without getting its people, objects, title or logo back.
 */
export const STYLE_ONLY_WORDS =
  "Match the attached thumbnail's style only: palette, lighting, contrast, texture and energy. Do not copy its people, objects, text or logos."

/**
 * The prompt's lines about the attached images. The reference image (when sent) goes first and the
 * style reference second (gemini-parts.ts sends them in that order), and with two images each line
 * says which one it means.
 */
export function attachedImageLines(
  referenceStyle: string,
  has: { reference: boolean; styleReference: boolean },
): string[] {
  const both = has.reference && has.styleReference
  const lines: string[] = []
  if (has.reference) {
    lines.push(
      `Use the ${both ? 'first attached image' : 'attached image'} as a reference, in a ${referenceStyle} style.`,
    )
  }
  if (has.styleReference) {
    const which = both ? 'The second attached image' : 'The attached image'
    lines.push(`${which} is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`)
  }
  return lines
}
