import { formatMoney } from '#shared/common/money.ts'
import { Card } from '#web/components/ui/card.tsx'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'

/** Price Details: the processing fee is 0, so the total equals the price (spec §9), in the shop's currency. */
export function PriceDetails({ label, priceCents }: { label: string; priceCents: number }) {
  const currency = useShopCurrency()
  return (
    <Card className="p-6" aria-labelledby="price-details-heading">
      <h2 id="price-details-heading" className="text-lg font-semibold">
        Price Details
      </h2>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <div className="flex justify-between py-2">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium">{formatMoney(priceCents, currency)}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="text-ink-muted">Processing Fee</dt>
          <dd className="font-medium">{formatMoney(0, currency)}</dd>
        </div>
        <div className="flex justify-between py-2">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold">
            {formatMoney(priceCents, currency)} {currency}
          </dd>
        </div>
      </dl>
    </Card>
  )
}
