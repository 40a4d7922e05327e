import { createRequire } from 'node:module'
import { GlobalFonts } from '@napi-rs/canvas'

/**
 * Bold display faces under the SIL Open Font License, bundled through @fontsource and registered
 * with Skia straight from their woff2 files, so no system fonts or fontconfig are involved. The
 * latin-ext files share the family name so accented titles (é, ł, ş) use the same face.
 */
export const TITLE_FONT = 'Thumbforge Title'
export const SUBTITLE_FONT = 'Thumbforge Subtitle'

const faces: [family: string, files: string[]][] = [
  [
    TITLE_FONT,
    [
      '@fontsource/anton/files/anton-latin-400-normal.woff2',
      '@fontsource/anton/files/anton-latin-ext-400-normal.woff2',
    ],
  ],
  [
    SUBTITLE_FONT,
    [
      '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2',
      '@fontsource/montserrat/files/montserrat-latin-ext-800-normal.woff2',
    ],
  ],
]

let registered = false

export function registerFonts(): void {
  if (registered) return
  const require = createRequire(import.meta.url)
  for (const [family, files] of faces) {
    for (const file of files) {
      if (!GlobalFonts.registerFromPath(require.resolve(file), family)) {
        throw new Error(`Could not register the font ${file}`)
      }
    }
  }
  registered = true
}
