import { desc, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { geminiKeys, googleClient, paymentSettings } from '../db/schema.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { ConfigError } from './env.ts'

/** Enough rows to find one that opens, however many keys an operator re-entered by hand. */
const KEYS_TRIED = 20

/** Each kind of value sealed in the database, and how to read its sealed forms. */
const sealedKinds = [
  {
    name: 'the PayPal client secret',
    read: async (db: Db) =>
      (
        await db
          .select({ sealed: paymentSettings.clientSecretEncrypted })
          .from(paymentSettings)
          .where(isNotNull(paymentSettings.clientSecretEncrypted))
      ).map((row) => row.sealed ?? ''),
  },
  {
    name: 'the Google client secret',
    read: async (db: Db) =>
      (
        await db
          .select({ sealed: googleClient.clientSecretEncrypted })
          .from(googleClient)
          .where(isNotNull(googleClient.clientSecretEncrypted))
      ).map((row) => row.sealed ?? ''),
  },
  {
    name: 'the Gemini keys',
    read: async (db: Db) =>
      (
        await db
          .select({ sealed: geminiKeys.keyEncrypted })
          .from(geminiKeys)
          .orderBy(desc(geminiKeys.updatedAt))
          .limit(KEYS_TRIED)
      ).map((row) => row.sealed),
  },
]

/** This instance's secret is not the one the database's secrets were sealed under. */
export class SealedSecretsError extends ConfigError {}

function opens(secrets: SecretBox, sealed: string): boolean {
  try {
    secrets.open(sealed)
    return true
  } catch {
    return false
  }
}

/**
 * Several instances share one database, so they must share APP_SECRET: an instance started with
 * another secret would sign sessions the others refuse and would find the PayPal secret and the
 * Gemini keys unreadable only when a buyer pays or a creator generates. It stops at start instead.
 * A kind counts as readable when one of its values opens: a single key re-entered under another
 * secret is the key pool's business (it marks that key), not a wrong secret.
 */
export async function assertSecretOpensSealedValues(db: Db, secrets: SecretBox): Promise<void> {
  const unreadable: string[] = []
  for (const kind of sealedKinds) {
    const values = await kind.read(db)
    if (values.length > 0 && !values.some((sealed) => opens(secrets, sealed))) unreadable.push(kind.name)
  }
  if (unreadable.length === 0) return
  throw new SealedSecretsError(
    `This instance's APP_SECRET cannot open ${unreadable.join(' or ')} stored in the database: ` +
      'they were sealed under another secret.\n' +
      'Start it with the same APP_SECRET as the instances that share this database (or, on one ' +
      'machine without APP_SECRET, restore DATA_DIR/secret.key from the backup of this data). ' +
      'If that secret is lost for good, run `npm run cli -- forget-sealed-secrets` with the new ' +
      'secret, then enter the PayPal and Google secrets and the Gemini keys again in Admin › Settings.',
  )
}

/**
 * The way out when the old secret is lost for good: drops the sealed values this secret cannot
 * open (the PayPal and Google client secrets are cleared, unreadable Gemini keys are deleted), so the instance
 * starts and the operator enters them again. Values that open are kept. Returns what it dropped.
 */
export async function forgetUnreadableSecrets(
  db: Db,
  secrets: SecretBox,
): Promise<{ paypalSecret: boolean; googleSecret: boolean; geminiKeys: number }> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ sealed: paymentSettings.clientSecretEncrypted })
      .from(paymentSettings)
      .where(isNotNull(paymentSettings.clientSecretEncrypted))
    const paypalSecret = settings?.sealed ? !opens(secrets, settings.sealed) : false
    if (paypalSecret) await tx.update(paymentSettings).set({ clientSecretEncrypted: null })
    const [google] = await tx
      .select({ sealed: googleClient.clientSecretEncrypted })
      .from(googleClient)
      .where(isNotNull(googleClient.clientSecretEncrypted))
    const googleSecret = google?.sealed ? !opens(secrets, google.sealed) : false
    if (googleSecret) await tx.update(googleClient).set({ clientSecretEncrypted: null })
    const keys = await tx.select({ id: geminiKeys.id, sealed: geminiKeys.keyEncrypted }).from(geminiKeys)
    const lost = keys.filter((key) => !opens(secrets, key.sealed)).map((key) => key.id)
    if (lost.length > 0) await tx.delete(geminiKeys).where(inArray(geminiKeys.id, lost))
    return { paypalSecret, googleSecret, geminiKeys: lost.length }
  })
}
