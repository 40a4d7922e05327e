import { generatorMessages } from '#shared/generator/defaults.ts'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'

const creditsWord = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'credit' : 'credits'}`

/**
 * Beside Generate Thumbnail: what the run will cost and what will be left, or, when the balance
 * cannot pay for it, the spec's insufficient-credits words with Buy Now instead of a button that fails.
 */
export function RunCost({ id, price, credits }: { id: string; price: number; credits: number }) {
  const left = credits - price
  if (left < 0) {
    return (
      <div id={id} className="flex flex-wrap items-center gap-3 text-sm font-medium text-red-800">
        <p>{generatorMessages.insufficientCredits}</p>
        <ButtonLink to={paths.user.selectPackage.getHref()} size="sm">
          Buy Now
        </ButtonLink>
      </div>
    )
  }
  return (
    <p id={id} className="text-sm text-ink-muted" data-testid="run-cost">
      This run costs <strong className="text-ink">{creditsWord(price)}</strong>; {creditsWord(left)} will be
      left.
    </p>
  )
}
