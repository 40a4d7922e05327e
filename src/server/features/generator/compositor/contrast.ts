/** WCAG 2 relative luminance and contrast, used to pick a readable text colour. */

export function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The luminance the text must stand out against: the mean over the region's pixels, nudged
 * towards the region's extremes so a busy background (half sky, half shadow) is judged by the
 * harder half, not by a mid grey no pixel actually has.
 */
export function regionLuminance(rgba: Uint8ClampedArray | Uint8Array): number {
  let sum = 0
  let count = 0
  let dark = 0
  let light = 0
  // Every 4th pixel is plenty for a mean and keeps this well under a millisecond at 4K.
  for (let i = 0; i < rgba.length; i += 16) {
    const l = luminance([rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0])
    sum += l
    count++
    if (l < 0.18) dark++
    else light++
  }
  if (count === 0) return 0
  const mean = sum / count
  return dark > light ? Math.min(mean, 0.18) : Math.max(mean, 0.18)
}

/** Preferred text colours in order; white or black always reaches 4.5:1, so one always qualifies. */
const candidates = ['#FFFFFF', '#000000'] as const

export const MIN_TEXT_CONTRAST = 4.5

/** The first candidate with at least 4.5:1 against `background` (a relative luminance). */
export function pickTextColor(background: number): string {
  for (const color of candidates) {
    if (contrastRatio(luminance(parseHex(color)), background) >= MIN_TEXT_CONTRAST) return color
  }
  return background > 0.18 ? '#000000' : '#FFFFFF'
}

/** The outline that keeps `color` legible: dark behind light text, light behind dark text. */
export function outlineFor(color: string): string {
  return luminance(parseHex(color)) > 0.3 ? '#000000' : '#FFFFFF'
}
