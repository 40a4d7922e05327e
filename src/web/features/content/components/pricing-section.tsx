import { Check } from 'lucide-react'
import type { CSSProperties } from 'react'
import { type Package, packageBullets } from '#shared/billing/packages.ts'
import { CARD_ANIMATION_DURATION_MS, CARD_ANIMATION_STEP_MS } from '#shared/common/constants.ts'
import { formatMoney } from '#shared/common/money.ts'
import { homeMessages } from '#shared/content/messages.ts'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { usePublicPackages } from '#web/features/content/api/get-packages.ts'
import { SectionHeading } from '#web/features/content/components/section-status.tsx'
import { cn } from '#web/lib/cn.ts'
import { useShopPayments } from '#web/lib/shop-payments.ts'

/** Spec §2: the card at index 1, or any package marked isPopular, stands out. */
export const isHighlighted = (pkg: Package, index: number) => index === 1 || pkg.isPopular

function PackageCard({ pkg, index }: { pkg: Package; index: number }) {
  const highlighted = isHighlighted(pkg, index)
  const currency = useShopPayments()?.currency ?? 'USD'
  const animation: CSSProperties = {
    animationDelay: `${CARD_ANIMATION_STEP_MS * index}ms`,
    animationDuration: `${CARD_ANIMATION_DURATION_MS}ms`,
  }
  return (
    <li
      style={animation}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'flex flex-col rounded-card border p-8 shadow-card',
        'animate-[card-in_ease-out_both] motion-reduce:animate-none',
        highlighted
          ? 'border-brand-600 bg-night text-white ring-2 ring-brand-600'
          : 'border-slate-200 bg-surface',
      )}
    >
      <h3 className="text-xl font-bold">{pkg.packageName}</h3>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">{formatMoney(pkg.priceCents, currency)}</span>{' '}
        <span className={highlighted ? 'text-slate-300' : 'text-ink-muted'}>{currency}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {packageBullets(pkg.points).map((bullet) => (
          <li key={bullet} className="flex items-start gap-2">
            <Check
              aria-hidden="true"
              className={cn('mt-0.5 size-5 shrink-0', highlighted ? 'text-brand-400' : 'text-brand-600')}
            />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to={paths.buy.getHref(pkg.id)}
        variant={highlighted ? 'primary' : 'secondary'}
        className="mt-8 w-full"
      >
        {homeMessages.buyPlan}
      </ButtonLink>
    </li>
  )
}

/** 'Pricing Plans' / 'Affordable Pricing' (customer-side.md §2): loading, 'Error: …', or one card per package. */
export function PricingSection() {
  const { data, error, isPending } = usePublicPackages()
  return (
    <section aria-labelledby="pricing-heading" className="bg-canvas py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          subTitle={homeMessages.pricingSubTitle}
          title={homeMessages.pricingTitle}
        />
        {isPending ? (
          <p role="status" className="mt-12 text-center text-ink-muted">
            {homeMessages.pricingLoading}
          </p>
        ) : error ? (
          <p role="alert" className="mt-12 text-center font-medium text-red-700">
            {homeMessages.pricingError(error.message)}
          </p>
        ) : data.length === 0 ? (
          <p className="mt-12 text-center text-ink-muted">{homeMessages.pricingEmpty}</p>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {data.map((pkg, index) => (
              <PackageCard key={pkg.id} pkg={pkg} index={index} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
