import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { ColorScheme } from '#shared/schemas/generator.ts'
import { hashString, seededRandom } from './seeded-random.ts'

type Motif = 'rays' | 'orbs' | 'shards' | 'waves' | 'grid'

/** A motif per category where one suggests itself; the rest are spread by a hash of the name. */
const categoryMotifs: Record<string, Motif> = {
  Gaming: 'grid',
  Technology: 'grid',
  Science: 'orbs',
  Music: 'waves',
  Travel: 'waves',
  Motivational: 'rays',
  Challenges: 'rays',
  Sports: 'shards',
  Comedy: 'orbs',
  'News & Politics': 'shards',
  'Business & Finance': 'grid',
}
const motifs: Motif[] = ['rays', 'orbs', 'shards', 'waves', 'grid']

/** Palettes used when the colour scheme is left to the AI ([background, primary, secondary]). */
const suggestedPalettes: [string, string, string][] = [
  ['#0B0F2A', '#FF3D7F', '#FFD23F'],
  ['#061A23', '#00C2A8', '#F9F871'],
  ['#1A0B2E', '#7B2FF7', '#F107A3'],
  ['#0D1B2A', '#FF7A00', '#FFE5B4'],
  ['#111111', '#E63946', '#F1FAEE'],
  ['#002B36', '#2AA198', '#FDF6E3'],
  ['#1B1035', '#00E5FF', '#FF4ECD'],
  ['#2B0F0F', '#FF5E3A', '#FFD166'],
]

export function paletteFor(
  category: string,
  scheme: ColorScheme,
): { bg: string; primary: string; secondary: string } {
  if (!scheme.aiSuggest)
    return { bg: scheme.background, primary: scheme.primary, secondary: scheme.secondary }
  const [bg, primary, secondary] = suggestedPalettes[hashString(category) % suggestedPalettes.length] ?? [
    scheme.background,
    scheme.primary,
    scheme.secondary,
  ]
  return { bg, primary, secondary }
}

export function motifFor(category: string): Motif {
  return categoryMotifs[category] ?? motifs[hashString(category) % motifs.length] ?? 'rays'
}

const withAlpha = (hex: string, alpha: number) => {
  const v = Number.parseInt(hex.slice(1), 16)
  return `rgba(${(v >> 16) & 255},${(v >> 8) & 255},${v & 255},${alpha})`
}

/**
 * A designed background with no network: a two-colour gradient, the category's motif in the
 * scheme's colours, a light bloom, film grain and a vignette. Deterministic for a seed, so a
 * re-render of the same generation draws the same picture.
 */
export async function renderOfflineBackground(options: {
  category: string
  colorScheme: ColorScheme
  seed: number
  width: number
  height: number
}): Promise<Buffer> {
  const { width: w, height: h } = options
  const random = seededRandom(options.seed ^ hashString(options.category))
  const { bg, primary, secondary } = paletteFor(options.category, options.colorScheme)
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')

  const angle = random() * Math.PI * 2
  const base = ctx.createLinearGradient(
    w / 2 - Math.cos(angle) * w,
    h / 2 - Math.sin(angle) * h,
    w / 2 + Math.cos(angle) * w,
    h / 2 + Math.sin(angle) * h,
  )
  base.addColorStop(0, bg)
  base.addColorStop(0.55, withAlpha(primary, 0.55))
  base.addColorStop(1, bg)
  ctx.fillStyle = bg
  ctx.fillRect(0, 0, w, h)
  ctx.fillStyle = base
  ctx.fillRect(0, 0, w, h)

  drawMotif(ctx, motifFor(options.category), random, w, h, primary, secondary)

  // Bloom: a soft light source somewhere off-centre gives the frame a focal point.
  const bx = w * (0.2 + random() * 0.6)
  const by = h * (0.2 + random() * 0.6)
  const bloom = ctx.createRadialGradient(bx, by, 0, bx, by, Math.max(w, h) * 0.5)
  bloom.addColorStop(0, withAlpha(secondary, 0.35))
  bloom.addColorStop(1, withAlpha(secondary, 0))
  ctx.fillStyle = bloom
  ctx.fillRect(0, 0, w, h)

  drawGrain(ctx, random, w, h)

  const vignette = ctx.createRadialGradient(
    w / 2,
    h / 2,
    Math.min(w, h) * 0.35,
    w / 2,
    h / 2,
    Math.max(w, h) * 0.75,
  )
  vignette.addColorStop(0, 'rgba(0,0,0,0)')
  vignette.addColorStop(1, 'rgba(0,0,0,0.55)')
  ctx.fillStyle = vignette
  ctx.fillRect(0, 0, w, h)

  return canvas.encode('jpeg', 92)
}

