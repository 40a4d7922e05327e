import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  itemOrder as itemOrderFixture,
  packageOrder,
} from '#web/features/billing/components/order-fixtures.ts'
import { ItemPayNowPage } from '#web/features/billing/pages/item-pay-now-page.tsx'
import { PayNowPage } from '#web/features/billing/pages/pay-now-page.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// The page shows the address default ('Not specified') for this customer, so it has none.
const buyer = {
  orderId: 'AB12CD34',
  paymentId: 'ZX98YW76',
  customerName: 'Mia Member',
  customerEmail: 'mia@example.com',
  address: '',
}
const order = packageOrder(1, buyer)
const itemOrder = itemOrderFixture(1, buyer)

const settings = (patch: Record<string, unknown> = {}) => ({
  enabled: true,
  mode: 'simulated',
  clientId: '',
  currency: 'USD',
  buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'pay' },
  available: true,
  unavailableReason: null,
  ...patch,
})

const captured = (changed: boolean) =>
  json(200, { changed, paymentStatus: 'Paid', orderStatus: 'Completed', paypalTransactionId: 'SIM-1' })

const renderPage = (entry = '/pay-now/AB12CD34') =>
  renderApp({
    routes: [
      { path: '/pay-now/:orderId', element: <PayNowPage /> },
      { path: '/item-pay-now/:orderId', element: <ItemPayNowPage /> },
      { path: '/user/subscription-history', element: <h1>Subscription History</h1> },
      { path: '/user/orders-history', element: <h1>Order History</h1> },
      { path: '/user/dashboard', element: <h1>Dashboard home</h1> },
    ],
    initialEntries: [entry],
  })

