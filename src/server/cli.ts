import { installJobQueue } from '#server/features/generator/index.ts'
import { makeAdmin } from '#server/features/users/index.ts'
import { loadConfig, openDatabase, prepareDatabase } from './boot.ts'
import type { AppConfig } from './config/config.ts'
import { forgetUnreadableSecrets } from './config/sealed-secrets-check.ts'
import { runMigrations } from './db/migrate.ts'
import { backupDataDir } from './lib/backup-data-dir.ts'
import { writeBackupRecord } from './lib/backup-record.ts'
import { lockDataDir } from './lib/data-dir-lock.ts'
import { restrictDataDirModes } from './lib/data-dir-modes.ts'
import { createSecretBox } from './lib/secret-box.ts'
import { copyDataDirFiles } from './providers/files/migrate-files-report.ts'

const usage = `Usage: npm run cli -- <command>

Commands:
  backup [DEST]      copy DATA_DIR (database, files, secret.key) into DEST (default ./backups)
                     as thumbforge-backup-<time>; PGlite only, with the server stopped
  make-admin EMAIL   give the account with this e-mail the Admin role
  note-backup        record that the shop was backed up now (after a pg_dump), for the admin's
                     setup checklist (backup records its own)
  forget-sealed-secrets
                     drop the PayPal secret and Gemini keys this APP_SECRET cannot open (sealed
                     under a secret that is lost), so the server starts; enter them again after
  migrate            apply database migrations (on PostgreSQL, the job queue's schema too)
  migrate-files      copy DATA_DIR/files into the S3 bucket (S3_*); keys already there are kept
  seed               apply migrations and seed the defaults of an empty install`

/** Operator commands. They take the DATA_DIR lock, so stop the server first when on PGlite. */
async function main(argv: string[]) {
  const [command, arg] = argv
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`)
    return 0
  }
  if (
    ![
      'backup',
      'note-backup',
      'make-admin',
      'forget-sealed-secrets',
      'migrate',
      'migrate-files',
      'seed',
    ].includes(command)
  )
    throw new Error(`Unknown command "${command}"\n\n${usage}`)
  process.umask(0o077)
  const config = loadConfig()
  if (command === 'backup') return backup(config, arg ?? 'backups')
  if (command === 'note-backup') {
    writeBackupRecord(config.dataDir, 'noted by hand (npm run cli -- note-backup)')
    process.stdout.write('Recorded a backup made now.\n')
    return 0
  }
  // Files only: no database and no DATA_DIR lock, so it can run once while the old server still
  // serves from disk and again after it stops, copying only what changed in between.
  if (command === 'migrate-files') return migrateFilesCommand(config)
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase(config).catch((error: unknown) => {
    unlock()
    throw error
  })
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
      case 'forget-sealed-secrets': {
        await runMigrations(database)
        const dropped = await forgetUnreadableSecrets(database.db, createSecretBox(config.secret))
        process.stdout.write(
          `Dropped ${dropped.paypalSecret ? 'the PayPal client secret and ' : ''}` +
            `${dropped.googleSecret ? 'the Google client secret and ' : ''}` +
            `${dropped.geminiKeys} Gemini key(s) this APP_SECRET cannot open.\n`,
        )
        return 0
      }
      case 'migrate':
        await runMigrations(database)
        // The job queue's schema too, so a runtime role without DDL rights can start (docs/security.md).
        if (database.kind === 'postgres') await installJobQueue(database, config.jobs)
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
    restrictDataDirModes(config.dataDir)
    unlock()
  }
}

function backup(config: AppConfig, dest: string) {
  if (config.databaseUrl)
    throw new Error(
      'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, and copy DATA_DIR/files ' +
        'and secret.key (or keep APP_SECRET) yourself. See README, "Back up and restore".',
    )
  const unlock = lockDataDir(config.dataDir)
  try {
    const target = backupDataDir(config.dataDir, dest)
    writeBackupRecord(config.dataDir, target)
    process.stdout.write(`Backed up ${config.dataDir} to ${target}\n`)
    if (config.s3)
      process.stdout.write(
        `The files are in the S3 bucket ${config.s3.bucket}, not in this backup: back it up with the store's own tools.\n`,
      )
    return 0
  } finally {
    unlock()
  }
}

async function migrateFilesCommand(config: AppConfig) {
  if (!config.s3)
    throw new Error(
      'migrate-files copies DATA_DIR/files into an S3 bucket, and S3 is not configured: set S3_ENDPOINT, ' +
        'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see README, "Files in an S3 bucket").',
    )
  const result = await copyDataDirFiles(config.dataDir, config.s3)
  process.stdout.write(`${result}\n`)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
