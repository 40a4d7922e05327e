import { z } from 'zod'
import { itemOrderSchema, orderSchema } from '../billing/orders.ts'
import { adminUserSchema } from './schemas.ts'

/** How many of each list the customer view shows (newest first); the credit history pages on its own. */
export const CUSTOMER_VIEW_LIMIT = 20

/** GET /api/users/{id}: one customer as the operator sees them (admin). */
export const customerViewSchema = z.object({
  // The users list's row, with what only this page shows.
  profile: adminUserSchema.extend({
    membershipEndsAt: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  orders: z.array(z.discriminatedUnion('kind', [orderSchema, itemOrderSchema])),
  tickets: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      status: z.string(),
      priority: z.string(),
      createdAt: z.string(),
    }),
  ),
  generations: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      /** The words on the picture (thumbnailTitle); null when it has none. */
      title: z.string().nullable(),
      category: z.string(),
      /** The list-sized copy (`?size=small`), which admins may read; null until there is a picture. */
      imageUrl: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      status: z.string(),
      provider: z.string(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  generationCounts: z.object({ total: z.number().int(), failed: z.number().int() }),
  messages: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      sentAt: z.string(),
      sentByName: z.string().nullable(),
    }),
  ),
  /** Which lists hold more than the newest CUSTOMER_VIEW_LIMIT, so the page says it shows only those. */
  more: z.object({
    orders: z.boolean(),
    tickets: z.boolean(),
    generations: z.boolean(),
    messages: z.boolean(),
  }),
})
export type CustomerView = z.infer<typeof customerViewSchema>
