import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '#web/test/fetch-stub.ts'

// PayPal's buttons load PayPal's own script from paypal.com, which jsdom cannot run. The wrapper is
// replaced by a stand-in that hands the props to the test, so the handlers run as PayPal would
// call them, against our (stubbed) API.
type ButtonProps = {
  createOrder: () => Promise<string>
  onApprove: (data: { orderID: string }, actions: { restart: () => Promise<void> }) => Promise<void>
  onCancel: () => void
  onError: (error: unknown) => void
  style: unknown
}
const paypal = vi.hoisted(() => ({ props: null as ButtonProps | null, options: null as unknown }))
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children, options }: { children: ReactNode; options: unknown }) => {
    paypal.options = options
    return children
  },
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
  PayPalButtons: (props: ButtonProps) => {
    paypal.props = props
    return <div>PayPal buttons</div>
  },
}))

const { default: PaypalCheckout } = await import('#web/features/billing/components/paypal-checkout.tsx')

afterEach(() => vi.unstubAllGlobals())

const settings = {
  enabled: true,
  mode: 'sandbox' as const,
  clientId: 'client-abc',
  currency: 'EUR' as const,
  buttonStyles: { layout: 'horizontal', color: 'gold', shape: 'pill', label: 'pay' } as const,
  available: true,
  unavailableReason: null,
}

function renderButtons(kind: 'package' | 'item' = 'package') {
  const onOutcome = vi.fn()
  render(
    <PaypalCheckout
      kind={kind}
      orderId="AB12CD34"
      currency="GBP"
      settings={settings}
      onOutcome={onOutcome}
    />,
  )
  expect(screen.getByText('PayPal buttons')).toBeInTheDocument()
  return { onOutcome, buttons: paypal.props as ButtonProps }
}

const restart = () => vi.fn(async () => undefined)

describe('PayPal buttons', () => {
  it('load the v5 SDK buttons with the saved client id and button styles, in the order’s own currency', () => {
    const { buttons } = renderButtons()
    expect(paypal.options).toMatchObject({
      clientId: 'client-abc',
      currency: 'GBP',
      intent: 'capture',
      components: 'buttons',
      environment: 'sandbox',
    })
    expect(buttons.style).toEqual(settings.buttonStyles)
  })

  it('create the PayPal order through our server, sending no amount, and capture on approval', async () => {
    const fetchMock = stubFetch({
      'POST /api/orders/AB12CD34/payment': () => json(200, { paypalOrderId: 'PP-1' }),
      'POST /api/orders/AB12CD34/capture': () =>
        json(200, {
          changed: true,
          paymentStatus: 'Paid',
          orderStatus: 'Completed',
          paypalTransactionId: 'CAP-1',
        }),
    })
    const { buttons, onOutcome } = renderButtons()
    expect(await buttons.createOrder()).toBe('PP-1')
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}')
    await buttons.onApprove({ orderID: 'PP-1' }, { restart: restart() })
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ paypalOrderId: 'PP-1' })
    expect(onOutcome).toHaveBeenCalledWith('success')
  })

  it('restart when the card is declined, instead of failing the payment', async () => {
    stubFetch({
      'POST /api/item-orders/AB12CD34/capture': () =>
        json(402, {
          error: {
            code: 'PAYMENT_FAILED',
            message: 'Payment failed. Please try again.',
            issues: [{ path: 'paypal', message: 'INSTRUMENT_DECLINED' }],
          },
        }),
    })
    const { buttons, onOutcome } = renderButtons('item')
    const actions = { restart: restart() }
    await buttons.onApprove({ orderID: 'PP-2' }, actions)
    expect(actions.restart).toHaveBeenCalledOnce()
    expect(onOutcome).not.toHaveBeenCalled()
  })

  it('report an unverified capture with its transaction id, an already paid order as unchanged, cancel and errors', async () => {
    let answer = json(402, {
      error: {
        code: 'PAYMENT_FAILED',
        message: 'Payment could not be verified',
        issues: [{ path: 'paypalTransactionId', message: '8MC585209K746392H' }],
      },
    })
    stubFetch({ 'POST /api/orders/AB12CD34/capture': () => answer })
    const { buttons, onOutcome } = renderButtons()
    await buttons.onApprove({ orderID: 'PP-3' }, { restart: restart() })
    expect(onOutcome).toHaveBeenLastCalledWith('unverified', '8MC585209K746392H')

    answer = json(200, {
      changed: false,
      paymentStatus: 'Paid',
      orderStatus: 'Completed',
      paypalTransactionId: 'X',
    })
    await buttons.onApprove({ orderID: 'PP-3' }, { restart: restart() })
    expect(onOutcome).toHaveBeenLastCalledWith('unchanged')

    buttons.onCancel()
    expect(onOutcome).toHaveBeenLastCalledWith('cancelled')
    buttons.onError(new Error('popup closed'))
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith('providerError'))
  })
})
