import { z } from 'zod'

/**
 * Lists count at most this many entries: an exact `count(*)` reads every matching row, which at
 * 200,000 orders takes hundreds of milliseconds on every page. Past the cap a list says
 * '10,000+' and pages no deeper than the cap (a deep OFFSET reads every row it skips).
 */
export const COUNT_CAP = 10_000

/** The deepest page a list of `pageSize` entries a page serves: the one holding entry COUNT_CAP. */
export const deepestPage = (pageSize: number) => Math.ceil(COUNT_CAP / pageSize)

/** The refusal for a page past the cap, worded for the person who typed the address. */
export const pageBeyondCapMessage = (pageSize: number) =>
  `Only the first ${COUNT_CAP.toLocaleString('en-US')} entries can be paged through ` +
  `(page ${deepestPage(pageSize).toLocaleString('en-US')} at ${pageSize} a page). ` +
  'Narrow the search or the filters to reach the others.'

/** `?page=`: bad values answer 400, not a silent default; the cap itself is checked with the page size. */
export const pageField = z.coerce.number().int().min(1).max(COUNT_CAP).default(1)
export const pageSizeField = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback)

/** `?page=&pageSize=` on every paged list; bad values answer 400, not a silent default. */
export const pageQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(20),
})

/**
 * How many entries a list holds: exact up to COUNT_CAP; `totalCapped` true means more than
 * `total` (which is then COUNT_CAP), shown as '10,000+'.
 */
export const countShape = {
  total: z.number().int(),
  totalCapped: z.boolean(),
}
export type CappedCount = { total: number; totalCapped: boolean }

/** Every paged answer carries these beside its rows. */
export const pageInfoShape = {
  ...countShape,
  page: z.number().int(),
  pageSize: z.number().int(),
}

/** The pages a list offers: what it holds, but never past the deepest page. */
export function pageCountOf(count: CappedCount, pageSize: number): number {
  return Math.max(1, Math.min(Math.ceil(count.total / pageSize), deepestPage(pageSize)))
}

/** '23', '1,234', or '10,000+' past the cap. */
export function countText(count: CappedCount): string {
  const text = count.total.toLocaleString('en-US')
  return count.totalCapped ? `${text}+` : text
}
