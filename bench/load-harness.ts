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

/**
 * Runs the clients in a worker thread. Its entry is a one-line script that registers tsx's
 * require hook and requires the client: on Node 20 an eval'd worker gets no loader from --import.
 */
export function runLoad(served: Served, clients: ClientPlan[], seconds: number): Promise<LoadSamples> {
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/cjs/api')
  const client = fileURLToPath(new URL('./load-client.ts', import.meta.url))
  const run: LoadRun = { baseUrl: served.baseUrl, origin: served.baseUrl, seconds, clients }
  const worker = new Worker(
    `require(${JSON.stringify(tsxCjs)}).register(); require(${JSON.stringify(client)})`,
    {
      eval: true,
      workerData: run,
    },
  )
  return new Promise((resolve, reject) => {
    worker.once('message', (message: LoadSamples | { failed: string }) => {
      void worker.terminate()
      if ('failed' in message) reject(new Error(message.failed))
      else resolve(message)
    })
    worker.once('error', reject)
  })
}

/**
 * Runs the clients in a child process at nice `nice`: a load that stands for someone on another
 * machine (a flood), whose own CPU must not be counted against the server it measures. In a worker
 * thread of the server's process it competes with the server for the same cores at full priority.
 */
export function runLoadApart(
  served: Served,
  clients: ClientPlan[],
  seconds: number,
  nice: number,
): Promise<LoadSamples> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const client = fileURLToPath(new URL('./load-client.ts', import.meta.url))
  const run: LoadRun = { baseUrl: served.baseUrl, origin: served.baseUrl, seconds, clients }
  const child = fork(client, [], { execArgv: ['--import', tsx], stdio: 'inherit' })
  if (child.pid) setPriority(child.pid, nice)
  return new Promise((resolve, reject) => {
    child.once('message', (message: LoadSamples | { failed: string }) => {
      child.kill()
      if ('failed' in message) reject(new Error(message.failed))
      else resolve(message)
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the load client exited (${code}) before answering`)))
    child.send(run)
  })
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

function percentile(sorted: number[], q: number): number {
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
