/**
 * The bundled faces, in the order a character looks for one: the first face whose declared
 * unicode ranges hold it draws it. Each is an @fontsource package (SIL OFL 1.1) whose `unicode.json`
 * names its subsets and their ranges; the server reads those to register only the subsets a title
 * needs, and `font-coverage.ts` keeps their union for the browser. The server reads the files and
 * ranges from `@thumbforge/server-fonts` (vendor/server-fonts: this weight of these subsets, copied
 * by `npm run fonts:vendor`; decision 044); the web app's feed preview from the packages themselves.
 *
 * Anton and Montserrat come first, so Latin titles set exactly as they did before other scripts.
 * Han is looked up in Japanese first, then Simplified, then Traditional Chinese.
 */
export interface FontFace {
  /** The family name Skia knows it by. */
  family: string
  /** The @fontsource package under `@fontsource/`. */
  pkg: string
  weight: number
  /** Only these subsets (by their key in unicode.json); absent: every subset the package has. */
  subsets?: string[]
  /**
   * A face that is one whole WOFF2 file (its module path) instead of an @fontsource package's
   * slices: the characters it covers are read from the file's own cmap.
   */
  file?: string
}

const LATIN = ['latin', 'latin-ext', 'vietnamese']

/** Every script the title may hold but Latin: heavy Noto cuts, then emoji. */
const SCRIPT_FACES: FontFace[] = [
  {
    family: 'Thumbforge Noto',
    pkg: 'noto-sans',
    weight: 900,
    subsets: ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'],
  },
  { family: 'Thumbforge Arabic', pkg: 'noto-sans-arabic', weight: 900, subsets: ['arabic'] },
  { family: 'Thumbforge Hebrew', pkg: 'noto-sans-hebrew', weight: 900, subsets: ['hebrew'] },
  { family: 'Thumbforge Devanagari', pkg: 'noto-sans-devanagari', weight: 900, subsets: ['devanagari'] },
  { family: 'Thumbforge Bengali', pkg: 'noto-sans-bengali', weight: 900, subsets: ['bengali'] },
  { family: 'Thumbforge Tamil', pkg: 'noto-sans-tamil', weight: 900, subsets: ['tamil'] },
  { family: 'Thumbforge Thai', pkg: 'noto-sans-thai', weight: 900, subsets: ['thai'] },
  { family: 'Thumbforge Japanese', pkg: 'noto-sans-jp', weight: 900 },
  { family: 'Thumbforge Korean', pkg: 'noto-sans-kr', weight: 900 },
  { family: 'Thumbforge Simplified Chinese', pkg: 'noto-sans-sc', weight: 900 },
  { family: 'Thumbforge Traditional Chinese', pkg: 'noto-sans-tc', weight: 900 },
  // Colour: Twemoji as a COLR font (flat layers, CC-BY 4.0 art), which Skia draws at any size.
  // Noto Color Emoji's COLRv1 file drew too, but held 60 MB more per process once used (Twemoji
  // 10 MB), and Skia drew nothing from its per-range slices.
  {
    family: 'Thumbforge Emoji',
    pkg: 'twemoji-colr-font',
    weight: 400,
    file: 'twemoji-colr-font/twemoji.woff2',
    // Its keycaps ('1️⃣') come out empty in Skia, so font-coverage.ts refuses them.
  },
]

export const TITLE_FACES: FontFace[] = [
  { family: 'Thumbforge Title', pkg: 'anton', weight: 400, subsets: LATIN },
  ...SCRIPT_FACES,
]

export const SUBTITLE_FACES: FontFace[] = [
  {
    family: 'Thumbforge Subtitle',
    pkg: 'montserrat',
    weight: 800,
    subsets: [...LATIN, 'cyrillic', 'cyrillic-ext'],
  },
  ...SCRIPT_FACES,
]

/** The woff2 file of one subset, as the package names it ('[12]' is file 12), in the vendored copy. */
export function faceFile(face: FontFace, subset: string): string {
  if (face.file) return face.file
  const key = subset.replace(/^\[(\d+)\]$/, '$1')
  return `@thumbforge/server-fonts/${face.pkg}/files/${face.pkg}-${key}-${face.weight}-normal.woff2`
}
