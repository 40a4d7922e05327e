import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { isInstrumentDeclined } from '#shared/billing/orders.ts'
import type { PublicPaymentSettings as PaypalSettings } from '#shared/billing/payments.ts'
import { Loader } from '#web/components/ui/spinner.tsx'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { capturePayment, createPayment } from '#web/features/billing/api/pay-order.ts'
import { captureFailure } from '#web/features/billing/lib/capture-failure.ts'
import type { PaymentOutcome } from '#web/features/billing/lib/payment-outcome.ts'
import { isApiError } from '#web/lib/api.ts'

type Props = {
  kind: OrderKind
  orderId: string
  /** The order's own currency: the SDK must load in it, or PayPal refuses the order. */
  currency: string
  settings: PaypalSettings
  onOutcome: (outcome: PaymentOutcome, transactionId?: string) => void
}

/** PayPal asks to try another card; the buyer stays in the PayPal window instead of failing. */
const cardDeclined = (error: unknown) => isApiError(error) && isInstrumentDeclined(error.issues)

function Buttons({ kind, orderId, settings, onOutcome }: Props) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer()
  if (isPending) return <Loader label="Loading PayPal..." />
  if (isRejected) return <p role="alert">There was an error with PayPal. Please try again.</p>
  return (
    <PayPalButtons
      style={settings.buttonStyles}
      forceReRender={[orderId, settings.buttonStyles]}
      // Our server creates the PayPal order from its own price; the browser never sends an amount.
      createOrder={() => createPayment(kind, orderId)}
      onApprove={async (data, actions) => {
        try {
          const result = await capturePayment(kind, orderId, data.orderID)
          onOutcome(result.changed ? 'success' : 'unchanged')
        } catch (error) {
          if (cardDeclined(error)) {
            await actions.restart()
            return
          }
          const failure = captureFailure(error)
          onOutcome(failure.outcome, failure.transactionId)
        }
      }}
      onCancel={() => onOutcome('cancelled')}
      onError={() => onOutcome('providerError')}
    />
  )
}

/**
 * PayPal's buttons (JS SDK v5 components through @paypal/react-paypal-js). Loaded as its own chunk
 * only on the payment pages, so the SDK wrapper never weighs on other pages.
 */
export default function PaypalCheckout(props: Props) {
  const { settings } = props
  return (
    <PayPalScriptProvider
      options={{
        clientId: settings.clientId,
        currency: props.currency,
        intent: 'capture',
        components: 'buttons',
        environment: settings.mode === 'live' ? 'production' : 'sandbox',
      }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  )
}
