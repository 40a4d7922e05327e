import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { packageOrder, pageOf } from '#web/features/billing/components/order-fixtures.ts'
import { OrdersScreen } from '#web/features/billing/components/orders-screen.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}))

afterEach(() => {
  vi.unstubAllGlobals()
  toasts.success.mockClear()
  toasts.error.mockClear()
})

const lastListUrl = (fetchMock: ReturnType<typeof stubFetch>) => {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === 'GET' && String(input).startsWith('/api/orders?'),
  )
  return new URL(String(calls.at(-1)?.[0]), 'http://localhost').searchParams
}

function renderOrders(all: unknown[], extra: Parameters<typeof stubFetch>[0] = {}, admin = true) {
  const fetchMock = stubFetch({ 'GET /api/orders': ({ url }) => json(200, pageOf(all, url)), ...extra })
  const view = renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <OrdersScreen admin={admin} />
          </ConfirmProvider>
        ),
      },
    ],
  })
  return { ...view, fetchMock }
}

const mixed = Array.from({ length: 23 }, (_, i) =>
  packageOrder(i + 1, i % 2 ? { paymentStatus: 'Paid', orderStatus: 'Completed' } : {}),
)

describe('orders screen', () => {
  it("pages with 'Showing X to Y of Z entries' and returns to page 1 on a new search", async () => {
    const { user, fetchMock } = renderOrders(mixed)
    expect(await screen.findByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(await screen.findByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Search orders'), 'ORD')
    await vi.waitFor(() => expect(lastListUrl(fetchMock).get('search')).toBe('ORD'))
    expect(lastListUrl(fetchMock).get('page')).toBe('1')
  })

  it('sorts on the server by the clicked column, flipping the direction on a second click', async () => {
    const { user, fetchMock } = renderOrders(mixed)
    await screen.findByText('Showing 1 to 10 of 23 entries')
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending')
    await user.click(screen.getByRole('button', { name: 'Order ID' }))
    await vi.waitFor(() => expect(lastListUrl(fetchMock).get('sort')).toBe('orderId'))
    expect(lastListUrl(fetchMock).get('dir')).toBe('asc')
    await user.click(screen.getByRole('button', { name: 'Order ID' }))
    await vi.waitFor(() => expect(lastListUrl(fetchMock).get('dir')).toBe('desc'))
  })

  it('shows the customer, the amount and the payment badge, and a delete control on pending rows only', async () => {
    renderOrders(mixed.slice(0, 2))
    const pendingRow = (await screen.findByText('ORD00001')).closest('tr') as HTMLElement
    const paidRow = screen.getByText('ORD00002').closest('tr') as HTMLElement
    expect(within(pendingRow).getByText('customer1@example.com')).toBeInTheDocument()
    expect(within(pendingRow).getByText('$19.00')).toBeInTheDocument()
    expect(within(pendingRow).getByText('pending')).toHaveClass('bg-amber-100')
    expect(within(paidRow).getByText('Paid')).toHaveClass('bg-emerald-100')
    expect(within(pendingRow).getByRole('button', { name: 'Delete order ORD00001' })).toBeInTheDocument()
    expect(within(paidRow).queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument()
  })

  it("deletes a pending order after confirming and says 'Order deleted successfully!' in a toast", async () => {
    const all = [packageOrder(1)]
    const { user } = renderOrders(all, {
      'DELETE /api/orders/ORD00001': () => {
        all.pop()
        return new Response(null, { status: 204 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete order ORD00001' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this order?')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(toasts.success).toHaveBeenCalledWith('Order deleted successfully!')
  })

  it("says 'Failed to delete order.' when the server refuses, and keeps the row", async () => {
    const { user } = renderOrders([packageOrder(1)], {
      'DELETE /api/orders/ORD00001': () =>
        json(409, { error: { code: 'CONFLICT', message: 'Only pending orders can be deleted' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete order ORD00001' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to delete order.'))
    expect(screen.getByText('ORD00001')).toBeInTheDocument()
  })

  it("says 'Something went wrong while deleting.' when the request never arrives", async () => {
    const { user } = renderOrders([packageOrder(1)], {
      'DELETE /api/orders/ORD00001': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete order ORD00001' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Something went wrong while deleting.'))
  })

  it('opens the package details modal from the Package column', async () => {
    const { user } = renderOrders([packageOrder(1)], {
      'GET /api/packages/p2': () =>
        json(200, {
          id: 'p2',
          packageName: 'Creator',
          priceCents: 1900,
          credit: 100,
          validity: 90,
          isPopular: true,
          points: Object.fromEntries(
            ['pointOne', 'pointTwo', 'pointThree', 'pointFour', 'pointFive', 'pointSix', 'pointSeven'].map(
              (k, i) => [k, `Feature ${i + 1}`],
            ),
          ),
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Creator' }))
    const dialog = screen.getByRole('dialog', { name: 'Creator Package Details' })
    expect(within(dialog).getByText('Price').nextSibling).toHaveTextContent('$19.00')
    expect(within(dialog).getByText('Credits').nextSibling).toHaveTextContent('100')
    expect(within(dialog).getByText('Package ID').nextSibling).toHaveTextContent('p2')
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(6)
    // The footer's Close (the corner X is named Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows 'No orders found' and no delete column for a user's own list", async () => {
    const { fetchMock } = renderOrders([], {}, false)
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()
    // /user/orders asks for the caller's own orders, whoever the caller is (an admin too).
    expect(lastListUrl(fetchMock).get('mine')).toBe('true')
  })

  it('asks for every order on the admin screen', async () => {
    const { fetchMock } = renderOrders([])
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(lastListUrl(fetchMock).has('mine')).toBe(false)
  })
})