/** Lets the stubbed fetches and React settle while timers are fake. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('payment page states', () => {
  it("shows 'Order Not Found' for an unknown (or someone else's) order", async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
      'GET /api/paypal-settings': () => json(200, settings()),
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "We couldn't find the order you're looking for. Please check the order ID and try again.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  it("shows 'Payment Unavailable' when payments are off", async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(200, order),
      'GET /api/paypal-settings': () => json(200, settings({ enabled: false, available: false })),
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Payment Unavailable' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'PayPal payments are currently unavailable. Please contact support for alternative payment methods.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Simulate PayPal approval' })).not.toBeInTheDocument()
  })

  it('shows an error with Retry and Return to Home when the order cannot load', async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }),
      'GET /api/paypal-settings': () => json(200, settings()),
    })
    renderPage()
    expect(
      await screen.findByText('Failed to load order details. Please check the URL or try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument()
  })

  it('shows the order, customer and details cards with the spec defaults', async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () =>
        json(200, { ...order, packageName: '', productName: '', paymentStatus: '' }),
      'GET /api/paypal-settings': () => json(200, settings()),
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomePayment')
    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(within(summary).getByRole('heading', { name: 'Digital Product' })).toBeInTheDocument()
    expect(within(summary).getByText('Order ID: AB12CD34')).toBeInTheDocument()
    expect(within(summary).getByText('PENDING')).toBeInTheDocument()
    const customer = screen.getByRole('region', { name: 'Customer Information' })
    expect(within(customer).getByText('Address').nextSibling).toHaveTextContent('Not specified')
    expect(within(customer).getByText('Country').nextSibling).toHaveTextContent('Germany')
    const details = screen.getByRole('region', { name: 'Order Details' })
    expect(within(details).getByText('Credits').nextSibling).toHaveTextContent('100')
    expect(within(details).getByText('Total').nextSibling).toHaveTextContent('$19.00 USD')
    expect(screen.getByRole('link', { name: 'Support Team' })).toHaveAttribute('href', '/contact')
  })

  it('shows the order in the currency it was placed in, whatever the settings say now', async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(200, { ...order, currency: 'EUR' }),
      'GET /api/paypal-settings': () => json(200, settings({ currency: 'GBP' })),
    })
    renderPage()
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(summary).toHaveTextContent('€19.00 EUR')
    const details = screen.getByRole('region', { name: 'Order Details' })
    expect(within(details).getByText('Package Price').nextSibling).toHaveTextContent('€19.00')
    expect(within(details).getByText('Total').nextSibling).toHaveTextContent('€19.00 EUR')
    expect(screen.queryByText(/\$|USD|GBP|£/)).toBeNull()
  })

  it('offers payment again on an order PayPal denied', async () => {
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(200, { ...order, paymentStatus: 'Denied' }),
      'GET /api/paypal-settings': () => json(200, settings()),
    })
    renderPage()
    expect(await screen.findByRole('button', { name: /Simulate PayPal approval/ })).toBeInTheDocument()
    expect(screen.queryByText('This order has already been paid.')).toBeNull()
  })
})

describe('after a simulated payment', () => {
  const payWith = async (simulate: () => Response, entry?: string) => {
    const fetchMock = stubFetch({
      'GET /api/orders/AB12CD34': () => json(200, order),
      'GET /api/item-orders/AB12CD34': () => json(200, itemOrder),
      'GET /api/paypal-settings': () => json(200, settings()),
      'POST /api/orders/AB12CD34/simulate': simulate,
      'POST /api/item-orders/AB12CD34/simulate': simulate,
      'GET /api/me': () => json(200, member),
    })
    const view = renderPage(entry)
    const button = await screen.findByRole('button', { name: 'Simulate PayPal approval' })
    vi.useFakeTimers()
    fireEvent.click(button)
    await flush()
    await flush()
    return { ...view, fetchMock }
  }

  it('announces success and opens the subscription history after 2 s', async () => {
    const { router } = await payWith(() => captured(true))
    expect(
      screen.getByText('Payment successful! Redirecting to your subscription history...'),
    ).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(router.state.location.pathname).toBe('/pay-now/AB12CD34')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(router.state.location.pathname).toBe('/user/subscription-history')
  })

  it('shows one success with the new balance, not also "already paid" once the order reloads as Paid', async () => {
    let paid = false
    stubFetch({
      'GET /api/orders/AB12CD34': () => json(200, paid ? { ...order, paymentStatus: 'Paid' } : order),
      'GET /api/paypal-settings': () => json(200, settings()),
      'POST /api/orders/AB12CD34/simulate': () => {
        paid = true
        return captured(true)
      },
      'GET /api/me': () => json(200, { ...member, creditBalance: paid ? 1350 : 1250 }),
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate PayPal approval' }))
    const success = await screen.findByRole('status')
    expect(success).toHaveTextContent('Payment successful! Redirecting to your subscription history...')
    expect(await within(success).findByText('Your balance is now 1,350 credits.')).toBeInTheDocument()
    expect(await screen.findByText('PAID')).toBeInTheDocument()
    expect(screen.queryByText('This order has already been paid.')).toBeNull()
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })

  it('moves on after 1 s when the order was already paid', async () => {
    const { router } = await payWith(() => captured(false))
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(router.state.location.pathname).toBe('/pay-now/AB12CD34')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(router.state.location.pathname).toBe('/user/subscription-history')
  })

  it("says 'Payment failed. Please try again.' and goes to the dashboard after 3 s", async () => {
    const { router } = await payWith(() =>
      json(402, { error: { code: 'PAYMENT_FAILED', message: 'Capture refused' } }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.')
    await act(() => vi.advanceTimersByTimeAsync(2999))
    expect(router.state.location.pathname).toBe('/pay-now/AB12CD34')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(router.state.location.pathname).toBe('/user/dashboard')
  })

  it('asks the buyer to contact support with the transaction ID when the capture is refused, and stays', async () => {
    const { router } = await payWith(() =>
      json(402, {
        error: {
          code: 'PAYMENT_FAILED',
          message: 'Payment could not be verified',
          issues: [{ path: 'paypalTransactionId', message: '8MC585209K746392H' }],
        },
      }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Payment could not be verified: the captured amount or order does not match. Please contact support. Transaction ID: 8MC585209K746392H',
    )
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(router.state.location.pathname).toBe('/pay-now/AB12CD34')
  })

  it("says 'Payment successful, but there was an issue updating your order.' when our side fails after approval", async () => {
    const { router } = await payWith(() =>
      json(500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Payment successful, but there was an issue updating your order. Please contact support.',
    )
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(router.state.location.pathname).toBe('/pay-now/AB12CD34')
  })

  it("says 'There was an error with PayPal. Please try again.' when PayPal is down, then the dashboard after 3 s", async () => {
    const { router } = await payWith(() =>
      json(502, {
        error: { code: 'PROVIDER_ERROR', message: 'There was an error with PayPal. Please try again.' },
      }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error with PayPal. Please try again.')
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(router.state.location.pathname).toBe('/user/dashboard')
  })

  it('sends a paid item order to the order history, under the spec page title', async () => {
    const { router } = await payWith(() => captured(true), '/item-pay-now/AB12CD34')
    expect(document.title).toBe('Pay Now | Complete Your Payment to Access Products')
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(router.state.location.pathname).toBe('/user/orders-history')
  })
})
