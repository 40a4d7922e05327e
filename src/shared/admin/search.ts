import { z } from 'zod'

/** `?q=`: at least 2 characters, so one letter never reads whole tables. */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search').max(100),
})

const orderHit = z.object({
  orderId: z.string(),
  productName: z.string(),
  itemCode: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  paymentStatus: z.string(),
  paypalTransactionId: z.string().nullable(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
})

/** The back office's one search box: the first few of each kind that match (`more` when there are others). */
export const adminSearchResultSchema = z.object({
  users: z.object({
    more: z.boolean(),
    hits: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
  }),
  orders: z.object({ more: z.boolean(), hits: z.array(orderHit) }),
  itemOrders: z.object({ more: z.boolean(), hits: z.array(orderHit) }),
  tickets: z.object({
    more: z.boolean(),
    hits: z.array(
      z.object({
        id: z.string(),
        subject: z.string(),
        userName: z.string(),
        userEmail: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
})
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>
export type OrderHit = z.infer<typeof orderHit>

/** How many of each kind the search box shows. */
export const SEARCH_HITS_PER_KIND = 5
