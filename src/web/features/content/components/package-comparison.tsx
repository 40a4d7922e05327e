import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Package } from '#shared/billing/packages.ts'
import { formatMoney } from '#shared/common/money.ts'
import { usePublicPackages } from '#web/features/content/api/get-packages.ts'
import { SectionHeading } from '#web/features/content/components/section-status.tsx'
import { useShopPayments } from '#web/lib/shop-payments.ts'

type Row = { label: string; cell: (pkg: Package, currency: string) => ReactNode }

// On a phone the tick alone, so three packages fit beside the labels; the word stays for screen readers.
const included = (
  <span className="inline-flex items-center gap-1.5">
    <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600 sm:size-4" />
    <span className="sr-only sm:not-sr-only">Included</span>
  </span>
)

/**
 * What each package gives, side by side. Computed from the packages themselves (not their
 * bullets), so a price the operator changes shows here at once; the last rows are the same in
 * every column because every account has every feature.
 */
const rows: Row[] = [
  { label: 'Price', cell: (pkg, currency) => formatMoney(pkg.priceCents, currency) },
  { label: 'Thumbnail credits', cell: (pkg) => pkg.credit.toLocaleString('en-US') },
  {
    label: 'Price per thumbnail',
    cell: (pkg, currency) =>
      pkg.credit > 0 ? formatMoney(Math.round(pkg.priceCents / pkg.credit), currency) : '—',
  },
  { label: 'Premium membership', cell: (pkg) => `${pkg.validity} days` },
  { label: 'Credits expire', cell: () => 'Never' },
  { label: '4K, style reference, personas', cell: () => included },
  { label: 'Free text re-edits', cell: () => included },
]

/** The /pricing page's comparison; shows nothing until the package list (shared with the cards) is in. */
export function PackageComparison() {
  const { data } = usePublicPackages()
  const currency = useShopPayments()?.currency ?? 'USD'
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="comparison-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="comparison-heading" subTitle="Compare" title="What each package gives" />
        {/* Focusable, so a keyboard can scroll it sideways on a narrow phone. */}
        <section
          aria-label="Comparison table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-10 overflow-x-auto rounded-card border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">Packages compared</caption>
            <thead className="bg-canvas">
              <tr>
                <td className="p-2 sm:p-4" />
                {data.map((pkg) => (
                  <th key={pkg.id} scope="col" className="p-2 font-bold sm:p-4">
                    {pkg.packageName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="p-2 font-medium text-ink-muted sm:p-4">
                    {row.label}
                  </th>
                  {data.map((pkg) => (
                    <td key={pkg.id} className="p-2 sm:p-4">
                      {row.cell(pkg, currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  )
}
