import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, inject, onTestFinished } from 'vitest'

/**
 * Runs `fn` when the current test finishes, or after the file's tests when called at file level.
 * Vitest silently drops an `afterAll` registered from inside a running test, and
 * `onTestFinished` throws outside one, so a helper callable from both places must pick.
 */
export function cleanUpLater(fn: () => Promise<void> | void): void {
  try {
    onTestFinished(async () => {
      await fn()
    })
  } catch {
    afterAll(async () => {
      await fn()
    })
  }
}

/** A fresh folder inside this run's folder, removed when the test (or file) is done. */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(inject('runDir'), `${prefix}-`))
  cleanUpLater(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The data folder of test apps: one per run, removed with the run's folder. */
export const testDataDir = () => path.join(inject('runDir'), 'data')
