/** A creator's channels as the YouTube page lists them, and disconnecting one. */
import { eq } from 'drizzle-orm'
import { YOUTUBE_MAX_CHANNELS, YOUTUBE_SCOPE_WORDS, type YoutubeChannels } from '#shared/youtube/schemas.ts'
import { youtubeChannels } from '../../db/schema.ts'
import type { YoutubeContext } from './channel-call.ts'
import { listChannelRows, openTokens, ownedChannel, toChannelView } from './channel-rows.ts'
import { revokeQuietly } from './connect.service.ts'
import { channelFilesPrefix } from './publish.service.ts'

export async function listChannels(ctx: YoutubeContext, userId: string): Promise<YoutubeChannels> {
  const [rows, offers] = await Promise.all([listChannelRows(ctx.db, userId), ctx.ports.offers()])
  return {
    channels: rows.map(toChannelView),
    max: YOUTUBE_MAX_CHANNELS,
    offers,
    scopes: YOUTUBE_SCOPE_WORDS.map((words) => ({ ...words })),
  }
}

/**
 * Ends our access at Google, then deletes the grant, the kept originals and the timeline. A Google
 * that does not answer does not keep the creator connected against their wish: the grant we held is
 * gone from here either way, and Google lets it lapse unused.
 */
export async function disconnectChannel(ctx: YoutubeContext, userId: string, channelRowId: string) {
  const row = await ownedChannel(ctx.db, userId, channelRowId)
  const tokens = openTokens(ctx.secrets, row)
  if (tokens) {
    const port = await ctx.ports.port(row.source, userId).catch(() => undefined)
    if (port) await revokeQuietly(port, tokens)
  }
  await ctx.db.delete(youtubeChannels).where(eq(youtubeChannels.id, row.id))
  ctx.uploads.forget(row.id)
  await ctx.files.deletePrefix(channelFilesPrefix(row))
}
