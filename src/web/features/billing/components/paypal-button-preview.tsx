import type { ButtonStyles } from '#shared/billing/payments.ts'
import { cn } from '#web/lib/cn.ts'

const colours: Record<ButtonStyles['color'], string> = {
  gold: 'bg-[#ffc439] text-[#111]',
  blue: 'bg-[#0070ba] text-white',
  silver: 'bg-[#eeeeee] text-[#111]',
  white: 'border border-[#555] bg-white text-[#111]',
  black: 'bg-[#2c2e2f] text-white',
}

const labels: Record<ButtonStyles['label'], string> = {
  paypal: 'PayPal',
  checkout: 'PayPal Checkout',
  buynow: 'PayPal Buy Now',
  pay: 'Pay with PayPal',
}

/**
 * A picture of PayPal's buttons in the chosen style. The real buttons need PayPal's script and a
 * live client id; this shows the admin the effect of each choice without either.
 */
export function PaypalButtonPreview({ style }: { style: ButtonStyles }) {
  const shape = style.shape === 'pill' ? 'rounded-full' : 'rounded'
  return (
    <figure aria-label="Button preview" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className={cn('flex gap-2', style.layout === 'vertical' ? 'flex-col' : 'flex-row')}>
        <div
          className={cn(
            'flex h-11 flex-1 items-center justify-center font-semibold italic',
            shape,
            colours[style.color],
          )}
        >
          {labels[style.label]}
        </div>
        <div
          className={cn(
            'flex h-11 flex-1 items-center justify-center bg-[#2c2e2f] text-sm font-semibold text-white',
            shape,
          )}
        >
          Debit or Credit Card
        </div>
      </div>
      <figcaption className="mt-2 text-xs text-ink-muted">
        Preview: {style.layout}, {style.color}, {style.shape}, label "{style.label}"
      </figcaption>
    </figure>
  )
}
