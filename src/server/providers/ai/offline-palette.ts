import type { ColorScheme } from '#shared/generator/schemas.ts'
import { hueDistance, isNeutral, overValue, shade, toOklch, underValue, vivid } from './offline-colour.ts'
import { hashString } from './seeded-random.ts'

/**
 * Palettes used when the colour scheme is left to the AI ([background, primary, secondary]), dark
 * and light in turn, so a run's consecutive variants change mood as well as layout (issue 27: 29
 * offline pictures in a row were all dark maroon, teal or purple). A light one is a saturated,
 * bright ground (yellow, white, sky blue, lime…) for dark type; its secondary is the crisp accent.
 */
const suggestedPalettes: [string, string, string][] = [
  ['#0B0F2A', '#FF3D7F', '#FFD23F'],
  ['#FFD400', '#FF7A00', '#E4002B'],
  ['#061A23', '#00C2A8', '#F9F871'],
  ['#F3F6FB', '#3D7BFF', '#FF3D3D'],
  ['#1A0B2E', '#B04BFF', '#FF4ECD'],
  ['#7FD3FF', '#1E9BFF', '#FFD400'],
  ['#0D1B2A', '#FF7A00', '#FFE5B4'],
  ['#B8F03C', '#3CCB3C', '#7B2FF7'],
  ['#07140C', '#2BD96B', '#FFE14D'],
  ['#FFB8CC', '#FF4F8B', '#2B59FF'],
  ['#1B1035', '#00E5FF', '#FF4ECD'],
  ['#FFC15A', '#FF6A00', '#1E5BFF'],
]

/** A ground at least this light (OKLCH) makes a light picture, with dark type over it. */
const LIGHT_GROUND = 0.7
/** Whether a ground of this colour is a light picture's: the one rule the picture, its title and the preview's backdrop follow. */
export const isLightGround = (hex: string): boolean => toOklch(hex).l >= LIGHT_GROUND
/**
 * On a light picture nothing is darker than this (OKLCH), but the title: the mirror of the value
 * ceiling. At 168×94 a dark dot, arc or icon line beside dark words is read as one more letter
 * (tesseract read a light picture's halftone dots as 'AAAA' and '0000').
 */
const LIGHT_VALUE_FLOOR = 0.62
/**
 * And no channel of its colours is below this (0..255): the bench's reader thresholds each channel
 * on its own, and a saturated pink dot is dark in green.
 */
export const CHANNEL_FLOOR = 150

/**
 * The scheme's colours for one picture. Left to the AI, the category picks where in the list a run
 * starts and each variant takes the next one. The creator's own colours are kept; an odd variant
 * swaps the primary and a colourful secondary, so variants still differ within them.
 */
export function paletteFor(
  category: string,
  scheme: ColorScheme,
  variant = 0,
): { bg: string; primary: string; secondary: string } {
  if (!scheme.aiSuggest)
    return { bg: scheme.background, primary: scheme.primary, secondary: scheme.secondary }
  const step = Math.max(0, Math.floor(variant))
  const [bg, primary, secondary] = suggestedPalettes[
    (hashString(category) + step) % suggestedPalettes.length
  ] ?? [scheme.background, scheme.primary, scheme.secondary]
  return { bg, primary, secondary }
}

/**
 * The renderer's working colours. Each ramp stays in one hue: `base*` in the background's hue
 * (the primary's, when the background is a neutral), `primary*` in the primary's, `accent` is the
 * secondary, drawn crisp and never washed over the primary.
 */
export interface Palette {
  /** A light picture: bright ground, dark type (the title's colour follows the picture). */
  light: boolean
  /** The flat ground. */
  base: string
  /**
   * The picture's shade, in the primary's hue (amber-brown for a yellow): what dims the edges.
   * Laid over the primary it reads as shade; a dark blue laid over yellow would make grey-green.
   */
  shadow: string
  /** What is laid evenly under the type: the shadow on a dark picture, a pale tint on a light one. */
  calmTone: string
  /** How strongly the text area is calmed: a light primary (yellow) needs more to carry white type. */
  calm: number
  /** The base a little lighter, toward the subject. */
  baseLift: string
  primary: string
  primaryDeep: string
  primaryLight: string
  accent: string
  /** The icon subject's body, its shading, its line work and its glow. */
  icon: { fill: string; fillDeep: string; line: string; glow: string }
}

/**
 * No colour of a dark picture has a channel above this (0..255): the title's white (and its accent)
 * is the one highlight, the picture stays in rich mid-tones under it. A bright texture, glint or
 * icon beside the words competes with them at 168×94, and a text reader (tesseract, in the bench)
 * reads it as letters or merges it into the title's lines; with this ceiling the offline thumbnails
 * read back at the sidebar's size. A light picture has dark type, so its highlights are free.
 */
export const VALUE_CEILING = 130

export function workingPalette(category: string, scheme: ColorScheme, variant = 0): Palette {
  const { bg, primary, secondary } = paletteFor(category, scheme, variant)
  return isLightGround(bg) ? lightPalette(bg, primary, secondary) : darkPalette(bg, primary, secondary)
}

