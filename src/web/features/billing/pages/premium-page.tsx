import { ExternalLink, Lock } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useItemAccess, useOrderItemAccess } from '#web/features/billing/api/get-item-access.ts'
import { ItemImage } from '#web/features/billing/components/item-image.tsx'
import { isApiError } from '#web/lib/api.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export const NOT_AVAILABLE = 'This item is not available to you'

/** /premium/{slug}/{itemId}: what a paid buyer gets; anyone else learns only that it is not theirs. */
export function PremiumPage() {
  usePageTitle('Premium Item')
  const { itemId = '' } = useParams()
  // ?order= opens one order's item: the admin's read-only preview from Item Orders.
  const [params] = useSearchParams()
  const orderId = params.get('order')
  const byItem = useItemAccess(orderId ? '' : itemId)
  const byOrder = useOrderItemAccess(orderId)
  const access = orderId ? byOrder : byItem

  if (access.isPending) return <PageLoader />
  if (access.isError) {
    const refused = isApiError(access.error, 403) || isApiError(access.error, 404)
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <Card className="p-8 text-center">
          <Lock aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
          <h1 className="mt-4 text-2xl font-bold">{refused ? NOT_AVAILABLE : 'Something went wrong'}</h1>
          <p className="mt-2 text-ink-muted">
            {refused
              ? 'Only the buyer of a paid order can open this item. If you bought it, check that the payment went through.'
              : 'We could not load this item. Please try again.'}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.user.ordersHistory.getHref()}>My Orders</ButtonLink>
            <ButtonLink to={paths.items.getHref()} variant="secondary">
              Browse Items
            </ButtonLink>
          </div>
        </Card>
      </div>
    )
  }
  const item = access.data
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6">
      {item.adminPreview && (
        <p
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900"
        >
          Admin preview, read-only: this is what {item.adminPreview.customerEmail} sees for order{' '}
          {item.orderId} (payment: {item.adminPreview.paymentStatus}).
        </p>
      )}
      <Card className="overflow-hidden">
        <ItemImage src={item.imageUrl} alt={item.itemName} className="aspect-video w-full" />
        <div className="space-y-5 p-6">
          <div>
            <h1 className="text-3xl font-extrabold">{item.itemName}</h1>
            <p className="text-sm text-ink-muted">Order {item.orderId}</p>
          </div>
          <a
            href={item.accessUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'lg' })}
          >
            Open your item
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
          <section aria-labelledby="access-url-heading">
            <h2 id="access-url-heading" className="text-lg font-semibold">
              Access URL
            </h2>
            {/* Shown as text too, so the buyer can copy it into another browser or device. */}
            <p className="mt-2 font-mono text-sm break-all" data-testid="access-url">
              {item.accessUrl}
            </p>
          </section>
          <section aria-labelledby="guidelines-heading">
            <h2 id="guidelines-heading" className="text-lg font-semibold">
              Guidelines
            </h2>
            {item.guidelines.trim() ? (
              <p className="mt-2 whitespace-pre-wrap text-ink">{item.guidelines}</p>
            ) : (
              <Alert tone="success" className="mt-2">
                No special guidelines: open the item and enjoy.
              </Alert>
            )}
          </section>
        </div>
      </Card>
    </div>
  )
}
