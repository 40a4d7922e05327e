import { z } from 'zod'

/** `?page=&pageSize=` on every paged list; bad values answer 400, not a silent default. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
