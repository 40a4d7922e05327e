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

export function insideText({ text }: Frame, x: number, y: number): boolean {
  return text !== null && x > text.x && x < text.x + text.w && y > text.y && y < text.y + text.h
}

/** Four-point glints in the accent colour around the subject (never on the text). */
export function sparkles(ctx: SKRSContext2D, frame: Frame, p: Palette, random: () => number): void {
  const { subject, unit } = frame
  ctx.fillStyle = p.accent
  ctx.shadowColor = p.accent
  ctx.shadowBlur = unit * 0.02
  ctx.beginPath()
  for (let i = 0; i < 6; i++) {
    const a = random() * TAU
    const d = subject.r * (0.9 + random() * 0.5)
    const x = subject.x + Math.cos(a) * d
    const y = subject.y + Math.sin(a) * d
    if (insideText(frame, x, y) || x < 0 || y < 0 || x > frame.w || y > frame.h) continue
    const r = unit * (0.012 + random() * 0.02)
    const t = r * 0.18
    ctx.moveTo(x, y - r)
    ctx.quadraticCurveTo(x + t, y - t, x + r, y)
    ctx.quadraticCurveTo(x + t, y + t, x, y + r)
    ctx.quadraticCurveTo(x - t, y + t, x - r, y)
    ctx.quadraticCurveTo(x - t, y - t, x, y - r)
    ctx.closePath()
  }
  ctx.fill()
  ctx.shadowBlur = 0
}
