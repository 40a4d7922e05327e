import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itemOrder, packageOrder, pageOf } from '#web/features/billing/components/order-fixtures.ts'
import { PendingOrders } from '#web/features/billing/components/pending-orders.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderList = (kind: 'package' | 'item', all: unknown[]) => {
  const fetchMock = stubFetch({
    'GET /api/orders': ({ url }) => json(200, pageOf(all, url)),
    'GET /api/item-orders': ({ url }) => json(200, pageOf(all, url)),
  })
  return { ...renderApp({ routes: [{ path: '/', element: <PendingOrders kind={kind} /> }] }), fetchMock }
}

describe('pending orders', () => {
  it('shows the empty state and says no payments are due', async () => {
    renderList('package', [])
    expect(await screen.findByRole('heading', { name: 'No Pending Orders' })).toBeInTheDocument()
    expect(screen.getByText("You're all caught up with payments.")).toBeInTheDocument()
    expect(screen.getByText('No payments due.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Pay First Order' })).not.toBeInTheDocument()
  })

  it('asks the server for pending orders only, newest first, 10 per page', async () => {
    const { fetchMock } = renderList('package', [packageOrder(1)])
    await screen.findByTestId('pending-table')
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'pending',
      sort: 'date',
      dir: 'desc',
      page: '1',
      pageSize: '10',
      // An admin's pending list is their own too.
      mine: 'true',
    })
  })

  it('hides the paging at 10 orders or fewer', async () => {
    renderList(
      'package',
      Array.from({ length: 10 }, (_, i) => packageOrder(i + 1)),
    )
    const table = await screen.findByTestId('pending-table')
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(screen.queryByRole('navigation', { name: 'My Pending Orders pages' })).not.toBeInTheDocument()
  })

  it('pages through more than 10, with Pay Now and Pay First Order leading to the payment page', async () => {
    const { user } = renderList(
      'package',
      Array.from({ length: 12 }, (_, i) => packageOrder(i + 1)),
    )
    const table = await screen.findByTestId('pending-table')
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(screen.getByRole('link', { name: 'Pay First Order' })).toHaveAttribute('href', '/pay-now/ORD00001')
    expect(within(table).getByRole('link', { name: 'Pay Now for order ORD00002' })).toHaveAttribute(
      'href',
      '/pay-now/ORD00002',
    )
    const pager = screen.getByRole('navigation', { name: 'My Pending Orders pages' })
    await user.click(within(pager).getByRole('button', { name: /Next/ }))
    expect(await within(table).findByText('ORD00011')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('shows cards for small screens and links item orders to /item-pay-now', async () => {
    renderList('item', [itemOrder(7)])
    expect(await screen.findByRole('heading', { name: 'My Pending item Orders' })).toBeInTheDocument()
    const cards = await screen.findByTestId('pending-cards')
    expect(within(cards).getByText('Premium overlay pack')).toBeInTheDocument()
    expect(within(cards).getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      '/item-pay-now/ORD00007',
    )
  })

  it("says 'Could not load orders. Please try again.' and loads again on Try again", async () => {
    let calls = 0
    stubFetch({
      'GET /api/orders': ({ url }) =>
        ++calls === 1
          ? json(500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } })
          : json(200, pageOf([], url)),
    })
    const { user } = renderApp({ routes: [{ path: '/', element: <PendingOrders kind="package" /> }] })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load orders. Please try again.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No Pending Orders' })).toBeInTheDocument()
  })
})