function drawMotif(
  ctx: SKRSContext2D,
  motif: Motif,
  random: () => number,
  w: number,
  h: number,
  primary: string,
  secondary: string,
): void {
  ctx.save()
  switch (motif) {
    case 'rays': {
      const cx = w * (0.3 + random() * 0.4)
      const cy = h * (0.3 + random() * 0.4)
      const count = 14 + Math.floor(random() * 10)
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2
        const spread = Math.PI / count / 2
        ctx.fillStyle = withAlpha(i % 2 ? primary : secondary, 0.1 + random() * 0.12)
        ctx.beginPath()
        ctx.moveTo(cx, cy)
        ctx.lineTo(cx + Math.cos(a - spread) * w * 2, cy + Math.sin(a - spread) * w * 2)
        ctx.lineTo(cx + Math.cos(a + spread) * w * 2, cy + Math.sin(a + spread) * w * 2)
        ctx.fill()
      }
      break
    }
    case 'orbs': {
      for (let i = 0; i < 26; i++) {
        const x = random() * w
        const y = random() * h
        const r = h * (0.03 + random() * 0.22)
        const orb = ctx.createRadialGradient(x, y, 0, x, y, r)
        const color = random() > 0.5 ? primary : secondary
        orb.addColorStop(0, withAlpha(color, 0.2 + random() * 0.35))
        orb.addColorStop(1, withAlpha(color, 0))
        ctx.fillStyle = orb
        ctx.fillRect(x - r, y - r, r * 2, r * 2)
      }
      break
    }
    case 'shards': {
      for (let i = 0; i < 18; i++) {
        ctx.fillStyle = withAlpha(random() > 0.4 ? primary : secondary, 0.08 + random() * 0.25)
        ctx.beginPath()
        const x = random() * w
        const y = random() * h
        const s = h * (0.15 + random() * 0.45)
        ctx.moveTo(x, y)
        ctx.lineTo(x + (random() - 0.5) * s * 2, y + (random() - 0.5) * s * 2)
        ctx.lineTo(x + (random() - 0.5) * s * 2, y + (random() - 0.5) * s * 2)
        ctx.closePath()
        ctx.fill()
      }
      break
    }
    case 'waves': {
      for (let band = 0; band < 7; band++) {
        const amplitude = h * (0.03 + random() * 0.08)
        const frequency = (1 + random() * 3) * ((Math.PI * 2) / w)
        const phase = random() * Math.PI * 2
        const baseY = h * (0.35 + band * 0.1)
        ctx.fillStyle = withAlpha(band % 2 ? primary : secondary, 0.08 + random() * 0.12)
        ctx.beginPath()
        ctx.moveTo(0, h)
        for (let x = 0; x <= w; x += Math.max(8, Math.round(w / 160))) {
          ctx.lineTo(x, baseY + Math.sin(x * frequency + phase) * amplitude)
        }
        ctx.lineTo(w, h)
        ctx.closePath()
        ctx.fill()
      }
      break
    }
    case 'grid': {
      // A retro perspective floor running to a horizon, the classic gaming/tech look.
      const horizon = h * (0.45 + random() * 0.15)
      const vx = w * (0.35 + random() * 0.3)
      ctx.strokeStyle = withAlpha(primary, 0.55)
      ctx.lineWidth = Math.max(1, h / 360)
      ctx.beginPath()
      for (let i = -12; i <= 12; i++) {
        ctx.moveTo(vx, horizon)
        ctx.lineTo(vx + i * w * 0.12, h)
      }
      for (let i = 1; i <= 12; i++) {
        const y = horizon + (h - horizon) * (i / 12) ** 2
        ctx.moveTo(0, y)
        ctx.lineTo(w, y)
      }
      ctx.stroke()
      const glow = ctx.createLinearGradient(0, horizon - h * 0.2, 0, horizon)
      glow.addColorStop(0, withAlpha(secondary, 0))
      glow.addColorStop(1, withAlpha(secondary, 0.35))
      ctx.fillStyle = glow
      ctx.fillRect(0, horizon - h * 0.2, w, h * 0.2)
      break
    }
  }
  ctx.restore()
}

/** Film grain from one small noise tile, repeated: texture without per-pixel work at 4K. */
function drawGrain(ctx: SKRSContext2D, random: () => number, w: number, h: number): void {
  const size = 96
  const tile = createCanvas(size, size)
  const tctx = tile.getContext('2d')
  const image = tctx.createImageData(size, size)
  for (let i = 0; i < image.data.length; i += 4) {
    const v = Math.floor(random() * 255)
    image.data[i] = v
    image.data[i + 1] = v
    image.data[i + 2] = v
    image.data[i + 3] = 18
  }
  tctx.putImageData(image, 0, 0)
  const pattern = ctx.createPattern(tile, 'repeat')
  if (!pattern) return
  ctx.fillStyle = pattern
  ctx.fillRect(0, 0, w, h)
}
