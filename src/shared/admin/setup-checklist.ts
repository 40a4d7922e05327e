import { z } from 'zod'

/**
 * The setup checklist on the admin dashboard, in the order a new shop does them (issue 29 item 8).
 * `panel` is the Admin › Settings panel that holds the setting; items set in the environment or by
 * a command (APP_URL, SMTP_URL, the backup) have none and their detail says where instead.
 */
export const SETUP_ITEMS = [
  { id: 'app-url', title: 'Public address with HTTPS', panel: null },
  { id: 'paypal-live', title: 'PayPal live credentials', panel: 'paypal' },
  { id: 'paypal-webhook', title: 'PayPal webhook', panel: 'paypal' },
  { id: 'gemini-key', title: 'Gemini API key', panel: 'gemini' },
  { id: 'smtp', title: 'E-mail delivery (SMTP)', panel: null },
  { id: 'backup', title: 'A recent backup', panel: null },
  { id: 'google-client', title: 'Google OAuth client', panel: 'google' },
] as const

export type SetupItemId = (typeof SETUP_ITEMS)[number]['id']
export const SETUP_ITEM_IDS = SETUP_ITEMS.map((item) => item.id) as [SetupItemId, ...SetupItemId[]]

/** A backup older than this no longer counts as recent. */
export const BACKUP_MAX_AGE_DAYS = 7

/** One item's result: done or not, and in plain words what the server found. */
export const setupCheckSchema = z.object({
  id: z.enum(SETUP_ITEM_IDS),
  done: z.boolean(),
  detail: z.string(),
  checkedAt: z.string(),
})
export type SetupCheck = z.infer<typeof setupCheckSchema>

export const setupCheckParamsSchema = z.object({ id: z.enum(SETUP_ITEM_IDS) }).strict()
export const setupCheckQuerySchema = z.object({ fresh: z.enum(['1']).optional() }).strict()

export const testMailResultSchema = z.object({ message: z.string(), sentTo: z.string() })

/** What one feature's check found, before the checklist stamps it with its item and time. */
export type SetupFinding = Pick<SetupCheck, 'done' | 'detail'>
