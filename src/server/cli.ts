import { loadConfig, openDatabase, prepareDatabase } from './boot.ts'
import { runMigrations } from './db/migrate.ts'
import { makeAdmin } from './features/users/make-admin.ts'
import { lockDataDir } from './lib/data-dir-lock.ts'

const usage = `Usage: npm run cli -- <command>

Commands:
  make-admin EMAIL   give the account with this e-mail the Admin role
  migrate            apply database migrations
  seed               apply migrations and seed the defaults of an empty install`

/** Operator commands. They take the DATA_DIR lock, so stop the server first when on PGlite. */
async function main(argv: string[]) {
  const [command, arg] = argv
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`)
    return 0
  }
  if (!['make-admin', 'migrate', 'seed'].includes(command))
    throw new Error(`Unknown command "${command}"\n\n${usage}`)
  const config = loadConfig()
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase(config)
  try {
    switch (command) {
      case 'make-admin': {
        if (!arg) throw new Error('make-admin needs an e-mail address')
        await runMigrations(database)
        const found = await makeAdmin(database.db, arg)
        if (!found) throw new Error(`No account with the e-mail ${arg}`)
        process.stdout.write(`${arg} is now an Admin.\n`)
        return 0
      }
      case 'migrate':
        await runMigrations(database)
        process.stdout.write('Migrations applied.\n')
        return 0
      case 'seed':
        await prepareDatabase(config, database)
        process.stdout.write('Database migrated and seeded.\n')
        return 0
      default:
        throw new Error(`Unknown command "${command}"\n\n${usage}`)
    }
  } finally {
    await database.close()
    unlock()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
