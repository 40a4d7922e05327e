import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useItems } from '#web/features/billing/api/get-items.ts'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { ItemImage } from '#web/features/billing/components/item-image.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /items: the public catalogue of digital items; each card leads to its checkout. */
export function ItemsPage() {
  usePageTitle('Items')
  const items = useItems()
  const currency = useShopCurrency()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold">Digital Items</h1>
      <p className="mt-2 text-ink-muted">Templates and packs for creators. Buy once, open any time.</p>
      <div className="mt-8">
        {items.isPending ? (
          <Loader label="Loading items..." />
        ) : items.isError ? (
          <Alert>Error: {items.error.message}</Alert>
        ) : items.data.length === 0 ? (
          <p className="text-ink-muted">No items are on sale right now.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.data.map((item) => (
              <li key={item.id}>
                <Card className="flex h-full flex-col overflow-hidden">
                  <ItemImage src={item.imageUrl} alt={item.itemName} className="aspect-video w-full" />
                  <div className="flex flex-1 flex-col p-5">
                    <h2 className="text-lg font-semibold">{item.itemName}</h2>
                    <p className="mt-1 text-2xl font-extrabold tabular-nums">
                      {formatMoney(item.priceCents, currency)}
                    </p>
                    <ButtonLink
                      to={paths.itemBuy.getHref(item.id)}
                      className="mt-auto w-full"
                      aria-label={`Buy Now: ${item.itemName}`}
                    >
                      Buy Now
                    </ButtonLink>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
