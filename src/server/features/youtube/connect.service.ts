/**
 * Connecting a channel: the authorization-code flow with PKCE (issue 30, item 1). The `state` goes
 * to Google and comes back once; it is stored with the session that asked (a hash of its cookie) and
 * the PKCE verifier sealed, so a callback from another browser, a replay or a stale link connects
 * nothing. Either way the creator lands back on the YouTube page with a code saying what happened.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, lt } from 'drizzle-orm'
import {
  YOUTUBE_MAX_CHANNELS,
  type YoutubeCallbackError,
  type YoutubeSource,
  youtubeMessages,
} from '#shared/youtube/schemas.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { youtubeChannels, youtubeConnectStates } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { YoutubeContext } from './channel-call.ts'
import { sealTokens } from './channel-rows.ts'
import { YOUTUBE_SCOPES } from './google-oauth.ts'
import { reserveUnits } from './quota-ledger.ts'
import { YoutubeError } from './youtube-error.ts'
import { CALL_QUOTA_UNITS, type YoutubeChannelPort, type YoutubeTokens } from './youtube-port.ts'

/** How long the consent screen may take before its state is refused. */
export const CONNECT_STATE_TTL_MS = 15 * 60_000

/** A session as the connect flow binds to it: the hash of its cookie, never the cookie itself. */
export function sessionHashOf(cookieHeader: string | undefined): string {
  const token =
    /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? '')?.[1] ?? ''
  return createHash('sha256').update(decodeURIComponent(token)).digest('base64url')
}

async function channelCount(ctx: YoutubeContext, userId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(youtubeChannels)
    .where(eq(youtubeChannels.userId, userId))
  return row?.n ?? 0
}

export async function startConnect(
  ctx: YoutubeContext,
  user: SessionUser,
  sessionHash: string,
  source: YoutubeSource,
): Promise<{ url: string }> {
  const port = await ctx.ports.port(source, user.id)
  // At the limit only a reconnect can still be wanted; the callback then decides (limit there).
  const [reconnecting] = await ctx.db
    .select({ id: youtubeChannels.id })
    .from(youtubeChannels)
    .where(and(eq(youtubeChannels.userId, user.id), eq(youtubeChannels.status, 'reconnect')))
  if (!reconnecting && (await channelCount(ctx, user.id)) >= YOUTUBE_MAX_CHANNELS) {
    throw new AppError('CHANNEL_LIMIT', youtubeMessages.channelLimit)
  }
  await ctx.db
    .delete(youtubeConnectStates)
    .where(lt(youtubeConnectStates.createdAt, new Date(Date.now() - CONNECT_STATE_TTL_MS)))
  const state = randomBytes(24).toString('base64url')
  const started = await port.startConnect(state)
  await ctx.db.insert(youtubeConnectStates).values({
    state,
    userId: user.id,
    sessionHash,
    source,
    codeVerifierSealed: ctx.secrets.seal(started.codeVerifier),
  })
  return { url: started.url }
}

export interface CallbackQuery {
  code?: string
  state?: string
  error?: string
}

/** The page the browser goes back to: connected, or one of youtubeCallbackErrors' codes. */
export type CallbackOutcome = { connected: true } | { error: YoutubeCallbackError }

export async function finishConnect(
  ctx: YoutubeContext,
  user: SessionUser | null,
  sessionHash: string,
  query: CallbackQuery,
): Promise<CallbackOutcome> {
  if (!query.state) return { error: 'expired' }
  // Single use: taken out before anything else happens.
  const [pending] = await ctx.db
    .delete(youtubeConnectStates)
    .where(eq(youtubeConnectStates.state, query.state))
    .returning()
  const fresh = pending && Date.now() - pending.createdAt.getTime() < CONNECT_STATE_TTL_MS
  if (!pending || !fresh || !user || pending.userId !== user.id || pending.sessionHash !== sessionHash) {
    return { error: 'expired' }
  }
  if (query.error || !query.code) return { error: 'denied' }
  const port = await ctx.ports.port(pending.source, user.id)
  let tokens: YoutubeTokens | undefined
  try {
    const connected = await port.exchangeCode({
      code: query.code,
      codeVerifier: ctx.secrets.open(pending.codeVerifierSealed),
    })
    tokens = connected.tokens
    if (!YOUTUBE_SCOPES.every((scope) => connected.scopes.includes(scope))) {
      await revokeQuietly(port, tokens)
      return { error: 'missing-scope' }
    }
    return await keepChannel(ctx, port, user.id, pending.source, connected.tokens, connected.scopes)
  } catch (error) {
    if (error instanceof AppError && error.code === 'YOUTUBE_QUOTA') return { error: 'unavailable' }
    if (!(error instanceof YoutubeError)) throw error
    if (tokens) await revokeQuietly(port, tokens)
    if (error.reason === 'channelNotFound') return { error: 'no-channel' }
    return { error: error.kind === 'reconnect-needed' ? 'denied' : 'unavailable' }
  }
}

async function keepChannel(
  ctx: YoutubeContext,
  port: YoutubeChannelPort,
  userId: string,
  source: YoutubeSource,
  tokens: YoutubeTokens,
  scopes: string[],
): Promise<CallbackOutcome> {
  await reserveUnits(ctx.db, { source, userId, units: CALL_QUOTA_UNITS.channel })
  const answer = await port.channel(tokens)
  const grant = answer.tokens ?? tokens
  const channel = answer.value
  const values = {
    title: channel.title,
    uploadsPlaylistId: channel.uploadsPlaylistId,
    customThumbnails: channel.customThumbnails,
    status: 'connected' as const,
    tokensSealed: sealTokens(ctx.secrets, grant),
    scopes: scopes.join(' '),
    updatedAt: new Date(),
  }
  const [existing] = await ctx.db
    .select({ id: youtubeChannels.id })
    .from(youtubeChannels)
    .where(and(eq(youtubeChannels.userId, userId), eq(youtubeChannels.channelId, channel.id)))
  if (existing) {
    await ctx.db.update(youtubeChannels).set(values).where(eq(youtubeChannels.id, existing.id))
    return { connected: true }
  }
  if ((await channelCount(ctx, userId)) >= YOUTUBE_MAX_CHANNELS) {
    await revokeQuietly(port, grant)
    return { error: 'limit' }
  }
  await ctx.db.insert(youtubeChannels).values({ userId, source, channelId: channel.id, ...values })
  return { connected: true }
}

/** Ends a grant we will not keep; Google being down then leaves it to expire with nothing stored. */
export async function revokeQuietly(port: YoutubeChannelPort, tokens: YoutubeTokens) {
  try {
    await port.revoke(tokens)
  } catch {
    // Nothing of it is stored on our side either way.
  }
}
