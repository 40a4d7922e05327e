import { Check } from 'lucide-react'
import { useParams } from 'react-router'
import { packageBullets } from '#shared/billing/packages.ts'
import { COUNTRIES } from '#shared/common/countries.ts'
import { Card } from '#web/components/ui/card.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { usePackage } from '#web/features/billing/api/get-package.ts'
import { BillingCard } from '#web/features/billing/components/billing-card.tsx'
import { CheckoutLoadError } from '#web/features/billing/components/checkout-load-error.tsx'
import { PriceDetails } from '#web/features/billing/components/price-details.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /buy/{id}: package checkout (customer-side.md, Package checkout). */
export function BuyPage() {
  usePageTitle('Checkout')
  const { id = '' } = useParams()
  const { me, isResolving } = useMe()
  const pkg = usePackage(id)

  if (pkg.isPending || isResolving) return <PageLoader />
  if (pkg.isError) {
    return (
      <CheckoutLoadError
        message="Failed to fetch package"
        error={pkg.error}
        onRetry={() => void pkg.refetch()}
        backTo={paths.user.selectPackage.getHref()}
        backLabel="Back to Packages"
      />
    )
  }
  const bullets = packageBullets(pkg.data.points)
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold">Checkout</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card className="p-6" aria-labelledby="package-info-heading">
            <h2 id="package-info-heading" className="text-lg font-semibold">
              Package Information
            </h2>
            <p className="mt-3 text-xl font-bold">{pkg.data.packageName}</p>
            <p className="text-sm text-ink-muted">
              {pkg.data.credit.toLocaleString()} credits · valid {pkg.data.validity} days
            </p>
            {bullets.length > 0 && (
              <ul className="mt-4 space-y-2 text-sm">
                {bullets.map((text) => (
                  <li key={text} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    {text}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <PriceDetails label="Package Price" priceCents={pkg.data.priceCents} />
        </div>
        <BillingCard
          kind="package"
          productId={pkg.data.id}
          me={me}
          countries={COUNTRIES}
          pendingPath={`${paths.user.packagePendingPayment.getHref()}/`}
        />
      </div>
    </div>
  )
}
