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

/** Each 8-bit channel linearised once: the pre-publish check reads many thousand pixels per image. */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => channel(c))

/** luminance() of one pixel in a buffer, through the table. */
export function pixelLuminance(data: Uint8Array | Uint8ClampedArray, i: number): number {
  return (
    0.2126 * (LINEAR[data[i] ?? 0] as number) +
    0.7152 * (LINEAR[data[i + 1] ?? 0] as number) +
    0.0722 * (LINEAR[data[i + 2] ?? 0] as number)
  )
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

const ratio = (a: string, b: string) => contrastRatio(luminance(parseHex(a)), luminance(parseHex(b)))

/** Accent words must stand apart from the main text (3:1, WCAG's bar for large type). */
export const MIN_ACCENT_CONTRAST = 3
/**
 * How far from the text a lightened accent stays: 3.5:1, not the 3:1 floor. Lightened all the way
 * to the floor, the default red became a salmon #FF5A5A whose thin strokes ('t' of 'It?') sink into
 * the black outline's grey at 168×94: OCR misread 'Worth It?' in 7 of 12 seeds, and none at
 * #FF3D3D, which is also the stronger red.
 */
const LIGHTENED_ACCENT_CONTRAST = 3.5

const mix = (hex: string, toward: string, t: number) => {
  const a = parseHex(hex)
  const b = parseHex(toward)
  const channel = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * t)
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

/**
 * The accent colour: the scheme's secondary, else its primary, else a stock accent, whichever
 * first stands 3:1 apart from the main text colour. On a dark outline it is then lightened, keeping
 * 3.5:1 from the text: a pure red on a black outline is a dark word in a
 * dark ring at 168×94; a lighter red is still red and reads.
 * Beside dark type in a light outline (a light picture) the accent must stand out from that
 * outline too, or the word is a pale shape in a pale ring: a yellow or red $10,000 in white was
 * read by OCR but failed the check's 4.5:1 letter-against-outline edge. Only colours that are
 * already fairly dark are taken there (a yellow darkened to 4.5:1 is olive), deepened just enough.
 */
export function accentColorFor(
  textColor: string,
  outline: string,
  scheme: { primary: string; secondary: string },
): string {
  if (luminance(parseHex(outline)) >= 0.5) return accentOnLightOutline(textColor, outline, scheme)
  const candidates = [scheme.secondary, scheme.primary, '#FFD400', '#FF2D2D', '#00E0FF', '#7CFF3A', '#000000']
  const base = candidates.find((c) => ratio(c, textColor) >= MIN_ACCENT_CONTRAST) ?? outline
  const away = '#FFFFFF'
  let lo = 0
  let hi = 1
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2
    if (ratio(mix(base, away, mid), textColor) >= LIGHTENED_ACCENT_CONTRAST) lo = mid
    else hi = mid
  }
  return mix(base, away, lo)
}

/** Lighter than this, a colour deepened to stand 4.5:1 from a white outline loses its hue (yellow to olive). */
const DEEPENABLE_LUMINANCE = 0.4

function accentOnLightOutline(
  textColor: string,
  outline: string,
  scheme: { primary: string; secondary: string },
): string {
  const deepened = (hex: string) => {
    if (ratio(hex, outline) >= MIN_TEXT_CONTRAST) return hex.toUpperCase()
    let lo = 0
    let hi = 1
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2
      if (ratio(mix(hex, '#000000', mid), outline) >= MIN_TEXT_CONTRAST) hi = mid
      else lo = mid
    }
    return mix(hex, '#000000', hi)
  }
  for (const candidate of [scheme.secondary, scheme.primary, '#FF2D2D', '#2D5BFF']) {
    if (luminance(parseHex(candidate)) > DEEPENABLE_LUMINANCE) continue
    const accent = deepened(candidate)
    if (ratio(accent, textColor) >= MIN_ACCENT_CONTRAST) return accent
  }
  // Type too deep for any colour to stand apart from both (a navy title): as before, apart from the type.
  const candidates = [scheme.secondary, scheme.primary, '#FFD400', '#FF2D2D', '#00E0FF']
  return candidates.find((c) => ratio(c, textColor) >= MIN_ACCENT_CONTRAST) ?? outline
}

/** Black or white on the plate, whichever stands further from it (always at least 4.5:1). */
export function plateTextColorFor(plate: string): string {
  return ratio('#FFFFFF', plate) >= ratio('#000000', plate) ? '#FFFFFF' : '#000000'
}

export { ratio as contrastOf }
