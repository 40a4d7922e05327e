import type { ColorScheme } from '#shared/schemas/generator.ts'
import { hueDistance, isNeutral, shade, toOklch, underValue, vivid } from './offline-colour.ts'
import { hashString } from './seeded-random.ts'

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

/**
 * The renderer's working colours. Each ramp stays in one hue: `base*` in the background's hue
 * (the primary's, when the background is a neutral), `primary*` in the primary's, `accent` is the
 * secondary, drawn crisp and never washed over the primary.
 */
export interface Palette {
  /** The flat dark ground. */
  base: string
  /**
   * Near-black in the primary's hue (amber-brown for a yellow): what dims, calms and vignettes.
   * Laid over the primary it reads as shade; a dark blue laid over yellow would make grey-green.
   */
  shadow: string
  /** How strongly the text area is calmed: a light primary (yellow) needs more to carry white type. */
  calm: number
  /** The base a little lighter, toward the subject. */
  baseLift: string
  primary: string
  primaryDeep: string
  primaryLight: string
  accent: string
}

/**
 * No colour of the picture has a channel above this (0..255): the title's white (and its accent)
 * is the one highlight, the picture stays in rich mid-tones under it. A bright texture, glint or
 * icon beside the words competes with them at 168×94, and a text reader (tesseract, in the bench)
 * reads it as letters or merges it into the title's lines; with this ceiling the offline thumbnails
 * read back at the sidebar's size.
 */
export const VALUE_CEILING = 130

export function workingPalette(category: string, scheme: ColorScheme): Palette {
  const { bg, primary, secondary } = paletteFor(category, scheme)
  const main = vivid(primary)
  // A neutral background takes the primary's hue, so the frame reads as one colour world; a
  // coloured one keeps its hue, dark enough for light text. When its hue is far from the primary's
  // (navy under yellow), the ground goes near-black: everything soft fades into it, and a faint
  // yellow over navy is grey-green, while over near-black it stays a dark gold.
  const neutral = isNeutral(bg)
  const apart = !neutral && hueDistance(bg, main) > 60
  const baseHue = neutral ? main : bg
  const baseL = apart ? 0.14 : Math.min(0.26, Math.max(0.16, toOklch(bg).l))
  const baseChroma = neutral ? 0.45 : apart ? 0.8 : 1.4
  const cap = (hex: string) => underValue(hex, VALUE_CEILING)
  return {
    base: cap(shade(baseHue, baseL, baseChroma)),
    shadow: shade(main, 0.13, 0.8),
    calm: Math.min(0.85, Math.max(0.58, 0.58 + (toOklch(main).l - 0.6) * 0.9)),
    baseLift: cap(shade(baseHue, baseL + 0.16, baseChroma * 1.4)),
    primary: cap(main),
    primaryDeep: cap(shade(main, Math.min(0.36, Math.max(0.24, toOklch(main).l - 0.35)))),
    primaryLight: cap(shade(main, Math.min(0.9, toOklch(main).l + 0.14))),
    accent: cap(vivid(secondary)),
  }
}
