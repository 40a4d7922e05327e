// The harness for the load figures (bench/load-mixed.ts): the real app on a real port with
// signed-in users, a load client in a worker thread, and the sums of what it measured.
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import type { Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { seedDefaults } from '#server/seed.ts'
import { firstPackage } from '#tests/support/billing.ts'
import { createUser, type TestUser } from '#tests/support/factories.ts'
import { freePort } from '#tests/support/free-port.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'
import type { ClientPlan, LoadRun, LoadSamples } from './load-client.ts'

export interface Served {
  app: FastifyInstance
  baseUrl: string
  users: TestUser[]
  packageId: string
  close(): Promise<void>
}

/**
 * The app as `npm start` builds it, listening on a real port, with one signed-in user per client
 * (credits to spare) and the limits per user and per address raised: the bench measures the
 * server, not its limiters. Outside production, so simulated payments are on as on a local install.
 */
export async function serve(
  database: Database,
  userCount: number,
  env: Record<string, string> = {},
): Promise<Served> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-load-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const config = toAppConfig(
    parseEnv({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseUrl,
      SERVE_WEB: 'false',
      AUTH_RATE_LIMIT: 'false',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      GENERATOR_RATE_LIMIT_PER_MINUTE: '100000000',
      GENERATOR_MAX_IN_FLIGHT: '100',
      ...env,
    }),
    'bench-secret-bench-secret-bench-secret-00',
  )
  await runMigrations(database)
  await seedDefaults(database.db, config)
  const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
  sendSameOriginByDefault(app, config)
  await app.listen({ port, host: '127.0.0.1' })
  const users: TestUser[] = []
  while (users.length < userCount) {
    users.push(
      ...(await Promise.all(Array.from({ length: 5 }, () => createUser(app, { credits: 1_000_000 })))),
    )
  }
  const packageId = (await firstPackage(app)).id
  return {
    app,
    baseUrl,
    users,
    packageId,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const tsxCjs = () => createRequire(import.meta.url).resolve('tsx/cjs/api')
const clientFile = () => fileURLToPath(new URL('./load-client.ts', import.meta.url))

/** A load-client worker thread. Its entry registers tsx's require hook and requires the client: on Node 20 an eval'd worker gets no loader from --import. */
const clientWorker = (workerData: unknown) =>
  new Worker(`require(${JSON.stringify(tsxCjs())}).register(); require(${JSON.stringify(clientFile())})`, {
    eval: true,
    workerData,
  })

/** Runs the clients once in a worker thread of this process. */
export function runLoad(served: Served, clients: ClientPlan[], seconds: number): Promise<LoadSamples> {
  const run: LoadRun = { baseUrl: served.baseUrl, origin: served.baseUrl, seconds, clients }
  const worker = clientWorker(run)
  return new Promise((resolve, reject) => {
    worker.once('message', (message: LoadSamples | { failed: string }) => {
      void worker.terminate()
      if ('failed' in message) reject(new Error(message.failed))
      else resolve(message)
    })
    worker.once('error', reject)
  })
}

/** A client started once and kept for several runs (load-client.ts `keep`): one run of plans at a time. */
export interface KeptClient {
  /** Sends the plans (and their bodies) to the client, before any clock starts. */
  prepare(clients: ClientPlan[]): Promise<void>
  /** Runs the prepared plans for `seconds`. */
  run(seconds: number): Promise<LoadSamples>
  close(): void
}

type Answer = LoadSamples | { failed: string } | { ready: true }

/**
 * Kept clients exist because starting one is not free: Node and tsx (a process) or tsx's compile (a
 * worker) take a core for a good part of a second, and a flood's plans carry a 6 MB body whose
 * copy is made on the server's own event loop. Started afresh for each measured phase, that cost
 * landed inside the phase, where a remote client never puts it.
 */
async function kept(
  served: Served,
  send: (message: unknown) => void,
  channel: NodeJS.EventEmitter,
  stop: () => void,
): Promise<KeptClient> {
  const answer = <T>(message: unknown) =>
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`the load client exited (${code}) before answering`))
      channel.once('exit', exited)
      channel.once('error', reject)
      channel.once('message', (got: Answer) => {
        channel.off('exit', exited)
        channel.off('error', reject)
        if ('failed' in got) reject(new Error(got.failed))
        else resolve(got as T)
      })
      send(message)
    })
  await answer({ hello: true })
  return {
    async prepare(clients) {
      await answer({ prepare: { baseUrl: served.baseUrl, origin: served.baseUrl, clients } })
    },
    run: (seconds) => answer<LoadSamples>({ go: seconds }),
    close: stop,
  }
}

/** A kept client in a worker thread of this process, at its priority (a creator's browser). */
export function startKept(served: Served): Promise<KeptClient> {
  const worker = clientWorker({ kept: true })
  return kept(
    served,
    (message) => worker.postMessage(message),
    worker,
    () => void worker.terminate(),
  )
}

/**
 * A kept client in a child process at nice `nice`: a load that stands for someone on another
 * machine (a flood), whose own CPU must not be counted against the server it measures. In a worker
 * thread of the server's process it would compete with the server for the same cores at full priority.
 */
export function startApart(served: Served, nice: number): Promise<KeptClient> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const child = fork(clientFile(), [], { execArgv: ['--import', tsx], stdio: 'inherit' })
  if (child.pid) setPriority(child.pid, nice)
  return kept(
    served,
    (message) => child.send(message as object),
    child,
    () => child.kill(),
  )
}

export const round = (ms: number) => Math.round(ms * 10) / 10

/**
 * The server's event-loop delay while `work` runs (the loop the requests queue on): an image step
 * on the main thread would show here as a delay of its own length, whatever the machine's load.
 */
export async function withLoopDelay<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const value = await work()
  histogram.disable()
  const ms = (ns: number) => round(ns / 1e6)
  return { value, eventLoopDelay: { p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) } }
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
}

/**
 * `spans` are labels that time something other than one request's answer (a run from its 202 to
 * its last image, an event stream open for that long): they keep their own line in `routes` but
 * stay out of the overall figures, which are the time a request waits for its answer.
 */
export function summarize(samples: LoadSamples, seconds: number, spans: readonly string[] = []) {
  const all = Object.entries(samples.latencies)
    .filter(([label]) => !spans.includes(label))
    .flatMap(([, latencies]) => latencies)
    .sort((a, b) => a - b)
  const errors = Object.values(samples.errors).reduce((sum, n) => sum + n, 0)
  const routes = Object.fromEntries(
    Object.entries(samples.latencies)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, latencies]) => {
        const sorted = [...latencies].sort((a, b) => a - b)
        return [
          label,
          { requests: sorted.length, p99Ms: percentile(sorted, 0.99), errors: samples.errors[label] ?? 0 },
        ]
      }),
  )
  return {
    requests: all.length,
    requestsPerSec: Math.round(all.length / seconds),
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    maxMs: percentile(all, 1),
    errors,
    ...(samples.errorExamples.length > 0 ? { errorExamples: samples.errorExamples } : {}),
    routes,
  }
}
