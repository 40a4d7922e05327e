import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { prepareDatabase } from '#server/boot.ts'
import { openPostgres } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { cleanUpScope, testTempDir } from '../support/clean-up.ts'
import { createAdmin, nextIp } from '../support/factories.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { testDatabaseName } from '../support/test-database.ts'

// PostgreSQL only (vitest.config.ts `postgresOnly`): roles and table ownership are what it proves.
const serverUrl = process.env.TEST_DATABASE_URL ?? ''
const recipe = readFileSync('deploy/postgres-app-role.sql', 'utf8')

/** `postgres://role@host/db`: trust auth on the test server, so no password. */
function urlAs(role: string, database: string): string {
  const url = new URL(databaseUrl(serverUrl, database))
  url.username = role
  url.password = ''
  return url.toString()
}

async function asRole(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

describe('deploy/postgres-app-role.sql: the runtime role cannot rewrite the audit log', () => {
  it('migrates as the owner, runs the app as the restricted role, and refuses every way around the trigger', {
    timeout: 300_000,
  }, async () => {
    const cleanUp = cleanUpScope()
    const name = testDatabaseName()
    const owner = `${name}_owner`
    const appRole = `${name}_app`
    // Newest first: the database goes before the roles that own things in it.
    cleanUp(() => adminQuery(serverUrl, `drop role if exists ${owner}, ${appRole}`))
    await adminQuery(serverUrl, `create role ${owner} login`)
    await adminQuery(serverUrl, `create role ${appRole} login`)
    cleanUp(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`))
    await adminQuery(serverUrl, `create database ${name} owner ${owner}`)
    const ownerUrl = urlAs(owner, name)
    const appUrl = urlAs(appRole, name)

    // The recipe's steps: `npm run db:migrate` as the owner, then the grants as the owner.
    const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'migrate'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: ownerUrl,
        DATA_DIR: testTempDir('audit-role'),
        NODE_ENV: 'development',
      },
    })
    expect(migrate.status, migrate.stderr).toBe(0)
    await asRole(ownerUrl, recipe.replaceAll('thumbforge_owner', owner).replaceAll('thumbforge_app', appRole))

    // The app starts as the restricted role (migrations up to date, seed, job queue) and serves.
    const database = openPostgres(appUrl, 5)
    cleanUp(() => database.close())
    const config = testConfig()
    await prepareDatabase(config, database)
    const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    cleanUp(() => app.close())
    await app.ready()
    sendSameOriginByDefault(app, config)

    const admin = await createAdmin(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/items',
      payload: { itemName: 'Role pack', priceCents: 500, accessUrl: 'https://example.test/pack' },
      headers: { cookie: admin.cookie },
      remoteAddress: nextIp(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const logged = await asRole(
      appUrl,
      `select actor_id, action from audit_log where actor_id = '${admin.id}'`,
    )
    expect(logged.rows).toEqual([{ actor_id: admin.id, action: 'POST /api/items' }])

    const refused: Record<string, RegExp> = {
      'alter table audit_log disable trigger audit_log_append_only': /must be owner/,
      'alter table audit_log disable trigger all': /must be owner/,
      'drop trigger audit_log_append_only on audit_log': /must be owner/,
      'drop table audit_log': /must be owner/,
      [`alter table audit_log owner to ${appRole}`]: /must be owner/,
      "update audit_log set action = 'forged'": /permission denied/,
      'delete from audit_log': /permission denied/,
      'truncate audit_log': /permission denied/,
      // Replica mode skips ordinary triggers; only a superuser may set it.
      'set session_replication_role = replica': /permission denied/,
      'create schema tamper': /permission denied/,
    }
    const outcomes: Record<string, string> = {}
    for (const statement of Object.keys(refused)) {
      outcomes[statement] = await asRole(appUrl, statement).then(
        () => 'allowed',
        (error: Error) => error.message,
      )
    }
    for (const [statement, expected] of Object.entries(refused))
      expect(outcomes[statement], statement).toMatch(expected)

    const after = await asRole(appUrl, `select action from audit_log where actor_id = '${admin.id}'`)
    expect(after.rows).toEqual([{ action: 'POST /api/items' }])

    // An upgrade started before the owner migrated stops with the command to run, not a stack trace.
    await asRole(
      ownerUrl,
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    )
    await expect(runMigrations(database)).rejects.toThrow(
      /1 database migration\(s\) are pending.*npm run db:migrate/,
    )
  })
})
