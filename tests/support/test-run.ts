import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { adminQuery } from '#server/db/postgres-admin.ts'

/**
 * What one test run owns outside its own process, and how a later run finds what a crashed run
 * left behind. Names carry the run: `.tmp/runs/<pid>-<hex>/` on disk, and on PostgreSQL
 * `thumbforge_tpl_r<id>`, `thumbforge_test_r<id>_<hex>` and the cluster launcher's
 * `thumbforge_cluster_r<id>` (scripts/cluster). A run is alive while its process is
 * (folders), or while its marker connection is open (databases: a dead process's connection
 * closes with it, and this also holds when the server is shared by several machines).
 */

const legacySnapshot = /^pglite-snapshot-(\d+)\.tar$/
const runDatabase = /^thumbforge_(?:test|tpl|cluster)_r([0-9a-f]+)(?:_|$)/
const markerPrefix = 'thumbforge-test-r'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else, so it is not ours to judge.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A fresh folder for this run, after removing those of runs whose process is gone. */
export function createRunDir(tmpRoot = path.resolve('.tmp')): string {
  const runsRoot = path.join(tmpRoot, 'runs')
  mkdirSync(runsRoot, { recursive: true })
  for (const entry of readdirSync(runsRoot)) {
    const pid = Number(entry.split('-')[0])
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
      rmSync(path.join(runsRoot, entry), { recursive: true, force: true })
    }
  }
  // Snapshots from before runs had their own folder.
  for (const entry of readdirSync(tmpRoot)) {
    const pid = Number(legacySnapshot.exec(entry)?.[1])
    if (pid && !isAlive(pid)) rmSync(path.join(tmpRoot, entry), { force: true })
  }
  const dir = path.join(runsRoot, `${process.pid}-${randomBytes(4).toString('hex')}`)
  mkdirSync(dir)
  return dir
}

export interface PostgresRun {
  id: string
  /** Drops the run's databases that are still there, then ends the marker connection. */
  finish(): Promise<void>
}

/**
 * Opens this run's marker connection, then drops the databases of runs whose marker is gone. The
 * marker opens before this run creates anything, so no run ever sees another's database
 * without its marker.
 */
export async function startPostgresRun(url: string): Promise<PostgresRun> {
  const id = randomBytes(4).toString('hex')
  const marker = new pg.Client({ connectionString: url, application_name: `${markerPrefix}${id}` })
  await marker.connect()
  await dropDatabases(url, marker, (names, live) => staleRunDatabases(names, live, id))
  return {
    id,
    async finish() {
      try {
        await dropDatabases(url, marker, (names) => names.filter((name) => runOf(name) === id))
      } finally {
        await marker.end()
      }
    },
  }
}

const runOf = (database: string) => runDatabase.exec(database)?.[1]

/** The databases of runs other than `ownRunId` whose marker connection is gone. */
export function staleRunDatabases(names: string[], liveRunIds: Set<string>, ownRunId: string): string[] {
  return names.filter((name) => {
    const runId = runOf(name)
    return runId !== undefined && runId !== ownRunId && !liveRunIds.has(runId)
  })
}

async function dropDatabases(
  url: string,
  marker: pg.Client,
  choose: (names: string[], liveRunIds: Set<string>) => string[],
) {
  const { rows: live } = await marker.query<{ name: string }>(
    'select application_name as name from pg_stat_activity where application_name like $1',
    [`${markerPrefix}%`],
  )
  const liveRunIds = new Set(live.map((row) => row.name.slice(markerPrefix.length)))
  const { rows } = await marker.query<{ name: string }>(
    "select datname as name from pg_database where datname like 'thumbforge\\_%'",
  )
  const names = rows.map((row) => row.name)
  for (const name of choose(names, liveRunIds)) {
    try {
      await adminQuery(url, `drop database if exists ${name} with (force)`)
    } catch (error) {
      // Two runs starting together may sweep the same leftover; only a database still there is a failure.
      const { rowCount } = await marker.query('select 1 from pg_database where datname = $1', [name])
      if (rowCount) throw error
    }
  }
}
