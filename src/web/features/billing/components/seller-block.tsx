import { Ban } from 'lucide-react'
import { orderMessages } from '#shared/billing/orders.ts'

/** Sellers may not buy (spec §6); the server refuses their orders as well. */
export function SellerBlock() {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-semibold">{orderMessages.sellerCannotPurchase}</p>
    </div>
  )
}
