import { z } from 'zod'

/** pointOne … pointTen: the feature bullets a package may carry (admin-and-items.md §3). */
export const packagePointKeys = [
  'pointOne',
  'pointTwo',
  'pointThree',
  'pointFour',
  'pointFive',
  'pointSix',
  'pointSeven',
  'pointEight',
  'pointNine',
  'pointTen',
] as const
export type PackagePointKey = (typeof packagePointKeys)[number]

export const MAX_PACKAGES = 3

/**
 * A package as the API returns it. Prices are integer cents on the wire; `price` in USD is for
 * display only. `points` holds the non-blank point fields, keyed as the spec names them.
 */
export const packageSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  priceCents: z.number().int(),
  credit: z.number().int(),
  validity: z.number().int(),
  isPopular: z.boolean(),
  points: z.partialRecord(z.enum(packagePointKeys), z.string()),
})
export type Package = z.infer<typeof packageSchema>

/** The Add/Edit Package words (admin-and-items.md §5: name, price, credit required; credit numeric). */
export const packageMessages = {
  nameRequired: 'Package name is required',
  priceRequired: 'Price is required',
  creditRequired: 'Credit is required',
  creditNotNumber: 'Credit must be a number',
  limitReached: 'Maximum 3 packages allowed',
  notFound: 'Package not found',
  deleted: 'Package deleted successfully',
  archived: 'Package archived: it is off sale, and the orders that name it keep it in their history',
} as const

/**
 * POST /api/packages and PUT /api/packages/{id} (admin). Price in cents; validity defaults to the
 * spec's 30 days; feature points are optional.
 */
export const packageInputSchema = z.object({
  packageName: z
    .string({ error: packageMessages.nameRequired })
    .trim()
    .min(1, packageMessages.nameRequired)
    .max(100),
  priceCents: z
    .number({ error: packageMessages.priceRequired })
    .int(packageMessages.priceRequired)
    .min(0)
    .max(100_000_000),
  credit: z
    .number({
      error: (issue) =>
        issue.input === undefined ? packageMessages.creditRequired : packageMessages.creditNotNumber,
    })
    .int(packageMessages.creditNotNumber)
    .min(0)
    .max(10_000_000),
  validity: z.number().int().min(0).max(100_000).default(30),
  isPopular: z.boolean().default(false),
  points: z.partialRecord(z.enum(packagePointKeys), z.string().trim().max(200)).default({}),
})
export type PackageInput = z.input<typeof packageInputSchema>

/** The bullets in key order (spec: each non-blank point field, in key order). */
export function packageBullets(points: Package['points']): string[] {
  return packagePointKeys.map((key) => points[key]?.trim() ?? '').filter((text) => text.length > 0)
}

/** '$19.00' style money from cents (USD, 2 decimals, as the spec shows prices). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}

/**
 * DELETE /api/packages/{id} (docs/decisions/008-package-delete-archives.md): a package any order
 * names is archived (off sale, kept for its orders); one no order names is deleted.
 */
export const packageDeleteResultSchema = z.object({ archived: z.boolean() })
export type PackageDeleteResult = z.infer<typeof packageDeleteResultSchema>
