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
