import { Alert } from '#web/components/ui/alert.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { usePackages } from '#web/features/billing/api/get-packages.ts'
import { PackageOfferCard } from '#web/features/billing/components/package-offer-card.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/select-package (Upgrade Package): the packages for sale inside the user area. */
export function SelectPackagePage() {
  usePageTitle('Upgrade Package')
  const packages = usePackages()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Upgrade Package</h1>
      <p className="mt-1 text-ink-muted">Pick a credit package; you pay on the next screen.</p>
      <div className="mt-6">
        {packages.isPending ? (
          <Loader label="Loading packages..." />
        ) : packages.isError ? (
          <Alert>Error: {packages.error.message}</Alert>
        ) : packages.data.length === 0 ? (
          <p className="text-ink-muted">No packages are on sale right now.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {packages.data.map((pkg, index) => (
              // Spec (Pricing section): the card at index 1, or any isPopular package, is highlighted.
              <PackageOfferCard key={pkg.id} pkg={pkg} highlighted={pkg.isPopular || index === 1} />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
