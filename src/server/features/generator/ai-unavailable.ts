import { geminiKeyMessages, generatorMessages } from '#shared/generator/defaults.ts'
import type { Db } from '../../db/client.ts'
import { aiSettings } from '../../db/schema.ts'
import { ProviderError } from '../../providers/ai/provider-error.ts'

/**
 * Whether a failed image call means the service itself could not be used (every key refused,
 * rate-limited, overloaded or unreachable, or none could be opened) rather than this request's
 * content (a safety block, an answer with no image). Only the first kind gets the plain
 * 'unavailable' message and the admin's fallback: a blocked prompt would be blocked again.
 */
export function isServiceUnavailable(error: unknown): error is ProviderError {
  if (!(error instanceof ProviderError)) return false
  if (error.httpStatus !== null) return true
  const { message } = error
  return (
    message.startsWith(generatorMessages.apiError('network', '')) ||
    message === generatorMessages.noApiKeys ||
    message === geminiKeyMessages.loadFailed
  )
}

/** Kept for the operator's health panel: the creator is told only that the service is unavailable. */
export async function noteUnavailable(db: Db, reason: string): Promise<void> {
  const now = new Date()
  await db
    .insert(aiSettings)
    .values({ id: 'default', lastUnavailableReason: reason, lastUnavailableAt: now })
    .onConflictDoUpdate({
      target: aiSettings.id,
      set: { lastUnavailableReason: reason, lastUnavailableAt: now },
    })
}
