import { Check } from 'lucide-react'
import { type Package, packageBullets } from '#shared/billing/packages.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'
import { useShopCurrency } from '#web/features/billing/api/get-paypal-settings.ts'
import { cn } from '#web/lib/cn.ts'

/** A package for sale, leading to its checkout (/buy/{id}). */
export function PackageOfferCard({ pkg, highlighted }: { pkg: Package; highlighted: boolean }) {
  const currency = useShopCurrency()
  return (
    <Card className={cn('flex flex-col p-6', highlighted && 'border-brand-500 ring-2 ring-brand-500')}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-xl font-bold">{pkg.packageName}</h2>
        {highlighted && <Badge tone="brand">Popular</Badge>}
      </div>
      <p className="mt-3 text-3xl font-extrabold tabular-nums">
        {formatMoney(pkg.priceCents, currency)}{' '}
        <span className="text-base font-medium text-ink-muted">{currency}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {pkg.credit.toLocaleString()} credits · valid {pkg.validity} days
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        {packageBullets(pkg.points).map((text) => (
          <li key={text} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {text}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={paths.buy.getHref(pkg.id)}
        className="mt-auto w-full"
        aria-label={`Buy The Plan: ${pkg.packageName}`}
      >
        Buy The Plan
      </ButtonLink>
    </Card>
  )
}
