import { z } from 'zod'
import {
  type Package,
  type PackageInput,
  type PackagePointKey,
  packageMessages,
  packagePointKeys,
} from '#shared/billing/packages.ts'

/** The modal's wording: the shared words for the spec's rules, plus the two the text inputs add. */
export const packageFormMessages = {
  ...packageMessages,
  priceInvalid: 'Price must be a number with up to 2 decimals',
  validityNotNumber: 'Validity must be a whole number of days',
} as const

const point = z.string().trim().max(200)

/**
 * What the Add/Edit Package modal holds: text inputs, as the spec has them (price is typed in USD).
 * `toPackageInput` turns it into the API's shape with the price in cents.
 */
export const packageFormSchema = z.object({
  packageName: z.string().trim().min(1, packageFormMessages.nameRequired).max(100),
  price: z
    .string()
    .trim()
    .min(1, packageFormMessages.priceRequired)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, packageFormMessages.priceInvalid),
  credit: z
    .string()
    .trim()
    .min(1, packageFormMessages.creditRequired)
    .regex(/^\d{1,7}$/, packageFormMessages.creditNotNumber),
  validity: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, packageFormMessages.validityNotNumber),
  isPopular: z.boolean(),
  points: z.object(
    Object.fromEntries(packagePointKeys.map((key) => [key, point])) as Record<PackagePointKey, typeof point>,
  ),
})
export type PackageFormValues = z.input<typeof packageFormSchema>

const emptyPoints = () =>
  Object.fromEntries(packagePointKeys.map((key) => [key, ''])) as Record<PackagePointKey, string>

export function packageFormDefaults(pkg?: Package): PackageFormValues {
  if (!pkg)
    return { packageName: '', price: '', credit: '', validity: '30', isPopular: false, points: emptyPoints() }
  return {
    packageName: pkg.packageName,
    price: (pkg.priceCents / 100).toFixed(2),
    credit: String(pkg.credit),
    validity: String(pkg.validity),
    isPopular: pkg.isPopular,
    points: { ...emptyPoints(), ...pkg.points },
  }
}

/** The body of POST/PUT /api/packages; a blank validity means the spec's default of 30 days. */
export function toPackageInput(
  values: z.output<typeof packageFormSchema>,
): PackageInput & { points: Package['points'] } {
  const points: Package['points'] = {}
  for (const key of packagePointKeys) {
    const text = values.points[key].trim()
    if (text) points[key] = text
  }
  return {
    packageName: values.packageName,
    priceCents: Math.round(Number(values.price) * 100),
    credit: Number(values.credit),
    validity: values.validity === '' ? 30 : Number(values.validity),
    isPopular: values.isPopular,
    points,
  }
}
