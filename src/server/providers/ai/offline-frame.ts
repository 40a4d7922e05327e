import type { SKRSContext2D } from '@napi-rs/canvas'
import type { Palette } from './offline-palette.ts'

/** Where things are, in pixels: the subject's centre and radius, the text box (if any). */
export interface Frame {
  w: number
  h: number
  /** min(w, h): sizes scale with it, so 16:9 and 9:16 look alike. */
  unit: number
  subject: { x: number; y: number; r: number }
  /** False when the layout has no subject box (a centre stack): the 'subject' is then the text. */
  hasSubject: boolean
  text: { x: number; y: number; w: number; h: number } | null
}

export interface Treatment {
  name: string
  /** Drawn on the base, before the text area is calmed; may hand `over` what it laid out. */
  under(ctx: SKRSContext2D, frame: Frame, palette: Palette, random: () => number): unknown
  /** Crisp accents drawn after, kept clear of the text. */
  over?(ctx: SKRSContext2D, frame: Frame, palette: Palette, random: () => number, laidOut: unknown): void
}

export const TAU = Math.PI * 2

/**
 * How far crisp marks stay from the text box, as a share of the short side: at 168×94 a thin
 * bright or dark line beside a word reads as a letter.
 */
export const TEXT_CLEARANCE = 0.1

/**
 * Whether the ray from `origin` at angle `a`, counted from `from` px out, passes within `margin`
 * of `box` (the slab test). Streaks that would run behind the title are left out: a dark line
 * through the type's outline turns 'Holes' into 'Ty' at 320×180.
 */
export function rayMeetsBox(
  origin: { x: number; y: number },
  a: number,
  from: number,
  box: { x: number; y: number; w: number; h: number },
  margin: number,
): boolean {
  let near = from
  let far = Number.POSITIVE_INFINITY
  const slabs: [number, number, number, number][] = [
    [origin.x, Math.cos(a), box.x - margin, box.x + box.w + margin],
    [origin.y, Math.sin(a), box.y - margin, box.y + box.h + margin],
  ]
  for (const [start, step, low, high] of slabs) {
    if (Math.abs(step) < 1e-9) {
      if (start < low || start > high) return false
      continue
    }
    const t1 = (low - start) / step
    const t2 = (high - start) / step
    near = Math.max(near, Math.min(t1, t2))
    far = Math.min(far, Math.max(t1, t2))
  }
  return near <= far
}
