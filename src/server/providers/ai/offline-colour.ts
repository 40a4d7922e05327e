/**
 * Colour in OKLCH for the offline renderer. Canvas blends in sRGB, where blue fading into yellow
 * passes through grey-green mud; here every ramp stays within one hue (only lightness and chroma
 * move), so a scheme's colours keep their saturation and two hues never mix.
 */
export interface Oklch {
  l: number
  c: number
  h: number
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
const fromLinear = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055)

/** '#rrggbb' (what the schemes hold and what this module returns). */
export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', '').slice(0, 6), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function toOklch(hex: string): Oklch {
  const [r, g, b] = hexToRgb(hex).map((v) => toLinear(v / 255)) as [number, number, number]
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) }
}

function oklchToLinear({ l: L, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos(h)
  const B = c * Math.sin(h)
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
}

const inGamut = (rgb: [number, number, number]) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4)

/** To sRGB, lowering chroma (never shifting hue) until the colour fits the gamut. */
export function fromOklch(colour: Oklch): [number, number, number] {
  let lo = 0
  let hi = colour.c
  let rgb = oklchToLinear(colour)
  if (!inGamut(rgb)) {
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2
      if (inGamut(oklchToLinear({ ...colour, c: mid }))) lo = mid
      else hi = mid
    }
    rgb = oklchToLinear({ ...colour, c: lo })
  }
  return rgb.map((v) => Math.round(fromLinear(Math.min(1, Math.max(0, v))) * 255)) as [number, number, number]
}

const DEG = Math.PI / 180

/**
 * The colour at another lightness (0..1) in its own hue; chroma scaled by `chroma`. Yellows and
 * limes darken toward amber, as a painter shades them: darkened in place they turn olive, which
 * reads as mud.
 */
export function shade(hex: string, lightness: number, chroma = 1): string {
  const colour = toOklch(hex)
  let h = colour.h
  const degrees = (h / DEG + 360) % 360
  if (degrees > 75 && degrees < 135 && lightness < colour.l) {
    h = (degrees - Math.min(40, (colour.l - lightness) * 70)) * DEG
  }
  return rgbToHex(fromOklch({ l: lightness, c: colour.c * chroma, h }))
}

/** The angle between two colours' hues, in degrees (0..180). */
export function hueDistance(a: string, b: string): number {
  const d = Math.abs(toOklch(a).h - toOklch(b).h) / DEG
  return d > 180 ? 360 - d : d
}

/**
 * A scheme colour made vivid enough to carry a picture: chroma raised toward a floor, unless the
 * creator chose a neutral (white, grey, black), which stays neutral.
 */
export function vivid(hex: string, floor = 0.16): string {
  const colour = toOklch(hex)
  if (colour.c < 0.03) return hex
  return rgbToHex(fromOklch({ ...colour, c: Math.max(colour.c, floor) }))
}

export const isNeutral = (hex: string) => toOklch(hex).c < 0.03

export function rgbString([r, g, b]: [number, number, number], alpha = 1): string {
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`
}

export function withAlpha(hex: string, alpha: number): string {
  return rgbString(hexToRgb(hex), alpha)
}

export const rgbToHex = ([r, g, b]: [number, number, number]) =>
  `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`

/** The colour scaled down (hue and saturation kept) until no channel is above `max` (0..255). */
export function underValue(hex: string, max: number): string {
  const rgb = hexToRgb(hex)
  const top = Math.max(...rgb)
  if (top <= max) return hex
  return rgbToHex(rgb.map((v) => Math.round((v * max) / top)) as [number, number, number])
}

/**
 * The colour lifted toward white (hue kept) until no channel is below `min` (0..255): the mirror of
 * underValue, for a light picture whose only dark is its title.
 */
export function overValue(hex: string, min: number): string {
  const rgb = hexToRgb(hex)
  const low = Math.min(...rgb)
  if (low >= min) return hex
  const t = (min - low) / (255 - low)
  return rgbToHex(rgb.map((v) => Math.round(v + (255 - v) * t)) as [number, number, number])
}
