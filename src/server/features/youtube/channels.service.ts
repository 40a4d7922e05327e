/** A creator's channels as the YouTube page lists them, and disconnecting one. */
import { eq } from 'drizzle-orm'
import { YOUTUBE_MAX_CHANNELS, YOUTUBE_SCOPE_WORDS, type YoutubeChannels } from '#shared/youtube/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { youtubeChannels } from '../../db/schema.ts'
import type { YoutubeContext } from './channel-call.ts'
import { createChannelPorts } from './channel-ports.ts'
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

/**
 * For deleting an account (issue 30, item 8): the grants it gave us, read while its rows still
 * exist, and revoked at Google by the function returned once the account is gone (its rows go with
 * it by cascade). Read first and revoked after, so a deletion that is refused revokes nothing.
 */
export async function accountGrantsToRevoke(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config' | 'google' | 'files' | 'images'>,
  userId: string,
): Promise<() => Promise<void>> {
  const grants = (await listChannelRows(deps.db, userId)).flatMap((row) => {
    const tokens = openTokens(deps.secrets, row)
    return tokens ? [{ source: row.source, tokens }] : []
  })
  return async () => {
    const ports = createChannelPorts(deps)
    for (const grant of grants) {
      const port = await ports.port(grant.source, userId).catch(() => undefined)
      if (port) await revokeQuietly(port, grant.tokens)
    }
  }
}
