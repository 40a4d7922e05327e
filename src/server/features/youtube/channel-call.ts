/**
 * One call to a connected channel, with everything every call needs: the grant opened, the day's
 * units reserved before it goes out (and any extra recorded after), a refreshed grant kept, a grant
 * Google no longer honours marked 'Reconnect needed' (never failing silently), and YouTube's refusal
 * turned into the API's error with the creator's words.
 */
import type { ErrorCode } from '#shared/common/errors.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ChannelPorts } from './channel-ports.ts'
import { type ChannelRow, markReconnect, openTokens, saveTokens } from './channel-rows.ts'
import { recordExtraUnits, reserveUnits } from './quota-ledger.ts'
import type { UploadsCache } from './uploads-cache.ts'
import { YOUTUBE_MESSAGES, YoutubeError, type YoutubeErrorKind } from './youtube-error.ts'
import type { YoutubeAnswer, YoutubeChannelPort, YoutubeTokens } from './youtube-port.ts'

export type YoutubeContext = Pick<AppDeps, 'db' | 'secrets' | 'files'> & {
  ports: ChannelPorts
  uploads: UploadsCache
  /** How long a thumbnail test's slot stays claimed by a tick that has not set it (decision 058). */
  claimLeaseMs: number
}

const CODE_FOR: Record<YoutubeErrorKind, ErrorCode> = {
  'reconnect-needed': 'YOUTUBE_RECONNECT',
  'custom-thumbnails-not-allowed': 'YOUTUBE_NOT_VERIFIED',
  'image-refused': 'YOUTUBE_IMAGE_REFUSED',
  'video-gone': 'YOUTUBE_VIDEO_GONE',
  'quota-exceeded': 'YOUTUBE_QUOTA',
  unavailable: 'YOUTUBE_UNAVAILABLE',
}

export const toAppError = (error: YoutubeError) => new AppError(CODE_FOR[error.kind], error.message)

export async function callChannel<T>(
  ctx: YoutubeContext,
  row: ChannelRow,
  units: number,
  run: (port: YoutubeChannelPort, tokens: YoutubeTokens) => Promise<YoutubeAnswer<T>>,
): Promise<T> {
  if (row.status === 'reconnect') throw new AppError('YOUTUBE_RECONNECT', YOUTUBE_MESSAGES.reconnect)
  const tokens = openTokens(ctx.secrets, row)
  if (!tokens) {
    await markReconnect(ctx.db, row.id)
    throw new AppError('YOUTUBE_RECONNECT', YOUTUBE_MESSAGES.reconnect)
  }
  const port = await ctx.ports.port(row.source, row.userId, row.clockOffsetMs)
  const spend = { source: row.source, userId: row.userId }
  await reserveUnits(ctx.db, { ...spend, units })
  try {
    const answer = await run(port, tokens)
    if (answer.tokens) await saveTokens(ctx.db, ctx.secrets, row.id, answer.tokens)
    await recordExtraUnits(ctx.db, { ...spend, units: answer.quotaUnits - units })
    return answer.value
  } catch (error) {
    if (!(error instanceof YoutubeError)) throw error
    await recordExtraUnits(ctx.db, { ...spend, units: error.quotaUnits - units })
    if (error.kind === 'reconnect-needed') await markReconnect(ctx.db, row.id)
    throw toAppError(error)
  }
}
