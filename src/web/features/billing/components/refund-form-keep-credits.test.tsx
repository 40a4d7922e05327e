import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { packageOrder } from '#web/features/billing/components/order-fixtures.ts'
import { RefundForm } from '#web/features/billing/components/refund-form.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

// Issue 29, item 5 (decision 048): 'Keep the credits' makes a goodwill refund. What the operator
// notices: the switch starts off, the confirm step says what was chosen, and so does the request.
const toasts = vi.hoisted(() => ({ success: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notifySuccess: toasts.success,
}))

afterEach(() => {
  vi.unstubAllGlobals()
  toasts.success.mockClear()
})

const order = packageOrder(7, { paymentStatus: 'Paid', orderStatus: 'Completed' })

function renderRefund() {
  const posted: unknown[] = []
  stubFetch({
    'POST /api/admin/orders/ORD00007/refund': ({ body }) => {
      posted.push(body)
      const kept = (body as { keepCredits: boolean }).keepCredits
      return json(200, {
        detail: {
          order: { ...order, paymentStatus: 'Partially Refunded' },
          buyer: null,
          receiptNumber: null,
          simulated: true,
          creditsGranted: 100,
          creditsTakenBack: kept ? 0 : 50,
          refundedCents: 950,
          refundableCents: 950,
          refunds: [],
          timeline: [],
        },
        creditsTaken: kept ? 0 : 50,
        pending: false,
      })
    },
  })
  const view = renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <RefundForm orderId="ORD00007" currency="USD" refundableCents={1900} simulated />
          </ConfirmProvider>
        ),
      },
    ],
  })
  return { ...view, posted }
}

async function refund(user: ReturnType<typeof renderRefund>['user'], amount: string) {
  const box = screen.getByLabelText('Amount (USD)')
  await user.clear(box)
  await user.type(box, amount)
  await user.click(screen.getByRole('button', { name: 'Refund' }))
  return screen.findByRole('alertdialog')
}

describe("the refund form's 'Keep the credits' switch", () => {
  it('is off by default: the confirm step says nothing of keeping, the request takes credits back', async () => {
    const { user, posted } = renderRefund()
    expect(await screen.findByRole('switch', { name: /Keep the credits/ })).not.toBeChecked()
    const dialog = await refund(user, '9.50')
    expect(dialog).toHaveTextContent('Refund $9.50 of order ORD00007?')
    expect(dialog).not.toHaveTextContent('keeps the credits')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Refunded $9.50; 50 credits taken back'),
    )
    expect(posted).toEqual([{ amountCents: 950, keepCredits: false }])
  })

  it('on: the confirm step says the buyer keeps the credits, and so does the request', async () => {
    const { user, posted } = renderRefund()
    await user.click(await screen.findByRole('switch', { name: /Keep the credits/ }))
    expect(screen.getByRole('switch', { name: /Keep the credits/ })).toBeChecked()
    await user.type(screen.getByLabelText('Reason (optional)'), 'Late delivery')
    const dialog = await refund(user, '9.50')
    expect(dialog).toHaveTextContent('The buyer keeps the credits.')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Refunded $9.50; credits kept'))
    expect(posted).toEqual([{ amountCents: 950, keepCredits: true, note: 'Late delivery' }])
    // Done: the switch is off again, so the next refund is not a goodwill one by accident.
    expect(screen.getByRole('switch', { name: /Keep the credits/ })).not.toBeChecked()
  })

  it('cancelling the confirm step sends nothing', async () => {
    const { user, posted } = renderRefund()
    await user.click(await screen.findByRole('switch', { name: /Keep the credits/ }))
    const dialog = await refund(user, '5')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(posted).toEqual([])
  })
})
