import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_FONTS, vendoredFontFiles } from './server-fonts.ts'

const require = createRequire(import.meta.url)
const vendored = path.dirname(require.resolve(`${SERVER_FONTS}/package.json`))
const fontsource = (pkg: string) => path.dirname(require.resolve(`@fontsource/${pkg}/package.json`))
const unicodeKeys = (dir: string) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')))

// When this fails after an @fontsource bump or a change to font-faces.ts: `npm run fonts:vendor`.
describe('vendor/server-fonts', () => {
  const plan = vendoredFontFiles((pkg) => unicodeKeys(fontsource(pkg)))

  it('holds exactly the packages and files the compositor registers', () => {
    const packages = readdirSync(vendored, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(packages.map((entry) => entry.name).sort()).toEqual([...plan.keys()].sort())
    for (const [pkg, files] of plan) {
      expect(readdirSync(path.join(vendored, pkg, 'files')).sort(), pkg).toEqual(files)
    }
    // Japanese is split into about a hundred slices, each at weight 900 only.
    expect(plan.get('noto-sans-jp')?.every((file) => file.endsWith('-900-normal.woff2'))).toBe(true)
    expect(plan.get('noto-sans-jp')?.length).toBeGreaterThan(100)
  })

  it('is byte for byte what the installed @fontsource packages ship, licence and ranges included', () => {
    for (const [pkg, files] of plan) {
      for (const name of ['LICENSE', 'unicode.json', ...files.map((file) => `files/${file}`)]) {
        const copy = readFileSync(path.join(vendored, pkg, name))
        expect(copy.equals(readFileSync(path.join(fontsource(pkg), name))), `${pkg}/${name}`).toBe(true)
      }
    }
  })
})
