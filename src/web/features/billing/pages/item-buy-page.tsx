import { useParams } from 'react-router'
import { ITEM_CHECKOUT_COUNTRIES } from '#shared/common/countries.ts'
import { Card } from '#web/components/ui/card.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useItem } from '#web/features/billing/api/get-item.ts'
import { BillingCard } from '#web/features/billing/components/billing-card.tsx'
import { CheckoutLoadError } from '#web/features/billing/components/checkout-load-error.tsx'
import { ItemImage } from '#web/features/billing/components/item-image.tsx'
import { PriceDetails } from '#web/features/billing/components/price-details.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /item-buy/{id}: item checkout (admin-and-items.md, Item checkout). */
export function ItemBuyPage() {
  usePageTitle('Complete Your Order | Quick and Easy Checkout', { exact: true })
  const { id = '' } = useParams()
  const { me, isResolving } = useMe()
  const item = useItem(id)

  if (item.isPending || isResolving) return <PageLoader />
  if (item.isError) {
    return (
      <CheckoutLoadError
        message="Failed to load item details"
        error={item.error}
        onRetry={() => void item.refetch()}
        backTo={paths.items.getHref()}
        backLabel="Back to Items"
      />
    )
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold">Complete Your Order</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card className="overflow-hidden" aria-labelledby="item-info-heading">
            <ItemImage src={item.data.imageUrl} alt={item.data.itemName} className="aspect-video w-full" />
            <div className="p-6">
              <h2 id="item-info-heading" className="text-xl font-bold">
                {item.data.itemName}
              </h2>
              <p className="text-sm text-ink-muted">Item ID: {item.data.itemId}</p>
            </div>
          </Card>
          <PriceDetails label="Item Price" priceCents={item.data.priceCents} />
        </div>
        <BillingCard
          kind="item"
          productId={item.data.id}
          me={me}
          countries={ITEM_CHECKOUT_COUNTRIES}
          pendingPath={`${paths.user.itemPendingPayment.getHref()}/`}
        />
      </div>
    </div>
  )
}
