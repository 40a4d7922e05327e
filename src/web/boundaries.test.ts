import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The web's import zones (decision 038) are Biome rules in biome.json. This proves they bite: it
 * writes small files into real feature and lib folders, runs Biome's CLI on them as `npm run lint`
 * would, and reads the diagnostics. The files live in folders of their own, removed afterwards.
 */
const root = process.cwd()
const biome = path.join(root, 'node_modules', '.bin', 'biome')
const probeDirs = [
  path.join(root, 'src/web/features/support', `lint-probe-${process.pid}`),
  path.join(root, 'src/web/lib', `lint-probe-${process.pid}`),
]

afterAll(() => {
  for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true })
})

function lint(dir: string, source: string): { status: number | null; output: string } {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'probe.ts')
  try {
    writeFileSync(file, source)
    const run = spawnSync(biome, ['lint', '--colors=off', path.relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
    })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(file, { force: true })
  }
}

const [featureDir = '', libDir = ''] = probeDirs

describe('web import zones', () => {
  it("fail a feature that reaches into another feature's internals", () => {
    const { status, output } = lint(
      featureDir,
      "export { usePackages } from '#web/features/billing/api/get-packages.ts'\n",
    )
    expect(status).not.toBe(0)
    expect(output).toContain('lint/style/noRestrictedImports')
    expect(output).toContain('Import another feature only through its index.ts')
  })

  it('fail a lazy import of another feature’s component too (how the settings panels used to reach in)', () => {
    const { status, output } = lint(
      featureDir,
      "export const load = () => import('#web/features/content/editors/logo-editor.tsx')\n",
    )
    expect(status).not.toBe(0)
    expect(output).toContain('Import another feature only through its index.ts')
  })

  it('fail a feature that imports the app shell', () => {
    const { status, output } = lint(featureDir, "export { routes } from '#web/app/routes.tsx'\n")
    expect(status).not.toBe(0)
    expect(output).toContain('Features never import the app shell')
  })

  it('fail lib (the ground floor) importing a feature, even through its index', () => {
    const { status, output } = lint(
      libDir,
      "export { ReportProblemButton } from '#web/features/support/index.ts'\n",
    )
    expect(status).not.toBe(0)
    expect(output).toContain('they import no feature and not the app')
  })

  it("let a feature use another feature's index.ts and its own internals", () => {
    const { status, output } = lint(
      featureDir,
      [
        "export { packagesQueryKeys } from '#web/features/billing/index.ts'",
        "export { ReportProblemButton } from '#web/features/support/components/report-problem-button.tsx'",
        '',
      ].join('\n'),
    )
    expect(output).not.toContain('noRestrictedImports')
    expect(status).toBe(0)
  })
})
