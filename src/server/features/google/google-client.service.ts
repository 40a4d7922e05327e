import { eq } from 'drizzle-orm'
import type { SetupFinding } from '#shared/admin/setup-checklist.ts'
import {
  type AdminGoogleClient,
  GOOGLE_CALLBACK_PATH,
  type GoogleClientInput,
  googleClientInputSchema,
  googleClientMessages,
} from '#shared/google/schemas.ts'
import type { Db } from '../../db/client.ts'
import { googleClient } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { createCache } from '../../lib/cache.ts'
import { maskSecret, type SecretBox } from '../../lib/secret-box.ts'

const CLIENT_ID = 'default'

/** The shop's Google OAuth client with its secret opened; null secret: unset or sealed under another APP_SECRET. */
export interface GoogleClient {
  clientId: string
  clientSecret: string | null
}

/** Both halves present: what Sign in with Google (and, later, the YouTube connection) needs. */
export type GoogleCredentials = { clientId: string; clientSecret: string }

export async function loadGoogleClient(db: Db, secrets: SecretBox): Promise<GoogleClient> {
  const [row] = await db.select().from(googleClient).where(eq(googleClient.id, CLIENT_ID))
  if (!row) return { clientId: '', clientSecret: null }
  let clientSecret: string | null = null
  if (row.clientSecretEncrypted) {
    try {
      clientSecret = secrets.open(row.clientSecretEncrypted)
    } catch {
      clientSecret = null
    }
  }
  return { clientId: row.clientId, clientSecret }
}

export const credentialsOf = (client: GoogleClient): GoogleCredentials | null =>
  client.clientId && client.clientSecret
    ? { clientId: client.clientId, clientSecret: client.clientSecret }
    : null

export function toAdminGoogleClient(client: GoogleClient, appUrl: string): AdminGoogleClient {
  return {
    clientId: client.clientId,
    clientSecretSet: client.clientSecret !== null,
    clientSecretMasked: client.clientSecret === null ? null : maskSecret(client.clientSecret),
    configured: credentialsOf(client) !== null,
    redirectUri: `${appUrl}${GOOGLE_CALLBACK_PATH}`,
    origin: new URL(appUrl).origin,
  }
}

/**
 * Saves the panel. A blank secret keeps the stored one; a blank client id clears both, which turns
 * Sign in with Google off. A new client id without any secret is refused: it could not work.
 */
export async function saveGoogleClient(db: Db, secrets: SecretBox, input: GoogleClientInput): Promise<void> {
  const parsed = googleClientInputSchema.parse(input)
  const stored = await loadGoogleClient(db, secrets)
  const clearing = parsed.clientId === ''
  if (!clearing && !parsed.clientSecret && stored.clientSecret === null) {
    throw new AppError('VALIDATION', googleClientMessages.secretRequired, [
      { path: 'clientSecret', message: googleClientMessages.secretRequired },
    ])
  }
  const values = {
    clientId: parsed.clientId,
    updatedAt: new Date(),
    ...(clearing
      ? { clientSecretEncrypted: null }
      : parsed.clientSecret
        ? { clientSecretEncrypted: secrets.seal(parsed.clientSecret) }
        : {}),
  }
  // The audit log sees whether a secret was set, never the secret or its ciphertext.
  noteAuditChange({
    entityId: CLIENT_ID,
    before: { clientId: stored.clientId, clientSecret: stored.clientSecret ? 'set' : null },
    after: {
      clientId: parsed.clientId,
      clientSecret: clearing ? null : parsed.clientSecret || stored.clientSecret ? 'set' : null,
    },
  })
  await db
    .insert(googleClient)
    .values({ id: CLIENT_ID, ...values })
    .onConflictDoUpdate({ target: googleClient.id, set: values })
}

/**
 * The client as sign-in reads it on every Google request: kept briefly in memory, dropped on this
 * instance when the panel saves; other instances see a change within the TTL.
 */
export interface GoogleClientSource {
  credentials(): Promise<GoogleCredentials | null>
  forget(): void
}

export function createGoogleClientSource(db: Db, secrets: SecretBox, ttlMs = 30_000): GoogleClientSource {
  const cache = createCache<{ value: GoogleCredentials | null }>({ max: 1, ttlMs })
  return {
    async credentials() {
      const entry = await cache.load('client', async () => ({
        value: credentialsOf(await loadGoogleClient(db, secrets)),
      }))
      return entry.value
    },
    forget: () => cache.forget('client'),
  }
}

/** The setup checklist's Google item: a client id with a secret this APP_SECRET opens. */
export async function checkGoogleClient(db: Db, secrets: SecretBox): Promise<SetupFinding> {
  const client = await loadGoogleClient(db, secrets)
  if (credentialsOf(client)) return { done: true, detail: `Sign in with Google uses ${client.clientId}.` }
  if (client.clientId) return { done: false, detail: 'The client ID is set; enter its secret again.' }
  return { done: false, detail: 'Enter the Google OAuth client to offer Sign in with Google.' }
}
