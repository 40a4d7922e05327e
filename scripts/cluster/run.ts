// `npm run cluster`: the scale-out on one machine, for an operator to try. It starts app instances
// and generation workers on PostgreSQL and Redis behind nginx, prints the address, and stops and
// removes everything on Ctrl-C. CLUSTER_INSTANCES (3) and CLUSTER_WORKERS (2) size it;
// CLUSTER_DATABASE_URL names the PostgreSQL server (it creates and drops its own database there).
import { startCluster } from './start-cluster.ts'

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}

const cluster = await startCluster({
  instances: Math.max(1, count('CLUSTER_INSTANCES', 3)),
  workers: count('CLUSTER_WORKERS', 2),
  postgresUrl: process.env.CLUSTER_DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  serveWeb: true,
})

process.stdout.write(
  [
    `Thumbforge cluster at ${cluster.proxyUrl} (nginx, round robin)`,
    ...cluster.instances.map(
      (instance) => `  ${instance.name}: ${instance.url} (pid ${instance.process.pid})`,
    ),
    ...cluster.workers.map((worker) => `  ${worker.name}: pid ${worker.pid}`),
    `  logs: ${cluster.dir}`,
    'Ctrl-C stops everything and removes its database, Redis keys and folders.',
    '',
  ].join('\n'),
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  process.stdout.write('Stopping…\n')
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
