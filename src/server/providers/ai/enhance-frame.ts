import type { Aspect } from '#shared/generator/defaults.ts'
import type { Box, Layout } from '#shared/generator/layouts.ts'

/** What an enhanced prompt is written for: the frame's aspect and, once chosen, the layout. */
export interface EnhanceFrame {
  aspect: Aspect
  /** Absent for 'auto': the layout is picked later, from the title. */
  layout?: Layout
}

const third = (start: number, size: number, names: [string, string, string]) => {
  const centre = start + size / 2
  return centre < 0.4 ? names[0] : centre > 0.6 ? names[2] : names[1]
}

/** A box in plain words ('the left two-thirds', 'the top half'), as a painter would be told. */
export function describeBox(box: Box): string {
  const wide = box.w >= 0.75
  const tall = box.h >= 0.75
  const share = (size: number) => (size >= 0.6 ? 'two-thirds' : size >= 0.45 ? 'half' : 'third')
  if (wide && tall) return 'the middle of the frame'
  if (wide) return `the ${third(box.y, box.h, ['top', 'middle', 'bottom'])} ${share(box.h)}`
  if (tall) return `the ${third(box.x, box.w, ['left', 'centre', 'right'])} ${share(box.w)}`
  const row = third(box.y, box.h, ['top', 'middle', 'bottom'])
  const column = third(box.x, box.w, ['left', 'centre', 'right'])
  return row === 'middle' && column === 'centre' ? 'the centre' : `the ${row} ${column} area`
}

const frameName = (aspect: Aspect) =>
  aspect === '9:16' ? 'a vertical 9:16 frame (a Shorts cover)' : 'a wide 16:9 frame'

/**
 * The frame in words, for the enhancer: the aspect, where the title will be set (kept calm and
 * empty), where the one subject goes, and that the picture carries no writing of its own.
 */
export function frameWords({ aspect, layout }: EnhanceFrame): string {
  const space = layout
    ? `The title will be set over ${describeBox(layout.textBox)}: keep that area calm and empty, a soft, defocused continuation of the scene with no objects.`
    : 'Leave one calm, empty area (a side or the top) where the title will be set.'
  const subject = layout?.subjectBox
    ? ` Place the one main subject in ${describeBox(layout.subjectBox)}.`
    : ''
  return `Compose for ${frameName(aspect)}. ${space}${subject} No text, letters, numbers, logos or signs anywhere in the picture.`
}
