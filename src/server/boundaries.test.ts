import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The server's import zones (biome.json, decision 037) bite: deliberate violations, written inside
 * the repository so biome.json's overrides apply to them, are linted with Biome's own CLI, and each
 * must draw the diagnostic `npm run lint` would fail on. A legal import beside them must draw none.
 */

const repo = path.resolve(import.meta.dirname, '../..')
const probe = `zz-boundary-probe-${process.pid}`
const featureDir = path.join(repo, 'src/server/features', probe)
const libDir = path.join(repo, 'src/server/lib', probe)

const files: Record<string, string> = {
  [path.join(featureDir, 'deep-import.ts')]:
    "import { paidOrderStatus } from '#server/features/billing/payment-grant.ts'\nexport const deep = paidOrderStatus\n",
  [path.join(featureDir, 'relative-deep-import.ts')]:
    "import { paidOrderStatus } from '../billing/payment-grant.ts'\nexport const relative = paidOrderStatus\n",
  [path.join(featureDir, 'public-import.ts')]:
    "import { listLedgerHistory } from '#server/features/billing/index.ts'\nexport const history = listLedgerHistory\n",
  [path.join(featureDir, 'root-import.ts')]:
    "import { buildApp } from '../../app.ts'\nexport const root = buildApp\n",
  [path.join(featureDir, 'cycle-a.ts')]: "import { b } from './cycle-b.ts'\nexport const a = () => b\n",
  [path.join(featureDir, 'cycle-b.ts')]: "import { a } from './cycle-a.ts'\nexport const b = () => a\n",
  [path.join(libDir, 'lib-to-feature.ts')]:
    "import { listLedgerHistory } from '../../features/billing/index.ts'\nexport const fromLib = listLedgerHistory\n",
}

interface Diagnostic {
  category: string
  location: { path: string }
}

let diagnostics: Diagnostic[] = []

const ruleFor = (file: string) =>
  diagnostics
    .filter((diagnostic) => path.resolve(repo, diagnostic.location.path) === path.join(featureDir, file))
    .map((diagnostic) => diagnostic.category)

beforeAll(async () => {
  mkdirSync(featureDir, { recursive: true })
  mkdirSync(libDir, { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text)
  try {
    const biome = path.join(repo, 'node_modules/.bin/biome')
    // Biome exits non-zero when it finds errors; its report is on stdout either way.
    const run = await promisify(execFile)(biome, ['lint', '--reporter=json', featureDir, libDir], {
      cwd: repo,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics
  } finally {
    rmSync(featureDir, { recursive: true, force: true })
    rmSync(libDir, { recursive: true, force: true })
  }
}, 180_000)

afterAll(() => {
  rmSync(featureDir, { recursive: true, force: true })
  rmSync(libDir, { recursive: true, force: true })
})

describe('server import zones', () => {
  it("fails a feature reaching into another feature's internals, by alias or by relative path", () => {
    expect(ruleFor('deep-import.ts')).toContain('lint/style/noRestrictedImports')
    expect(ruleFor('relative-deep-import.ts')).toContain('lint/style/noRestrictedImports')
  })

  it("lets a feature import another feature's index.ts", () => {
    expect(ruleFor('public-import.ts')).toEqual([])
  })

  it('fails a feature importing the composition root', () => {
    expect(ruleFor('root-import.ts')).toContain('lint/style/noRestrictedImports')
  })

  it('fails lib importing a feature, even through its index.ts', () => {
    const fromLib = diagnostics.filter(
      (diagnostic) => path.resolve(repo, diagnostic.location.path) === path.join(libDir, 'lib-to-feature.ts'),
    )
    expect(fromLib.map((diagnostic) => diagnostic.category)).toContain('lint/style/noRestrictedImports')
  })

  it('fails an import cycle', () => {
    expect(ruleFor('cycle-a.ts')).toContain('lint/suspicious/noImportCycles')
    expect(ruleFor('cycle-b.ts')).toContain('lint/suspicious/noImportCycles')
  })
})
