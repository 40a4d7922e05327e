import { eq } from 'drizzle-orm'
import { checkPaypalLive, checkPaypalWebhook } from '#server/features/billing/index.ts'
import { checkGeminiSetup } from '#server/features/generator/index.ts'
import { checkGoogleClient } from '#server/features/google/index.ts'
import { BACKUP_MAX_AGE_DAYS, type SetupFinding, type SetupItemId } from '#shared/admin/setup-checklist.ts'
import type { AppConfig } from '../../config/config.ts'
import { isLocalUrl } from '../../config/local-url.ts'
import type { Db } from '../../db/client.ts'
import { setupRecords } from '../../db/schema.ts'
import { readBackupRecord } from '../../lib/backup-record.ts'
import type { SecretBox } from '../../lib/secret-box.ts'

export interface SetupDeps {
  db: Db
  secrets: SecretBox
  config: AppConfig
  now?: () => Date
}

/** The name of the setup record a delivered test mail leaves (POST .../test-mail). */
export const TEST_MAIL_RECORD = 'smtp-test-mail'

const DAY_MS = 86_400_000

function checkAppUrl({ config }: SetupDeps): SetupFinding {
  const url = new URL(config.appUrl)
  if (url.protocol !== 'https:')
    return {
      done: false,
      detail: `APP_URL is ${config.appUrl}: set it to the shop's public https:// address.`,
    }
  if (isLocalUrl(config.appUrl))
    return { done: false, detail: `APP_URL is ${config.appUrl}, which only this machine can reach.` }
  return { done: true, detail: `The shop answers at ${config.appUrl}.` }
}

async function checkSmtp({ db, config }: SetupDeps): Promise<SetupFinding> {
  if (!config.smtpUrl)
    return {
      done: false,
      detail: 'SMTP_URL is not set: mail stays in the outbox. Set it, restart, then send a test mail.',
    }
  const [record] = await db.select().from(setupRecords).where(eq(setupRecords.name, TEST_MAIL_RECORD))
  if (!record) return { done: false, detail: 'SMTP is set; send a test mail to prove it delivers.' }
  return {
    done: true,
    detail: `A test mail to ${record.detail} was delivered on ${record.happenedAt.toISOString()}.`,
  }
}

function checkBackup({ config, now = () => new Date() }: SetupDeps): SetupFinding {
  const record = readBackupRecord(config.dataDir)
  const how = config.databaseUrl
    ? 'Back up with pg_dump, then run: npm run cli -- note-backup'
    : 'Stop the server and run: npm run cli -- backup'
  if (!record) return { done: false, detail: `No backup recorded yet. ${how}` }
  const ageDays = (now().getTime() - Date.parse(record.at)) / DAY_MS
  if (ageDays > BACKUP_MAX_AGE_DAYS)
    return {
      done: false,
      detail: `The last backup (${record.at}) is over ${BACKUP_MAX_AGE_DAYS} days old. ${how}`,
    }
  return { done: true, detail: `Backed up on ${record.at} to ${record.where}.` }
}

/** Each item's check, run by the server itself; a check that throws reads as not done, with why. */
const CHECKS: Record<SetupItemId, (deps: SetupDeps) => SetupFinding | Promise<SetupFinding>> = {
  'app-url': checkAppUrl,
  'paypal-live': checkPaypalLive,
  'paypal-webhook': checkPaypalWebhook,
  'gemini-key': checkGeminiSetup,
  smtp: checkSmtp,
  backup: checkBackup,
  'google-client': ({ db, secrets }) => checkGoogleClient(db, secrets),
}

export async function runSetupCheck(deps: SetupDeps, id: SetupItemId): Promise<SetupFinding> {
  try {
    return await CHECKS[id](deps)
  } catch (error) {
    return {
      done: false,
      detail: `The check failed: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}
