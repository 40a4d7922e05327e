import { z } from 'zod'

/** The dashboard's "Health at a glance": what needs the operator's attention today. */
export const adminHealthSchema = z.object({
  mail: z.object({
    /** Waiting to be sent (without SMTP, every mail waits here). */
    queued: z.number().int(),
    /** Failed to send in the last 24 hours. */
    failed24h: z.number().int(),
    smtpConfigured: z.boolean(),
  }),
  geminiKeys: z.object({
    active: z.number().int(),
    /** Keys whose last call failed in the last 24 hours, with the error each gave. */
    failing: z.array(
      z.object({ name: z.string(), keyMask: z.string(), lastError: z.string(), at: z.string() }),
    ),
  }),
  /**
   * The last time every key failed at run time (last 24 hours), with the reason the creator was
   * spared, and what the generator does then ('refuse' refunds, 'offline' draws offline).
   */
  aiService: z.object({
    whenUnavailable: z.enum(['refuse', 'offline']),
    lastUnavailable: z.object({ reason: z.string(), at: z.string() }).nullable(),
  }),
  /** Generations that failed in the last 24 hours (each was refunded automatically). */
  failedGenerations24h: z.number().int(),
  /** Open tickets that report a generation whose credit has not been given back yet. */
  refundsPending: z.number().int(),
  /** Each engine this instance runs, at its last background probe, with the reason when it failed. */
  engines: z.array(
    z.object({
      name: z.enum(['database', 'redis', 'files', 'queue']),
      kind: z.string().optional(),
      ok: z.boolean(),
      latencyMs: z.number(),
      checkedAt: z.string(),
      error: z.string().optional(),
    }),
  ),
  /** Simulated (demo) payments over the revenue panel's 30 days: never counted as revenue. */
  simulated: z.object({ orders: z.number().int(), cents: z.number().int() }),
})
export type AdminHealth = z.infer<typeof adminHealthSchema>
