import { withAlpha } from './offline-colour.ts'
import { rayMeetsBox, TAU, TEXT_CLEARANCE, type Treatment } from './offline-frame.ts'

/** Broad radial wedges from behind the subject, the classic 'reveal' burst. */
const burst: Treatment = {
  name: 'burst',
  under(ctx, { w, h, subject }, p, random) {
    const count = 2 * (5 + Math.floor(random() * 3))
    const turn = random() * TAU
    const reach = Math.hypot(w, h)
    ctx.beginPath()
    for (let i = 0; i < count; i += 2) {
      const a = turn + (i / count) * TAU
      const b = turn + ((i + 1) / count) * TAU
      ctx.moveTo(subject.x, subject.y)
      ctx.lineTo(subject.x + Math.cos(a) * reach, subject.y + Math.sin(a) * reach)
      ctx.lineTo(subject.x + Math.cos(b) * reach, subject.y + Math.sin(b) * reach)
      ctx.closePath()
    }
    const fill = ctx.createRadialGradient(subject.x, subject.y, 0, subject.x, subject.y, reach * 0.8)
    fill.addColorStop(0, p.primaryLight)
    fill.addColorStop(0.35, p.primary)
    fill.addColorStop(1, p.primaryDeep)
    ctx.fillStyle = fill
    ctx.fill()
  },
}

interface Slash {
  mid: { x: number; y: number }
  dx: number
  dy: number
  towardText: number
}

/** A diagonal split: the subject's side in the primary, the text's side dark, an accent slash. */
const split: Treatment = {
  name: 'split',
  under(ctx, frame, p, random) {
    const { w, h, subject, text, unit } = frame
    const tilt = (random() - 0.5) * 0.5
    const textCentre = text ? { x: text.x + text.w / 2, y: text.y + text.h / 2 } : null
    const apart = textCentre ? Math.hypot(textCentre.x - subject.x, textCentre.y - subject.y) : 0
    // The line runs between the subject and the text; with nothing apart, down the middle.
    const towardText =
      textCentre && apart > unit * 0.2
        ? Math.atan2(textCentre.y - subject.y, textCentre.x - subject.x)
        : random() < 0.5
          ? 0
          : Math.PI
    const mid =
      textCentre && apart > unit * 0.2
        ? { x: (subject.x + textCentre.x) / 2, y: (subject.y + textCentre.y) / 2 }
        : { x: w / 2 + Math.cos(towardText) * w * 0.22, y: h / 2 }
    const along = towardText + Math.PI / 2 + tilt
    const reach = Math.hypot(w, h)
    const dx = Math.cos(along) * reach
    const dy = Math.sin(along) * reach
    const nx = -Math.cos(towardText)
    const ny = -Math.sin(towardText)
    ctx.beginPath()
    ctx.moveTo(mid.x - dx, mid.y - dy)
    ctx.lineTo(mid.x + dx, mid.y + dy)
    ctx.lineTo(mid.x + dx + nx * reach, mid.y + dy + ny * reach)
    ctx.lineTo(mid.x - dx + nx * reach, mid.y - dy + ny * reach)
    ctx.closePath()
    const fill = ctx.createLinearGradient(mid.x, mid.y, mid.x + nx * unit, mid.y + ny * unit)
    fill.addColorStop(0, p.primaryDeep)
    fill.addColorStop(0.4, p.primary)
    ctx.fillStyle = fill
    ctx.fill()
    return { mid, dx, dy, towardText } satisfies Slash
  },
  over(ctx, frame, p, _random, laidOut) {
    const slash = laidOut as Slash
    const band = frame.unit * 0.035
    const ox = Math.cos(slash.towardText) * band
    const oy = Math.sin(slash.towardText) * band
    ctx.beginPath()
    ctx.moveTo(slash.mid.x - slash.dx, slash.mid.y - slash.dy)
    ctx.lineTo(slash.mid.x + slash.dx, slash.mid.y + slash.dy)
    ctx.lineTo(slash.mid.x + slash.dx + ox, slash.mid.y + slash.dy + oy)
    ctx.lineTo(slash.mid.x - slash.dx + ox, slash.mid.y - slash.dy + oy)
    ctx.closePath()
    // Half strength: a thin full-strength line is ink to a text reader ('/').
    ctx.fillStyle = withAlpha(p.accent, 0.5)
    ctx.shadowColor = withAlpha(p.base, 0.8)
    ctx.shadowBlur = band
    ctx.fill()
    ctx.shadowBlur = 0
  },
}

