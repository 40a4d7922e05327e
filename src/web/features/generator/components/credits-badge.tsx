import { Coins } from 'lucide-react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'

/** The generator's Credits badge; below 1 credit it offers Buy Now (spec §2, Thumbnail generator). */
export function CreditsBadge({ credits }: { credits: number | null | undefined }) {
  const balance = credits ?? 0
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
        <Coins aria-hidden="true" className="size-4" />
        Credits:{' '}
        <span data-testid="generator-credits" className="tabular-nums">
          {balance.toLocaleString()}
        </span>
      </span>
      {balance < 1 && (
        <ButtonLink to={paths.user.selectPackage.getHref()} size="sm">
          Buy Now
        </ButtonLink>
      )}
    </div>
  )
}
