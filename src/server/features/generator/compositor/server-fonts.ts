import path from 'node:path'
import { faceFile, SUBTITLE_FACES, TITLE_FACES } from '#shared/generator/font-faces.ts'

/** The local package the compositor reads its @fontsource faces from (vendor/server-fonts, decision 044). */
export const SERVER_FONTS = '@thumbforge/server-fonts'

/**
 * What vendor/server-fonts holds, per @fontsource package: the woff2 file of each subset a face
 * uses, at that face's weight, named as the package names it. `subsetKeys` reads a package's
 * unicode.json keys (from @fontsource when regenerating, from the copy when checking it).
 */
export function vendoredFontFiles(subsetKeys: (pkg: string) => string[]): Map<string, string[]> {
  const files = new Map<string, Set<string>>()
  for (const face of [...TITLE_FACES, ...SUBTITLE_FACES]) {
    if (face.file) continue
    const wanted = files.get(face.pkg) ?? new Set<string>()
    for (const key of subsetKeys(face.pkg)) {
      if (!face.subsets || face.subsets.includes(key)) wanted.add(path.basename(faceFile(face, key)))
    }
    files.set(face.pkg, wanted)
  }
  return new Map([...files].map(([pkg, names]) => [pkg, [...names].sort()]))
}
