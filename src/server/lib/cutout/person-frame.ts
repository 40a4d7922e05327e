import type { PersonaFraming } from '#shared/personas/schemas.ts'
import { detectFaces, type Face } from './face-detect.ts'
import { type Box, OPAQUE_FROM } from './mask-measure.ts'

/**
 * A face at or above this score is a person. On the fixtures (tests/fixtures/people and
 * no-person) people's best faces score 0.27-0.83 in colour, and 0.29-0.94 in grey, sepia or faded
 * (decision 046), and pictures with no one in them at most 0.04; the boy whose face is hidden under
 * his cap up to 0.08, so the bar has no room to come down.
 */
export const PERSON_MIN_SCORE = 0.2
/** Stop looking once a face this sure is found. */
const SURE_SCORE = 0.5
/*
 * Input sizes: 224 px finds a face that fills a selfie, 320 px a smaller one; both cost less than
 * face-api's 416 and together found every fixture's face that it did.
 */

/**
 * The best face in a picture (`width` × `height` interleaved RGB), or null when it shows no one.
 * The whole picture first; then, if no face is sure, the top of `person` (the cut-out's box), where
 * a head would be, enlarged: a full-length figure's face is too few pixels of the whole picture.
 */
export async function findFace(
  rgb: Uint8Array,
  width: number,
  height: number,
  person?: Box | null,
): Promise<Face | null> {
  let best: Face | null = null
  const { default: sharp } = await import('sharp')
  const top = person ? headRegion(person, width, height) : null
  const part = top
    ? await sharp(rgb, { raw: { width, height, channels: 3 } })
        .extract(top)
        .raw()
        .toBuffer()
    : null
  // Cheapest first: a face that fills the picture, then the head region at both sizes, then the
  // whole picture at the larger size.
  const tries: Array<[Uint8Array, { left: number; top: number; width: number; height: number }, number]> = [
    [rgb, { left: 0, top: 0, width, height }, 224],
  ]
  if (part && top) tries.push([part, top, 224], [part, top, 320])
  tries.push([rgb, { left: 0, top: 0, width, height }, 320])
  for (const [pixels, at, size] of tries) {
    const [face] = await detectFaces(pixels, at.width, at.height, PERSON_MIN_SCORE, size)
    if (face && (!best || face.score > best.score))
      best = { ...face, x: face.x + at.left, y: face.y + at.top }
    if (best && best.score >= SURE_SCORE) break
  }
  return best
}

/** A square at the top of the person's box, as wide as the box (null when that is the picture). */
function headRegion(person: Box, width: number, height: number) {
  const side = Math.max(32, Math.min(person.w, person.h))
  const left = Math.max(0, Math.min(width - side, Math.round(person.x + person.w / 2 - side / 2)))
  const region = {
    left,
    top: person.y,
    width: Math.min(side, width),
    height: Math.min(side, height - person.y),
  }
  if (region.width >= width * 0.9 && region.height >= height * 0.9) return null
  return region
}

/** The head, from the top of the hair to the chin, in picture pixels. */
export interface Head {
  top: number
  chin: number
  centreX: number
}

/**
 * The head around a face: the detector's box runs from the brows to the chin, so the top is where
 * the person's alpha starts above the face's middle columns (hair, a hat), looked for no further up
 * than most of a face's height.
 */
export function headFromFace(face: Box, alpha: Uint8Array, width: number, height: number): Head {
  const from = Math.max(0, Math.floor(face.x + face.w * 0.3))
  const to = Math.min(width - 1, Math.ceil(face.x + face.w * 0.7))
  const highest = Math.max(0, Math.floor(face.y - face.h * 0.8))
  const lowest = Math.min(height - 1, Math.floor(face.y + face.h * 0.3))
  let top = Math.max(0, face.y - face.h * 0.25)
  search: for (let y = highest; y <= lowest; y++) {
    for (let x = from; x <= to; x++) {
      if ((alpha[y * width + x] as number) >= OPAQUE_FROM) {
        top = y
        break search
      }
    }
  }
  return { top, chin: Math.min(height, face.y + face.h), centreX: face.x + face.w / 2 }
}

/**
 * How far below the chin each framing reaches, in head heights, and the room above the hair.
 * With the crop filling the frame's height (less its top margin, subject.ts), 'chest' puts the
 * head at about 0.38 of the frame, 'head' at 0.57 and 'waist' at 0.25.
 */
const BELOW_CHIN: Record<PersonaFraming, number> = { head: 0.5, chest: 1.3, waist: 2.6 }
const ABOVE_HAIR = 0.1
/**
 * How far either side of the face's centre each framing reaches, in head heights: the shoulders,
 * not an outstretched arm, set a chest-up crop's width, or a pointing arm would shrink the face
 * to fit the frame (the arm is cut, and the compositor puts that cut on the frame's edge or fades
 * it).
 */
const HALF_WIDTH: Record<PersonaFraming, number> = { head: 1, chest: 1.35, waist: 1.8 }

/**
 * The rect of the cut-out a framing keeps: from just above the hair down to the framing's line
 * (or the person's own bottom, if higher), across the person's pixels in those rows, no wider
 * than the framing's width around the face. Its bottom is
 * a cut through the person whenever the person goes on below it.
 */
export function framingRect(
  head: Head,
  framing: PersonaFraming,
  alpha: Uint8Array,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } {
  const headHeight = Math.max(1, head.chin - head.top)
  const top = Math.max(0, Math.floor(head.top - ABOVE_HAIR * headHeight))
  const wanted = Math.min(height, Math.ceil(head.chin + BELOW_CHIN[framing] * headHeight))
  const from = Math.max(0, Math.floor(head.centreX - HALF_WIDTH[framing] * headHeight))
  const to = Math.min(width - 1, Math.ceil(head.centreX + HALF_WIDTH[framing] * headHeight))
  let left = width
  let right = -1
  let bottom = top
  for (let y = top; y < wanted; y++) {
    for (let x = from; x <= to; x++) {
      if ((alpha[y * width + x] as number) < OPAQUE_FROM) continue
      if (x < left) left = x
      if (x > right) right = x
      bottom = y
    }
  }
  if (right < left) return { left: 0, top, width, height: Math.max(1, wanted - top) }
  return { left, top, width: right - left + 1, height: bottom - top + 1 }
}
