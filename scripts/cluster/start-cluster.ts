import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { freePort } from '#tests/support/free-port.ts'
import { startS3Server } from '#tests/support/s3-server.ts'
import { createRunDir, startPostgresRun } from '#tests/support/test-run.ts'
import { type RunningProcess, startProcess, waitForHealthy, waitForOutput } from './child-process.ts'
import { startNginx } from './nginx.ts'
import { deleteRedisKeys } from './redis-keys.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface ClusterOptions {
  /** App instances behind the proxy (default 3). */
  instances?: number
  /** External generation workers (default 2). */
  workers?: number
  /** The PostgreSQL server; the cluster makes its own database there and drops it at stop. */
  postgresUrl?: string
  redisUrl?: string
  /** Settings for every process (instances and workers), over the cluster's own. */
  env?: Record<string, string>
  /** Settings for one worker only (by its index from 0), over `env`. */
  workerEnv?: (index: number) => Record<string, string>
  /** Serve the built web app (an operator's `npm run cluster`); tests leave it off. */
  serveWeb?: boolean
}

export interface Instance {
  name: string
  port: number
  /** The instance's own address, past the proxy. */
  url: string
  process: RunningProcess
}

export interface Cluster {
  /** The load balancer: what a browser uses. */
  proxyUrl: string
  instances: Instance[]
  workers: RunningProcess[]
  /** The cluster's own database, for tests that check the books. */
  databaseUrl: string
  redisUrl: string
  redisKeyPrefix: string
  /** Where every process's log and data folder is. */
  dir: string
  /** Starts one more worker (or a replacement for one that was killed). */
  startWorker(env?: Record<string, string>): Promise<RunningProcess>
  /** Stops everything and removes what it made (processes, database, Redis keys, folders). */
  stop(): Promise<void>
}

/**
 * Several app instances and generation workers as real processes on PostgreSQL, Redis and S3, behind
 * nginx: the scale-out of issue 13, on one machine without a container engine. Each instance and
 * worker runs the built server (`npm run build:server` first) with what an operator would give
 * it: one APP_SECRET, one DATABASE_URL, one REDIS_URL, one S3 bucket, WORKERS=external, and its own
 * port and data folder. Whatever fails half-way, what was already started is stopped and removed.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const postgresUrl = options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379'
  const dir = createRunDir(path.join(root, '.tmp'))
  const redisKeyPrefix = `thumbforge-cluster-${randomBytes(6).toString('hex')}:`
  const cleanUps: (() => Promise<unknown> | unknown)[] = [() => rmSync(dir, { recursive: true, force: true })]
  const running: RunningProcess[] = []
  // A launcher that dies unexpectedly still takes its processes with it; the database goes with
  // its marker connection (swept by the next run), and the folder is swept by the next run too.
  const killAll = () => {
    for (const child of running) if (!child.hasExited()) child.child.kill('SIGKILL')
  }
  process.on('exit', killAll)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      // The proxy first, so nothing new comes in; then the instances, then the workers, so a
      // draining worker can still finish the jobs the instances accepted.
      for (const group of ['nginx', 'instance', 'worker'])
        await Promise.all(
          running.filter((child) => child.name.startsWith(group)).map((child) => child.stop()),
        )
      process.off('exit', killAll)
      const failures: unknown[] = []
      for (let fn = cleanUps.pop(); fn; fn = cleanUps.pop()) {
        try {
          await fn()
        } catch (error) {
          failures.push(error)
        }
      }
      if (failures.length) throw new AggregateError(failures, 'cluster clean-up failed')
    })()
    return stopping
  }

  try {
    const pgRun = await startPostgresRun(postgresUrl)
    cleanUps.push(() => pgRun.finish())
    const dbName = `thumbforge_cluster_r${pgRun.id}`
    await adminQuery(postgresUrl, `create database ${dbName}`)
    const clusterDatabaseUrl = databaseUrl(postgresUrl, dbName)
    cleanUps.push(() => deleteRedisKeys(redisUrl, redisKeyPrefix))
    // Files in one bucket that every instance and worker reads and writes (s3rver, in this process).
    const s3 = await startS3Server(`thumbforge-cluster-${randomBytes(4).toString('hex')}`)
    cleanUps.push(() => s3.stop())

    const proxyPort = await freePort()
    const proxyUrl = `http://127.0.0.1:${proxyPort}`
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: proxyUrl,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: clusterDatabaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      ...s3.env,
      WORKERS: 'external',
      // Only nginx, on this machine, may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      SERVE_WEB: options.serveWeb ? 'true' : 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
    }
    const launch = (name: string, entry: string, env: Record<string, string>) => {
      const dataDir = path.join(dir, name)
      mkdirSync(dataDir)
      const child = startProcess({
        name,
        command: [process.execPath, entry],
        env: { ...process.env, ...shared, DATA_DIR: dataDir, ...env },
        cwd: root,
        logFile: path.join(dir, `${name}.log`),
      })
      running.push(child)
      return child
    }

    const instances: Instance[] = []
    const startInstance = async (n: number) => {
      const port = await freePort()
      const name = `instance-${n}`
      const child = launch(name, 'dist/server/main.js', { PORT: String(port) })
      const instance = { name, port, url: `http://127.0.0.1:${port}`, process: child }
      instances.push(instance)
      await waitForHealthy(child, `${instance.url}/api/health`)
    }
    // The first one migrates and seeds the new database; the rest then start side by side.
    const instanceCount = options.instances ?? 3
    await startInstance(1)
    await Promise.all(Array.from({ length: instanceCount - 1 }, (_, i) => startInstance(i + 2)))
    instances.sort((a, b) => a.name.localeCompare(b.name))

    const workers: RunningProcess[] = []
    let workerCount = 0
    const startWorker = async (env: Record<string, string> = {}) => {
      const index = workerCount++
      const workerEnv = { ...options.workerEnv?.(index), ...env }
      const child = launch(`worker-${index + 1}`, 'dist/server/worker.js', workerEnv)
      workers.push(child)
      await waitForWorker(child, workerEnv.LOG_LEVEL ?? shared.LOG_LEVEL ?? 'info')
      return child
    }
    await Promise.all(Array.from({ length: options.workers ?? 2 }, () => startWorker()))

    const nginx = startNginx({
      dir: path.join(dir, 'nginx'),
      port: proxyPort,
      upstreamPorts: instances.map((instance) => instance.port),
      cwd: root,
    })
    running.push(nginx)
    await waitForHealthy(nginx, `${proxyUrl}/api/health`)

    return {
      proxyUrl,
      instances,
      workers,
      databaseUrl: clusterDatabaseUrl,
      redisUrl,
      redisKeyPrefix,
      dir,
      startWorker,
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}

/**
 * A worker has no port to poll: it is ready once it says so in its log. Below the info level it
 * says nothing, so it counts as ready once it has run for a moment without exiting (a worker that
 * cannot start, on a bad setting or no database, exits at once with its reason).
 */
async function waitForWorker(child: RunningProcess, logLevel: string): Promise<void> {
  if (['info', 'debug', 'trace'].includes(logLevel))
    return waitForOutput(child, /generation worker is running/)
  const settled = await Promise.race([child.exited.then(() => 'exited'), sleep(3000).then(() => 'running')])
  if (settled === 'exited') throw new Error(`${child.name} exited at start:\n${child.outputTail()}`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
