import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, inject, onTestFinished } from 'vitest'

type CleanUp = () => Promise<void> | void

// Vitest silently drops an `afterAll` registered while tests or hooks run (inside a test or a
// `beforeAll`), and `onTestFinished` throws outside a test. So work asked for outside a test
// waits here, and this file-level hook (registered when a test file first imports this module;
// each file has its own module graph) runs it after the file's tests, newest first.
const afterFile: CleanUp[] = []
afterAll(async () => {
  const failures: unknown[] = []
  for (let fn = afterFile.pop(); fn; fn = afterFile.pop()) {
    try {
      await fn()
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length) throw new AggregateError(failures, 'clean-up failed')
})

/** Runs `fn` when the current test finishes, or after the file's tests when called outside a test. */
export function cleanUpLater(fn: CleanUp): void {
  try {
    onTestFinished(async () => {
      await fn()
    })
  } catch {
    afterFile.push(fn)
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
