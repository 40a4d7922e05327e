import { FlaskConical } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { simulatePayment } from '#web/features/billing/api/pay-order.ts'
import { captureFailure } from '#web/features/billing/lib/capture-failure.ts'
import type { PaymentOutcome } from '#web/features/billing/lib/payment-outcome.ts'

/**
 * Simulated mode (offline demos and browser tests; never in production): one clearly labelled button
 * that stands in for PayPal's approval. The server runs the same capture and grant path.
 */
export function SimulatedCheckout({
  kind,
  orderId,
  onOutcome,
}: {
  kind: OrderKind
  orderId: string
  onOutcome: (outcome: PaymentOutcome, transactionId?: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const approve = async () => {
    setBusy(true)
    try {
      const result = await simulatePayment(kind, orderId)
      onOutcome(result.changed ? 'success' : 'unchanged')
    } catch (error) {
      const failure = captureFailure(error)
      onOutcome(failure.outcome, failure.transactionId)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <FlaskConical aria-hidden="true" className="size-4" />
        Simulated payments
      </p>
      <p className="text-sm text-amber-900">
        PayPal runs in simulated mode on this install: no money moves. The button below stands in for PayPal's
        approval, and the server completes the order exactly as it would after a real capture.
      </p>
      <Button className="w-full" disabled={busy} onClick={() => void approve()}>
        {busy && <Spinner className="size-4" />}
        {busy ? 'Processing...' : 'Simulate PayPal approval'}
      </Button>
    </div>
  )
}
