// Regenerates vendor/server-fonts (`npm run fonts:vendor`, decision 044): the woff2 files the
// compositor registers, copied byte for byte from the @fontsource packages (dev dependencies, which
// the web app's feed preview bundles too), with each package's unicode.json and OFL licence. Run
// it after bumping an @fontsource package or changing font-faces.ts; `server-fonts.test.ts` fails
// until the copy matches the installed packages again.
//
// Why a copy: each @fontsource package ships every weight in woff and woff2 (2,250 files for
// Japanese alone, about 280 MB for the four CJK faces); the compositor draws one weight, in woff2.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { vendoredFontFiles } from '../src/server/features/generator/compositor/server-fonts.ts'

const require = createRequire(import.meta.url)
const target = path.resolve(import.meta.dirname, '../vendor/server-fonts')
const packageDir = (pkg: string) => path.dirname(require.resolve(`@fontsource/${pkg}/package.json`))
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

const plan = vendoredFontFiles((pkg) => Object.keys(readJson(path.join(packageDir(pkg), 'unicode.json'))))

const sources: Record<string, string> = {}
let count = 0
for (const [pkg, files] of plan) {
  const from = packageDir(pkg)
  const to = path.join(target, pkg)
  rmSync(to, { recursive: true, force: true })
  mkdirSync(path.join(to, 'files'), { recursive: true })
  for (const name of ['LICENSE', 'unicode.json']) copyFileSync(path.join(from, name), path.join(to, name))
  for (const file of files) copyFileSync(path.join(from, 'files', file), path.join(to, 'files', file))
  sources[`@fontsource/${pkg}`] = readJson(path.join(from, 'package.json')).version
  count += files.length
}
// Which registry versions the copy came from, for the test and for whoever refreshes it.
writeFileSync(path.join(target, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`)
process.stdout.write(`fonts:vendor: ${count} files from ${plan.size} packages into vendor/server-fonts\n`)
