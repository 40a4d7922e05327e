import { z } from 'zod'
import { type AdminItem, type ItemInput, itemInputSchema } from '#shared/billing/items.ts'

export const itemFormMessages = {
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number with up to 2 decimals',
} as const

/** The item modal: the shared item rules, with the price typed in USD instead of cents. */
export const itemFormSchema = itemInputSchema.omit({ priceCents: true }).extend({
  price: z
    .string()
    .trim()
    .min(1, itemFormMessages.priceRequired)
    .regex(/^\d{1,7}(\.\d{1,2})?$/, itemFormMessages.priceInvalid),
})
export type ItemFormValues = z.input<typeof itemFormSchema>

export const itemFormDefaults = (item?: AdminItem): ItemFormValues => ({
  itemName: item?.itemName ?? '',
  price: item ? (item.priceCents / 100).toFixed(2) : '',
  guidelines: item?.guidelines ?? '',
  accessUrl: item?.accessUrl ?? '',
  slug: item?.slug ?? '',
  itemId: item?.itemId ?? '',
  imageUrl: item?.imageUrl ?? '',
})

export function toItemInput(values: z.output<typeof itemFormSchema>): ItemInput {
  const { price, ...rest } = values
  return { ...rest, priceCents: Math.round(Number(price) * 100) }
}
