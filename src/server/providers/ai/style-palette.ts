import { hueDistance, rgbToHex, shade, toOklch } from './offline-colour.ts'

/** A style reference's colours, as a run's scheme takes them. */
export interface StylePalette {
  /**
   * The ground the offline renderer builds on: the dominant dark, or on a light picture its
   * dominant light, so a bright reference gives a bright picture (issue 27).
   */
  background: string
  /** The most saturated colour that covers a real share of the picture: the accent. */
  primary: string
  /** A second colour, apart from the primary in hue or lightness. */
  secondary: string
}

interface Cluster {
  hex: string
  /** Share of the picture's pixels (0..1). */
  share: number
  l: number
  c: number
}

/** Median-cut boxes: enough to hold a thumbnail's few big colour areas, few enough to stay stable. */
const BOXES = 8
/** Below this chroma (OKLCH) a colour reads as grey: a picture with nothing above it is neutral. */
const COLOURFUL = 0.05
/** An accent must cover at least this share, so a speck of noise never becomes the scheme. */
const MIN_ACCENT_SHARE = 0.02
/** 'Dark' for the background; a ground lighter than this is shaded down to it. */
const DARK = 0.42
/** A picture whose mean lightness (OKLCH) reaches this is a light one: its ground stays light. */
const LIGHT_PICTURE = 0.6
/** A light ground is kept at least this light, so the renderer draws it as a light picture. */
const LIGHT_GROUND = 0.75

type Pixel = [number, number, number]

function pixelsOf(data: Uint8Array, channels: number): Pixel[] {
  const pixels: Pixel[] = []
  for (let i = 0; i + 2 < data.length; i += channels) {
    // A transparent pixel is no colour of the picture.
    if (channels === 4 && (data[i + 3] ?? 255) < 128) continue
    pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0])
  }
  return pixels
}

/** The channel with the widest range in a box, and that range. */
function widest(box: Pixel[]): { channel: 0 | 1 | 2; range: number } {
  let best: { channel: 0 | 1 | 2; range: number } = { channel: 0, range: -1 }
  for (const channel of [0, 1, 2] as const) {
    let lo = 255
    let hi = 0
    for (const p of box) {
      lo = Math.min(lo, p[channel])
      hi = Math.max(hi, p[channel])
    }
    if (hi - lo > best.range) best = { channel, range: hi - lo }
  }
  return best
}

/**
 * Median cut: the box with the most spread (range × pixels) is split at the median of its widest
 * channel until there are BOXES. Deterministic: the same pixels always give the same boxes.
 */
function medianCut(pixels: Pixel[]): Pixel[][] {
  const boxes = [pixels]
  while (boxes.length < BOXES) {
    let pick = -1
    let score = 0
    for (const [i, box] of boxes.entries()) {
      const spread = box.length > 1 ? widest(box).range * box.length : 0
      if (spread > score) [pick, score] = [i, spread]
    }
    const box = boxes[pick]
    if (!box) break
    const { channel } = widest(box)
    // Ties broken by the other channels, so the order never depends on the sort's stability.
    const sorted = [...box].sort(
      (a, b) => a[channel] - b[channel] || a[0] - b[0] || a[1] - b[1] || a[2] - b[2],
    )
    const middle = Math.floor(sorted.length / 2)
    boxes.splice(pick, 1, sorted.slice(0, middle), sorted.slice(middle))
  }
  return boxes
}

function clusterOf(box: Pixel[], total: number): Cluster {
  const mean = [0, 1, 2].map((c) => Math.round(box.reduce((sum, p) => sum + (p[c] ?? 0), 0) / box.length))
  const hex = rgbToHex(mean as Pixel)
  const { l, c } = toOklch(hex)
  return { hex, share: box.length / total, l, c }
}

const largest = (clusters: Cluster[]) =>
  clusters.reduce<Cluster | undefined>((best, c) => (!best || c.share > best.share ? c : best), undefined)

/**
 * A thumbnail's scheme from its pixels (RGB or RGBA, already downscaled): the dominant dark as the
 * background (the dominant light on a light picture), the most saturated colour with a real share as the primary, and a secondary apart from
 * it in hue or lightness. A grey picture gives a grey scheme (its lightest tone as the primary).
 * Pure and deterministic; the caller decodes on an image thread.
 */
export function extractStylePalette(data: Uint8Array, channels: 3 | 4): StylePalette {
  const pixels = pixelsOf(data, channels)
  if (pixels.length === 0) return { background: '#111111', primary: '#dddddd', secondary: '#888888' }
  const clusters = medianCut(pixels)
    .filter((box) => box.length > 0)
    .map((box) => clusterOf(box, pixels.length))

  const meanL = clusters.reduce((sum, c) => sum + c.l * c.share, 0)
  const light = meanL >= LIGHT_PICTURE
  const ground = light
    ? (largest(clusters.filter((c) => c.l >= LIGHT_PICTURE)) ?? (largest(clusters) as Cluster))
    : (largest(clusters.filter((c) => c.l < DARK)) ??
      clusters.reduce((darkest, c) => (c.l < darkest.l ? c : darkest), clusters[0] as Cluster))
  // A bright reference keeps its lightness (shading it down gave dark olive for a yellow one).
  const background = light
    ? ground.l >= LIGHT_GROUND
      ? ground.hex
      : shade(ground.hex, LIGHT_GROUND)
    : ground.l < DARK
      ? ground.hex
      : shade(ground.hex, 0.22)

  const rest = clusters.filter((c) => c !== ground)
  const colourful = rest.filter((c) => c.c >= COLOURFUL && c.share >= MIN_ACCENT_SHARE)
  const accent = colourful.reduce<Cluster | undefined>(
    (best, c) => (!best || c.c > best.c ? c : best),
    undefined,
  )
  if (!accent) {
    // Neutral: the lightest tone carries the picture, a middle one seconds it; every one grey.
    const grey = (hex: string) => shade(hex, toOklch(hex).l, 0)
    const byLight = [...rest].sort((a, b) => b.l - a.l)
    const primary = grey(byLight[0]?.hex ?? '#dddddd')
    const second = byLight.find((c) => Math.abs(c.l - toOklch(primary).l) > 0.2)
    return {
      background: grey(background),
      primary,
      secondary: grey(second?.hex ?? shade(primary, Math.max(0.3, toOklch(primary).l - 0.3))),
    }
  }
  // Not another shade of the ground: the secondary is drawn crisp over it.
  const candidates = rest.filter((c) => c !== accent && Math.abs(c.l - ground.l) > 0.2)
  // Another hue with a real share; else a neutral well apart in lightness (a white title bar); the
  // blend at an accent's edge (its own hue, darker) never counts as a second colour.
  const otherHue = candidates.filter(
    (c) => c.c >= COLOURFUL && c.share >= MIN_ACCENT_SHARE && hueDistance(c.hex, accent.hex) > 30,
  )
  const neutralApart = candidates.filter((c) => c.c < COLOURFUL && Math.abs(c.l - accent.l) > 0.2)
  const second = largest(otherHue) ?? largest(neutralApart)
  return {
    background,
    primary: accent.hex,
    secondary: second?.hex ?? shade(accent.hex, Math.min(0.92, accent.l + 0.3)),
  }
}
