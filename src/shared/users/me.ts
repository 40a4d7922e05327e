import { z } from 'zod'
import { countShape } from '../common/paging.ts'
import { MEMBERSHIPS, ROLES } from '../common/roles.ts'

/** GET /api/me: the signed-in user as the app needs it. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  membership: z.enum(MEMBERSHIPS),
  membershipEndsAt: z.string().nullable(),
  creditBalance: z.number().int(),
  profileUrl: z.string().nullable(),
  // Account settings fields; a cached copy saved before they existed reads them as empty.
  aboutMe: z.string().nullable().default(null),
  address: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
})
export type Me = z.infer<typeof meSchema>

/** GET /api/me answers 200 either way: the user, or null for a signed-out visitor. */
export const meAnswerSchema = meSchema.nullable()

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** Who made it: an admin's name for their changes and refunds; null when the system did. */
  byName: z.string().nullable().default(null),
  /** The optional reason an admin gave. */
  note: z.string().nullable().default(null),
  /** The order it belongs to (a purchase, a refund of it), by its public order id. */
  orderId: z.string().nullable().default(null),
  /** The thumbnail run it paid for (a spend, or the refund of a failed one). */
  generationId: z.string().nullable().default(null),
  /** The order refund it took credits back for (or kept them, a goodwill refund), to explain it in words. */
  refund: z
    .object({ amountCents: z.number().int(), currency: z.string(), creditsKept: z.boolean() })
    .nullable()
    .default(null),
})
export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  ...countShape,
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>
