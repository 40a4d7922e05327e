import type { UseQueryResult } from '@tanstack/react-query'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { usePaypalSettings } from '#web/features/billing/api/get-paypal-settings.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { type PaymentOrderView, PaymentScreen } from '#web/features/billing/components/payment-screen.tsx'
import {
  OrderNotFound,
  PaymentLoadError,
  PaymentUnavailable,
  paymentPageTexts,
} from '#web/features/billing/components/payment-states.tsx'
import { isApiError } from '#web/lib/api.ts'

/** Loads the order and the payment settings, then shows the state the spec lists for the result. */
export function PaymentGate<T>({
  kind,
  order,
  toView,
}: {
  kind: OrderKind
  order: UseQueryResult<T>
  toView: (order: T) => PaymentOrderView
}) {
  const settings = usePaypalSettings()
  if (order.isPending || settings.isPending) return <PageLoader />
  if (order.isError) {
    // Someone else's order answers 404 too, so a guessed id learns nothing.
    if (isApiError(order.error, 404)) return <OrderNotFound />
    return (
      <PaymentLoadError message={paymentPageTexts.orderLoadFailed} onRetry={() => void order.refetch()} />
    )
  }
  if (settings.isError) {
    return (
      <PaymentLoadError
        message={paymentPageTexts.settingsLoadFailed}
        onRetry={() => void settings.refetch()}
      />
    )
  }
  if (!settings.data.available) return <PaymentUnavailable />
  return <PaymentScreen kind={kind} order={toView(order.data)} settings={settings.data} />
}
