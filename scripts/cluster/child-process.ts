import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'

/** How much of a process's output is kept in memory, to show when it fails. */
const KEPT_OUTPUT = 64 * 1024

export interface RunningProcess {
  name: string
  pid: number
  child: ChildProcess
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  hasExited(): boolean
  /** The end of what it printed, stdout and stderr together. */
  outputTail(): string
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<void>
  /** SIGKILL at once, as a crash would: no drain, no clean-up of its own. */
  kill9(): Promise<void>
}

/** Starts a process whose output goes to `logFile`, keeping the tail in memory for error messages. */
export function startProcess(options: {
  name: string
  command: string[]
  env: NodeJS.ProcessEnv
  cwd: string
  logFile: string
}): RunningProcess {
  const [file, ...args] = options.command
  const child = spawn(file as string, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(options.logFile, { flags: 'a' })
  let tail = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    tail = (tail + chunk.toString('utf8')).slice(-KEPT_OUTPUT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let ended = false
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true
      log.end()
      resolve(code ?? signal ?? 'unknown')
    })
    // A command that cannot be started at all never emits 'exit'.
    child.on('error', (error) => {
      ended = true
      tail += `\n${error.message}`
      log.end()
      resolve('spawn-error')
    })
  })
  const signal = (name: NodeJS.Signals) => {
    if (!ended) child.kill(name)
  }
  return {
    name: options.name,
    pid: child.pid ?? -1,
    child,
    exited,
    hasExited: () => ended,
    outputTail: () => tail,
    async stop(graceMs = 15_000) {
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
    async kill9() {
      signal('SIGKILL')
      await exited
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `url` until it answers 200, failing at once (with the process's output) if the process
 * ends first, or after `timeoutMs` (a first start on a busy 2-core machine can take a while).
 */
export async function waitForHealthy(
  process: RunningProcess,
  url: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (process.hasExited())
      throw new Error(`${process.name} exited before it was ready:\n${process.outputTail()}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.status === 200)
      .catch(() => false)
    if (ok) return
    if (Date.now() > deadline)
      throw new Error(
        `${process.name} was not healthy at ${url} after ${timeoutMs} ms:\n${process.outputTail()}`,
      )
    await sleep(100)
  }
}

/** Waits until the process has printed `pattern` (a worker has no HTTP port to poll). */
export async function waitForOutput(
  process: RunningProcess,
  pattern: RegExp,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (pattern.test(process.outputTail())) return
    if (process.hasExited())
      throw new Error(`${process.name} exited before it was ready:\n${process.outputTail()}`)
    if (Date.now() > deadline)
      throw new Error(
        `${process.name} did not print ${pattern} within ${timeoutMs} ms:\n${process.outputTail()}`,
      )
    await sleep(100)
  }
}
