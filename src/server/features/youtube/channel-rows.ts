/**
 * A creator's connected channels as stored (youtube_channel). The grant is sealed at rest and opened
 * only to make a call; no view of a row carries it.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { YoutubeChannel } from '#shared/youtube/schemas.ts'
import type { Db } from '../../db/client.ts'
import { youtubeChannels } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { YoutubeTokens } from './youtube-port.ts'

export type ChannelRow = typeof youtubeChannels.$inferSelect

export const listChannelRows = (db: Db, userId: string) =>
  db
    .select()
    .from(youtubeChannels)
    .where(eq(youtubeChannels.userId, userId))
    .orderBy(asc(youtubeChannels.createdAt))

/** The caller's own channel; anyone else's (an admin's included) is 404, as if it did not exist. */
export async function ownedChannel(db: Db, userId: string, id: string): Promise<ChannelRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Channel')
  const [row] = await db
    .select()
    .from(youtubeChannels)
    .where(and(eq(youtubeChannels.id, id), eq(youtubeChannels.userId, userId)))
  if (!row) throw notFound('Channel')
  return row
}

export const sealTokens = (secrets: SecretBox, tokens: YoutubeTokens) => secrets.seal(JSON.stringify(tokens))

export function openTokens(secrets: SecretBox, row: Pick<ChannelRow, 'tokensSealed'>): YoutubeTokens | null {
  try {
    return JSON.parse(secrets.open(row.tokensSealed)) as YoutubeTokens
  } catch {
    // Sealed under another APP_SECRET: the grant is lost to us, and the creator must reconnect.
    return null
  }
}

export async function saveTokens(db: Db, secrets: SecretBox, id: string, tokens: YoutubeTokens) {
  await db
    .update(youtubeChannels)
    .set({ tokensSealed: sealTokens(secrets, tokens), updatedAt: new Date() })
    .where(eq(youtubeChannels.id, id))
}

export async function markReconnect(db: Db, id: string) {
  await db
    .update(youtubeChannels)
    .set({ status: 'reconnect', updatedAt: new Date() })
    .where(eq(youtubeChannels.id, id))
}

export function toChannelView(row: ChannelRow): YoutubeChannel {
  return {
    id: row.id,
    channelId: row.channelId,
    title: row.title,
    source: row.source,
    status: row.status,
    customThumbnails: row.customThumbnails,
    connectedAt: row.createdAt.toISOString(),
  }
}
