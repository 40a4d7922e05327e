import { createRequire } from 'node:module'
import { GlobalFonts } from '@napi-rs/canvas'
import { type FontFace, faceFile, SUBTITLE_FACES, TITLE_FACES } from '#shared/generator/font-faces.ts'
import { inRanges, type Ranges } from '#shared/generator/font-ranges.ts'
import { declaredSubsets } from './font-coverage-source.ts'

/**
 * Bold display faces under the SIL Open Font License, copied from @fontsource into
 * vendor/server-fonts (decision 044) and registered with Skia straight from their woff2 files, so
 * no system fonts or fontconfig are involved. Only the subsets a text needs are registered, the
 * first time it needs them, on this image thread: an idle server holds none of the CJK or emoji
 * files, and a Japanese title loads a handful of the Japanese face's hundred subsets. Every subset
 * of a face shares its family name, so Skia treats them as one font.
 *
 * Skia draws each character in the first family of the font list that has it (shaping each run
 * with HarfBuzz), and only a character none of them has goes to the host's fonts. The server
 * refuses such characters before a run (see coverage), so what is drawn never depends on the host.
 */
const require = createRequire(import.meta.url)

interface Subset {
  face: FontFace
  key: string
  ranges: Ranges
}

/** Each face's subsets, read from its package the first time a character gets that far down the list. */
const subsetsOfFace = new Map<FontFace, Subset[]>()
/** Files registered on this thread, and the families with at least one of them. */
const registeredFiles = new Set<string>()
const registeredFamilies = new Set<string>()

function subsetsOf(face: FontFace): Subset[] {
  let subsets = subsetsOfFace.get(face)
  if (!subsets) {
    subsets = declaredSubsets(face).map((subset) => ({ face, ...subset }))
    subsetsOfFace.set(face, subsets)
  }
  return subsets
}

function subsetFor(faces: FontFace[], cp: number): Subset | undefined {
  for (const face of faces) {
    const subset = subsetsOf(face).find((s) => inRanges(s.ranges, cp))
    if (subset) return subset
  }
  return undefined
}

function register(subset: Subset): void {
  const file = faceFile(subset.face, subset.key)
  if (registeredFiles.has(file)) return
  if (!GlobalFonts.registerFromPath(require.resolve(file), subset.face.family)) {
    throw new Error(`Could not register the font ${file}`)
  }
  registeredFiles.add(file)
  registeredFamilies.add(subset.face.family)
}

/** The Latin faces, always: they give the metrics (cap height, space) every title is fitted by. */
export function registerFonts(): void {
  ensureFonts('H ', 'H ')
}

/** Registers the subsets that draw every character of `title` and `subtitle` (a no-op once done). */
export function ensureFonts(title: string, subtitle: string): void {
  for (const [text, faces] of [
    [title, TITLE_FACES],
    [subtitle, SUBTITLE_FACES],
  ] as const) {
    for (const ch of new Set(text)) {
      const subset = subsetFor(faces, ch.codePointAt(0) as number)
      if (subset) register(subset)
    }
  }
}

function fontList(faces: FontFace[]): string {
  return faces
    .filter((f) => registeredFamilies.has(f.family))
    .map((f) => `"${f.family}"`)
    .join(', ')
}

/**
 * The CSS font for the title at `size` px: its face first, then every bundled face registered so
 * far. Which face draws a character never depends on what else is registered, because each
 * character's own face is registered before it is drawn and comes before any later one.
 */
export const titleFont = (size: number) => `${size}px ${fontList(TITLE_FACES)}`
export const subtitleFont = (size: number) => `${size}px ${fontList(SUBTITLE_FACES)}`