/** Broad beams of light fanning down from a top corner across the subject, with accent dust. */
const rays: Treatment = {
  name: 'rays',
  under(ctx, { w, h, subject }, p, random) {
    // From the top corner on the subject's side, so the beams fall on it and not across the text.
    const side = subject.x - w / 2
    const fromLeft = Math.abs(side) < w * 0.05 ? random() < 0.5 : side < 0
    const ox = fromLeft ? -w * 0.05 : w * 1.05
    const oy = -h * 0.1
    const toward = Math.atan2(subject.y - oy, subject.x - ox)
    const reach = Math.hypot(w, h) * 1.4
    const beams = 4 + Math.floor(random() * 3)
    for (let i = 0; i < beams; i++) {
      const a = toward + ((i - (beams - 1) / 2) / beams) * 1.1 + (random() - 0.5) * 0.08
      const spread = 0.04 + random() * 0.05
      const beam = ctx.createLinearGradient(ox, oy, ox + Math.cos(a) * reach, oy + Math.sin(a) * reach)
      beam.addColorStop(0, withAlpha(p.primaryLight, 0.95))
      beam.addColorStop(0.45, withAlpha(p.primary, 0.85))
      beam.addColorStop(1, withAlpha(p.primaryDeep, 0.7))
      ctx.fillStyle = beam
      ctx.beginPath()
      ctx.moveTo(ox, oy)
      ctx.lineTo(ox + Math.cos(a - spread) * reach, oy + Math.sin(a - spread) * reach)
      ctx.lineTo(ox + Math.cos(a + spread) * reach, oy + Math.sin(a + spread) * reach)
      ctx.closePath()
      ctx.fill()
    }
  },
}

/** Large soft fields of the primary at different depths, like a gradient mesh, and an accent arc. */
const mesh: Treatment = {
  name: 'mesh',
  under(ctx, { w, h, unit }, p, random) {
    // Three fields at distinct corners of a 2×2 grid, so the light falls differently each time.
    const corners = [
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ]
    const start = Math.floor(random() * 4)
    const fields: [string, number, number][] = [
      [p.primaryLight, 0.9, 1.0],
      [p.primary, 1, 1.1],
      [p.primaryDeep, 1, 0.9],
    ]
    fields.forEach(([colour, alpha, size], i) => {
      const [cx = 0.5, cy = 0.5] = corners[(start + i) % 4] ?? []
      const x = cx * w
      const y = cy * h
      const r = unit * size
      const blob = ctx.createRadialGradient(x, y, 0, x, y, r)
      blob.addColorStop(0, withAlpha(colour, alpha))
      blob.addColorStop(0.6, withAlpha(p.primaryDeep, alpha * 0.6))
      blob.addColorStop(1, withAlpha(p.primaryDeep, 0))
      ctx.fillStyle = blob
      ctx.fillRect(x - r, y - r, r * 2, r * 2)
    })
  },
  over(ctx, { subject, unit }, p, random) {
    const start = random() * TAU
    // Half strength, like the split's slash: a thin bright arc is a '(' or a '/' to a text reader.
    ctx.strokeStyle = withAlpha(p.accent, 0.5)
    ctx.lineCap = 'round'
    ctx.lineWidth = unit * 0.012
    ctx.shadowColor = p.accent
    ctx.shadowBlur = unit * 0.03
    ctx.beginPath()
    ctx.arc(subject.x, subject.y, subject.r * 1.05, start, start + Math.PI * 0.7)
    ctx.stroke()
    ctx.lineWidth = unit * 0.006
    ctx.beginPath()
    ctx.arc(subject.x, subject.y, subject.r * 1.18, start + Math.PI, start + Math.PI * 1.45)
    ctx.stroke()
    ctx.shadowBlur = 0
  },
}

