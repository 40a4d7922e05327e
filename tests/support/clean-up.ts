import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, inject, onTestFinished } from 'vitest'

type CleanUp = () => Promise<void> | void

// Vitest silently drops an `afterAll` registered while tests or hooks run (inside a test or a
// `beforeAll`), and `onTestFinished` throws outside a test. So work asked for outside a test
// waits here, and this file-level hook (registered when a test file first imports this module;
// each file has its own module graph) runs it after the file's tests, newest first.
const afterFile: CleanUp[] = []
afterAll(() => runNewestFirst(afterFile))

async function runNewestFirst(fns: CleanUp[]) {
  const failures: unknown[] = []
  for (let fn = fns.pop(); fn; fn = fns.pop()) {
    try {
      await fn()
    } catch (error) {
      failures.push(error)
    }
  }
  // Vitest prints an AggregateError's message, not what it holds: the causes go into the message.
  if (failures.length) {
    const causes = failures.map((failure) => (failure instanceof Error ? failure.message : String(failure)))
    throw new AggregateError(failures, `clean-up failed: ${causes.join('; ')}`)
  }
}

/**
 * Where clean-up asked for now will run: when the current test finishes, or after the file's
 * tests when called outside a test. Call it synchronously where a resource is asked for, before
 * any await: a promise started at file level may resolve while a test runs, and its clean-up
 * must not end with that test.
 */
export function cleanUpScope(): (fn: CleanUp) => void {
  const fns: CleanUp[] = []
  let done = false
  const runAll = async () => {
    done = true
    await runNewestFirst(fns)
  }
  try {
    onTestFinished(runAll)
  } catch {
    afterFile.push(runAll)
  }
  // Asked for by a test that has already finished (it did not await): the file's end will do.
  return (fn) => (done ? afterFile.push(fn) : fns.push(fn))
}

/** Runs `fn` when the current test finishes, or after the file's tests when called outside a test. */
export function cleanUpLater(fn: CleanUp): void {
  cleanUpScope()(fn)
}

/** A fresh folder inside this run's folder, removed when the test (or file) is done. */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(inject('runDir'), `${prefix}-`))
  cleanUpLater(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The data folder of test apps: one per run, removed with the run's folder. */
export const testDataDir = () => path.join(inject('runDir'), 'data')
