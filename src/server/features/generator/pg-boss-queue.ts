import type { FastifyBaseLogger } from 'fastify'
import { type JobInsert, PgBoss } from 'pg-boss'
import type { AppConfig } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import { rawSqlOn } from '../../db/positional-sql.ts'
import type { InvalidationBus } from '../../lib/invalidation-bus.ts'
import { createBatchSignals, type GenerationJob, type GenerationQueue } from './generation-queue.ts'

const QUEUE = 'generation'
/** Where pg-boss moves a job whose retry also lost its lease: its handler refunds. */
const LOST_QUEUE = 'generation-lost'

/**
 * The queue on pg-boss, over the app's own database connection (pg-boss's bring-your-own `db`), so
 * the embedded PGlite and PostgreSQL run the same engine (decision 024). pg-boss keeps its tables
 * in the `pgboss` schema and creates them at start when `npm run db:migrate` has not.
 *
 * A job's lease is pg-boss's `expireInSeconds`: a job still active past it is failed by the
 * maintenance pass and, with `retryLimit: 1`, retried once; a retry that expires too goes to the
 * dead-letter queue, whose handler fails the image and refunds it.
 */
export async function createPgBossQueue(
  database: Database,
  config: AppConfig['jobs'],
  log: FastifyBaseLogger,
  /** Carries "this run changed" to the event streams, on this instance and, with Redis, the others. */
  bus: InvalidationBus,
): Promise<GenerationQueue> {
  const boss = await startBoss(database, config, (error) => log.error({ err: error }, 'job queue error'))
  const queueOptions = queueOptionsFor(config)

  const workOptions = { pollingIntervalSeconds: config.pollSeconds, batchSize: 1 }
  const signals = createBatchSignals(bus)
  let working = false
  const localWorkers: string[] = []
  // This process's idle slots start on new jobs now, not at their next poll.
  const wake = () => {
    for (const id of localWorkers) boss.notifyWorker(id)
  }
  let reconciling: NodeJS.Timeout | undefined
  return {
    ...signals,
    async enqueue(jobs, options = {}) {
      // One insert: every image of a run is queued, or none is; in the caller's transaction when
      // given one (pg-boss's bring-your-own `db` per call), so it commits with the run.
      await boss.insert(
        QUEUE,
        jobs.map((data) => ({
          data,
          ...(options.delaySeconds ? { startAfter: String(Math.ceil(options.delaySeconds)) } : {}),
          ...queueOptions,
        })) as JobInsert[],
        options.tx ? { db: { executeSql: rawSqlOn(options.tx) } } : {},
      )
      // Jobs inserted in a transaction are not there for the workers until it commits: `wake`.
      if (!options.delaySeconds && !options.tx) wake()
    },
    wake,
    async liveJobs(generationIds) {
      if (generationIds.length === 0) return new Set()
      // pg-boss's states: created, retry and active are still to run; a job in the lost queue
      // is the refund itself. Completed, cancelled and failed jobs will never settle the image.
      const { rows } = await database.raw(
        `SELECT DISTINCT data->>'generationId' AS id FROM pgboss.job
          WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')
            AND data->>'generationId' = ANY($2::text[])`,
        [[QUEUE, LOST_QUEUE], generationIds],
      )
      return new Set((rows as { id: string }[]).map((row) => row.id))
    },
    async work(handlers) {
      working = true
      // One pg-boss worker per slot, each fetching one job at a time. pg-boss waits out the rest of
      // its polling interval after a job; a slot that just finished one asks for the next at once
      // instead, so a queue with work never idles a slot (notifyWorker skips that wait).
      for (let slot = 0; slot < config.concurrency; slot++) {
        let id = ''
        id = await boss.work<GenerationJob>(QUEUE, workOptions, async ([job]) => {
          if (!job) return
          await handlers.run(job.data)
          boss.notifyWorker(id)
        })
        localWorkers.push(id)
      }
      await boss.work<GenerationJob>(LOST_QUEUE, workOptions, async ([job]) => {
        if (job) await handlers.lost(job.data)
      })
      // Every process that works the queue reconciles: the handlers' updates are conditional and
      // the refunds keyed, so two processes reconciling at once still settle an image once.
      const reconcile = () =>
        handlers.reconcile().catch((error: unknown) => log.error({ err: error }, 'reconciliation failed'))
      await reconcile()
      reconciling = setInterval(reconcile, config.maintenanceSeconds * 1000)
      reconciling.unref()
    },
    async check() {
      // One row by primary key in pg-boss's own table: cheap, and proves its schema is reachable.
      if (!(await boss.getQueue(QUEUE))) throw new Error(`the ${QUEUE} queue is missing`)
    },
    async stop({ graceMs }) {
      clearInterval(reconciling)
      // Graceful: no new fetches, running jobs get graceMs, and whatever is still running is
      // failed back to the queue (pg-boss's failWip), where its one retry runs on another worker.
      await boss.stop({ graceful: working, timeout: graceMs, close: false })
    },
  }
}

function queueOptionsFor(config: AppConfig['jobs']) {
  return { retryLimit: 1, retryDelay: 0, expireInSeconds: config.leaseSeconds, deadLetter: LOST_QUEUE }
}

/** pg-boss started, its schema created or brought up to date, and both queues in place. */
async function startBoss(
  database: Database,
  config: AppConfig['jobs'],
  onError: (error: Error) => void,
  options: { supervise?: boolean } = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.raw(text, values) },
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    // pg-boss 12 fails expired leases in its supervise pass's monitor step, each on its own clock
    // (60 s by default); the lease check keeps the one interval operators set, as on pg-boss 10.
    superviseIntervalSeconds: config.maintenanceSeconds,
    monitorIntervalSeconds: config.maintenanceSeconds,
    // No cron jobs here; the scheduler's clock checks would only add queries.
    schedule: false,
    supervise: options.supervise ?? true,
    // Every instance and worker starts this; pg-boss's advisory lock lets one create the schema.
    migrate: true,
  })
  boss.on('error', onError)
  await boss.start()
  await boss.createQueue(LOST_QUEUE)
  const queueOptions = queueOptionsFor(config)
  await boss.createQueue(QUEUE, queueOptions)
  // createQueue keeps an existing queue's settings; a changed lease must still apply.
  await boss.updateQueue(QUEUE, queueOptions)
  return boss
}

/**
 * `npm run db:migrate` on PostgreSQL: creates or updates pg-boss's schema and queues as the role
 * that runs migrations, so a runtime role without DDL rights finds them in place (pg-boss's start
 * and createQueue then only read and insert; deploy/postgres-app-role.sql).
 */
export async function installJobQueue(database: Database, config: AppConfig['jobs']): Promise<void> {
  let failure: Error | undefined
  const boss = await startBoss(
    database,
    config,
    (error) => {
      failure ??= error
    },
    { supervise: false },
  )
  await boss.stop({ graceful: false, close: false })
  if (failure) throw failure
}