/**
 * Manga focus lines: dark streaks on a bright field, converging on the subject's clear ring. None
 * runs behind the text box: the title sits on the clean field between them.
 */
const speed: Treatment = {
  name: 'speed',
  under(ctx, { w, h, subject, text, unit }, p, random) {
    const field = ctx.createRadialGradient(
      subject.x,
      subject.y,
      0,
      subject.x,
      subject.y,
      Math.hypot(w, h) * 0.8,
    )
    field.addColorStop(0, p.primaryLight)
    field.addColorStop(0.5, p.primary)
    field.addColorStop(1, p.primaryDeep)
    ctx.fillStyle = field
    ctx.fillRect(0, 0, w, h)
    const reach = Math.hypot(w, h)
    const clear = subject.r * 1.05
    ctx.beginPath()
    for (let i = 0; i < 140; i++) {
      const a = random() * TAU
      const spread = 0.003 + random() * 0.016
      const inner = clear * (1 + random() * 0.5)
      if (text && rayMeetsBox(subject, a, inner, text, unit * TEXT_CLEARANCE)) continue
      ctx.moveTo(subject.x + Math.cos(a) * inner, subject.y + Math.sin(a) * inner)
      ctx.lineTo(subject.x + Math.cos(a - spread) * reach, subject.y + Math.sin(a - spread) * reach)
      ctx.lineTo(subject.x + Math.cos(a + spread) * reach, subject.y + Math.sin(a + spread) * reach)
      ctx.closePath()
    }
    const lines = ctx.createRadialGradient(subject.x, subject.y, clear, subject.x, subject.y, reach * 0.5)
    lines.addColorStop(0, withAlpha(p.shadow, 0.2))
    lines.addColorStop(0.3, withAlpha(p.shadow, 0.85))
    lines.addColorStop(1, withAlpha(p.shadow, 0.95))
    ctx.fillStyle = lines
    ctx.fill()
  },
}

/** Comic halftone: a diagonal ramp of dots, swelling from one side of the frame to the other. */
const halftone: Treatment = {
  name: 'halftone',
  under(ctx, { w, h, unit, subject, text }, p, random) {
    // The dots swell from the text toward the subject (with no text, along a random diagonal),
    // so the type sits on the quiet end.
    const angle =
      text && Math.hypot(subject.x - text.x - text.w / 2, subject.y - text.y - text.h / 2) > unit * 0.2
        ? Math.atan2(subject.y - text.y - text.h / 2, subject.x - text.x - text.w / 2)
        : Math.PI / 4 + Math.floor(random() * 4) * (Math.PI / 2)
    const ux = Math.cos(angle)
    const uy = Math.sin(angle)
    const span = Math.abs(ux) * w + Math.abs(uy) * h
    const along = (x: number, y: number) => ((x - w / 2) * ux + (y - h / 2) * uy) / span + 0.5
    const glow = ctx.createLinearGradient(
      w / 2 - (ux * span) / 2,
      h / 2 - (uy * span) / 2,
      w / 2 + (ux * span) / 2,
      h / 2 + (uy * span) / 2,
    )
    glow.addColorStop(0, p.base)
    glow.addColorStop(0.45, p.primaryDeep)
    glow.addColorStop(1, p.primary)
    ctx.fillStyle = glow
    ctx.fillRect(0, 0, w, h)
    const step = unit / 22
    ctx.beginPath()
    for (let y = step / 2, row = 0; y < h + step; y += step * 0.866, row++) {
      for (let x = row % 2 ? step : step / 2; x < w + step; x += step) {
        const k = along(x, y) * 1.3 - 0.15
        if (k <= 0.05) continue
        const r = step * 0.55 * Math.min(1, k)
        ctx.moveTo(x + r, y)
        ctx.arc(x, y, r, 0, TAU)
      }
    }
    ctx.fillStyle = p.primaryLight
    ctx.fill()
  },
}

/** Order matters: a run's variants take consecutive entries, so neighbours must differ most. */
export const TREATMENTS: readonly Treatment[] = [burst, split, rays, halftone, mesh, speed]
