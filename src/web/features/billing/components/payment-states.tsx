import { CircleAlert, SearchX, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'

export const paymentPageTexts = {
  notFoundTitle: 'Order Not Found',
  notFound: "We couldn't find the order you're looking for. Please check the order ID and try again.",
  unavailableTitle: 'Payment Unavailable',
  unavailable:
    'PayPal payments are currently unavailable. Please contact support for alternative payment methods.',
  orderLoadFailed: 'Failed to load order details. Please check the URL or try again.',
  settingsLoadFailed: 'Failed to load payment gateway settings. Please contact support.',
} as const

function StateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100">
          {icon}
        </div>
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <div className="mt-2 text-ink-muted">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions}
          <ButtonLink to={paths.home.getHref()} variant={actions ? 'secondary' : 'primary'}>
            Return to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  )
}

export function OrderNotFound() {
  return (
    <StateCard
      icon={<SearchX aria-hidden="true" className="size-6" />}
      title={paymentPageTexts.notFoundTitle}
    >
      {paymentPageTexts.notFound}
    </StateCard>
  )
}

export function PaymentUnavailable() {
  return (
    <StateCard
      icon={<Wallet aria-hidden="true" className="size-6" />}
      title={paymentPageTexts.unavailableTitle}
    >
      <p>{paymentPageTexts.unavailable}</p>
    </StateCard>
  )
}

export function PaymentLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StateCard
      icon={<CircleAlert aria-hidden="true" className="size-6 text-red-700" />}
      title="Something went wrong"
      actions={<Button onClick={onRetry}>Retry</Button>}
    >
      <p role="alert">{message}</p>
    </StateCard>
  )
}