/** Whether the picture drawn for these settings is a light one (dark type over it). */
export const isLightPicture = (category: string, scheme: ColorScheme, variant = 0): boolean =>
  isLightGround(paletteFor(category, scheme, variant).bg)

function darkPalette(bg: string, primary: string, secondary: string): Palette {
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
  const shadow = shade(main, 0.13, 0.8)
  const primaryDeep = cap(shade(main, Math.min(0.36, Math.max(0.24, toOklch(main).l - 0.35))))
  const primaryLight = cap(shade(main, Math.min(0.9, toOklch(main).l + 0.14)))
  return {
    light: false,
    base: cap(shade(baseHue, baseL, baseChroma)),
    shadow,
    calmTone: shadow,
    calm: Math.min(0.85, Math.max(0.58, 0.58 + (toOklch(main).l - 0.6) * 0.9)),
    baseLift: cap(shade(baseHue, baseL + 0.16, baseChroma * 1.4)),
    primary: cap(main),
    primaryDeep,
    primaryLight,
    accent: cap(vivid(secondary)),
    icon: { fill: cap(main), fillDeep: primaryDeep, line: primaryLight, glow: primaryLight },
  }
}

/**
 * A bright, saturated ground with its pattern in lighter and deeper tones of the primary, a pale
 * plateau under the type (which is dark with a light outline there), and a subject in a strong
 * mid-tone: nothing but the title is dark (LIGHT_VALUE_FLOOR).
 */
function lightPalette(bg: string, primary: string, secondary: string): Palette {
  const main = vivid(primary)
  // A white or grey ground takes a pale tint of the primary, as a neutral dark one takes its shade.
  const tinted = isNeutral(bg) ? shade(main, Math.min(0.9, toOklch(bg).l), 0.6) : bg
  const ground = toOklch(tinted)
  const mainL = Math.min(0.86, Math.max(0.72, toOklch(main).l))
  // The subject's colour: whichever of the two scheme colours stands further from the ground.
  const subject = [vivid(secondary), main].sort((a, b) => hueDistance(b, bg) - hueDistance(a, bg))[0] ?? main
  const floor = (l: number) => Math.max(LIGHT_VALUE_FLOOR, l)
  const lift = (hex: string) => overValue(hex, CHANNEL_FLOOR)
  const palette: Palette = {
    light: true,
    base: shade(tinted, Math.max(0.8, ground.l), 1.1),
    shadow: shade(tinted, floor(ground.l - 0.22), 1.2),
    // A little lighter than the ground in its own hue: a white plateau would be the picture's most
    // salient patch, and the layout would move the title off it (and the subject out).
    calmTone: shade(tinted, Math.min(0.95, Math.max(0.86, ground.l + 0.06)), 0.9),
    calm: 0.8,
    baseLift: shade(tinted, Math.min(0.97, Math.max(0.8, ground.l) + 0.08), 0.9),
    primary: shade(main, mainL, 1.1),
    primaryDeep: shade(main, floor(mainL - 0.1), 1.2),
    primaryLight: shade(main, Math.min(0.95, mainL + 0.1), 0.9),
    accent: shade(vivid(secondary, 0.2), floor(toOklch(secondary).l), 1.1),
    icon: {
      fill: shade(subject, floor(0.64), 1.4),
      fillDeep: shade(subject, floor(0.58), 1.4),
      // White line work on the body: dark lines would be read as letters beside dark type.
      line: shade(subject, 0.97, 0.25),
      glow: '#FFFFFF',
    },
  }
  const { icon, light, calm, ...colours } = palette
  const lifted = Object.fromEntries(Object.entries(colours).map(([key, hex]) => [key, lift(hex)]))
  return {
    ...(lifted as Omit<Palette, 'icon' | 'light' | 'calm'>),
    light,
    calm,
    icon: { fill: lift(icon.fill), fillDeep: lift(icon.fillDeep), line: lift(icon.line), glow: icon.glow },
  }
}

/**
 * The scheme and title settings an offline picture was drawn with, to be stored in its params.
 * Left to the AI, the scheme records the palette the picture used, so the title's accent and a
 * plate layout's plate take its colours (the renderer still reads the palette from the category
 * and variant, so the stored colours draw the same picture). A light title (the default white) on
 * a light picture has no contrast, so there the picture decides it ('AI text colour': dark fill,
 * light outline, a pale shade behind); a dark title, or one the picture already decides, is kept.
 */
export function pictureSettings<T extends { textColor: string; aiSuggestTextColor: boolean }>(params: {
  category: string
  colorScheme: ColorScheme
  textOverlay: T
  variant?: number
}): { colorScheme: ColorScheme; textOverlay: T } {
  const { category, colorScheme, textOverlay, variant } = params
  const { bg, primary, secondary } = paletteFor(category, colorScheme, variant)
  const light = isLightGround(bg)
  const upper = (hex: string) => hex.toUpperCase()
  return {
    colorScheme: colorScheme.aiSuggest
      ? { ...colorScheme, background: upper(bg), primary: upper(primary), secondary: upper(secondary) }
      : colorScheme,
    textOverlay:
      light && !textOverlay.aiSuggestTextColor && toOklch(textOverlay.textColor).l >= 0.6
        ? { ...textOverlay, aiSuggestTextColor: true }
        : textOverlay,
  }
}
