// `server.*` figures: how long the server takes from launch to a healthy answer, and how much memory
// it holds once idle, on a new and on an existing data folder (or database), as an operator runs it.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { IDLE_TIMEOUT_MS } from '#server/lib/image-pool/pool.ts'
import type { ShowcaseList } from '#shared/content/showcase.ts'
import { freePort } from '#tests/support/free-port.ts'
import { drawEveryScript } from './server-fonts.ts'

const root = path.resolve(import.meta.dirname, '..')
/** What `npm start` runs once the build is fresh (scripts/build-if-stale.mjs has nothing to do). */
export const builtServerCommand = [process.execPath, 'dist/server/main.js']
const IDLE_SETTLE_MS = 3000
/** A first start on a busy machine draws its six showcase thumbnails well within this. */
const SHOWCASE_WAIT_MS = 180_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kb / 1024)
}

export interface RunningServer {
  baseUrl: string
  pid: number
  /** From launch to the first healthy answer. */
  startMs: number
  stop(): Promise<void>
}

/** Launches the server and waits for /api/health; it serves the built web app unless told not to. */
export async function launchServer(
  env: Record<string, string>,
  command: string[] = builtServerCommand,
): Promise<RunningServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true
      resolve()
    }),
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await exit
  }
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited before it was ready:\n${stderr}`)
      const ok = await fetch(`${baseUrl}/api/health`)
        .then((response) => response.ok)
        .catch(() => false)
      if (ok) break
      await sleep(20)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, pid: child.pid as number, startMs: Math.round(performance.now() - started), stop }
}

/**
 * A first start draws the home page's showcase in the background once it listens (decision 052):
 * the server is idle only once that is done and its image threads have ended (IDLE_TIMEOUT_MS).
 * Measured any earlier, 'idle' memory was the memory of six thumbnails being drawn. On existing
 * data the showcase is ready at once and nothing is waited for.
 */
async function firstStartDone(baseUrl: string): Promise<void> {
  const deadline = performance.now() + SHOWCASE_WAIT_MS
  const ready = async () => ((await (await fetch(`${baseUrl}/api/showcase`)).json()) as ShowcaseList).ready
  if (await ready()) return
  do {
    if (performance.now() > deadline) throw new Error('the first start did not draw its showcase in time')
    await sleep(500)
  } while (!(await ready()))
  await sleep(IDLE_TIMEOUT_MS)
}

/**
 * One start: its time to healthy and its resident memory once idle; with `everyScript`, also once
 * idle again after drawing a title in every script (every bundled font loaded, drawEveryScript).
 */
async function oneStart(command: string[], env: Record<string, string>, everyScript = false) {
  const server = await launchServer(env, command)
  try {
    await firstStartDone(server.baseUrl)
    await sleep(IDLE_SETTLE_MS)
    const idleRssMB = rssMB(server.pid)
    if (!everyScript) return { startMs: server.startMs, idleRssMB }
    await drawEveryScript(server.baseUrl)
    await sleep(IDLE_SETTLE_MS)
    return { startMs: server.startMs, idleRssMB, everyScriptRssMB: rssMB(server.pid) }
  } finally {
    await server.stop()
  }
}

/** A first start (migrate and seed an empty folder or database), then a second one on the same data. */
async function newThenExisting(command: string[], env: Record<string, string>) {
  const fresh = await oneStart(command, env)
  const existing = await oneStart(command, env, true)
  return {
    startMs: { newData: fresh.startMs, existingData: existing.startMs },
    idleRssMB: {
      newData: fresh.idleRssMB,
      existingData: existing.idleRssMB,
      /** The existing-data server once idle after a title in every script: every font loaded. */
      everyScript: existing.everyScriptRssMB,
    },
  }
}

export async function serverFigures(options: { command?: string[]; postgresUrl?: string } = {}) {
  const command = options.command ?? builtServerCommand
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-start-'))
  const figures: Record<string, unknown> = { command: command.slice(1).join(' ') }
  try {
    figures.embedded = await newThenExisting(command, { DATA_DIR: dataDir })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (options.postgresUrl) {
    const name = `thumbforge_bench_start_${process.pid}`
    const pgDataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-start-pg-'))
    await adminQuery(options.postgresUrl, `create database ${name}`)
    try {
      figures.postgres = await newThenExisting(command, {
        DATA_DIR: pgDataDir,
        DATABASE_URL: databaseUrl(options.postgresUrl, name),
      })
    } finally {
      await adminQuery(options.postgresUrl, `drop database if exists ${name} with (force)`)
      rmSync(pgDataDir, { recursive: true, force: true })
    }
  }
  return figures
}
