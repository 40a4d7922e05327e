import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { ItemOrderHistory } from '#web/features/billing/components/item-order-history.tsx'
import { ItemOrdersScreen } from '#web/features/billing/components/item-orders-screen.tsx'
import { itemOrder, packageOrder, pageOf } from '#web/features/billing/components/order-fixtures.ts'
import { SubscriptionHistory } from '#web/features/billing/components/subscription-history.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const render = (element: React.ReactNode) =>
  renderApp({ routes: [{ path: '/', element: <ConfirmProvider>{element}</ConfirmProvider> }] })

describe('subscription history', () => {
  it('shows days left as whole days rounded up, or Expired', async () => {
    const all = [
      packageOrder(1, { paymentStatus: 'Paid', membershipValidity: inDays(2.2) }),
      packageOrder(2, { paymentStatus: 'Paid', membershipValidity: inDays(-1) }),
      packageOrder(3),
    ]
    const fetchMock = stubFetch({ 'GET /api/orders': ({ url }) => json(200, pageOf(all, url)) })
    render(<SubscriptionHistory />)
    const row = (id: string) => (screen.getByText(id).closest('tr') as HTMLElement).lastElementChild
    await screen.findByText('ORD00001')
    // The caller's own orders, even when the caller is an admin.
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('mine=true')
    expect(row('ORD00001')).toHaveTextContent('3 days')
    expect(row('ORD00002')).toHaveTextContent('Expired')
    expect(row('ORD00003')).toHaveTextContent('—')
  })

  it('opens newest first and sorts by days left on the server (ascending puts Expired first there)', async () => {
    const fetchMock = stubFetch({ 'GET /api/orders': ({ url }) => json(200, pageOf([packageOrder(1)], url)) })
    const { user } = render(<SubscriptionHistory />)
    await screen.findByText('ORD00001')
    const params = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams
    expect(params().get('sort')).toBe('date')
    expect(params().get('dir')).toBe('desc')
    await user.click(screen.getByRole('button', { name: 'Days Left' }))
    await vi.waitFor(() => expect(params().get('sort')).toBe('daysLeft'))
    expect(params().get('dir')).toBe('asc')
    expect(screen.getByRole('columnheader', { name: /Days Left/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it("says 'Failed to fetch data: {message}' when the list cannot load", async () => {
    stubFetch({ 'GET /api/orders': () => json(500, { error: { code: 'INTERNAL', message: 'Server down' } }) })
    render(<SubscriptionHistory />)
    expect(await screen.findByText('Failed to fetch data: Server down')).toBeInTheDocument()
  })
})

describe('item orders management', () => {
  it('cuts the item name at 30 characters, links it to its premium page and shows the item ID or N/A', async () => {
    const all = [
      itemOrder(1, {
        itemName: 'An extremely long premium overlay pack name',
        slug: 'overlays',
        itemId: 'OVL-1',
      }),
      itemOrder(2, { itemName: 'Short', itemId: null, paymentStatus: 'Paid' }),
    ]
    stubFetch({ 'GET /api/item-orders': ({ url }) => json(200, pageOf(all, url)) })
    render(<ItemOrdersScreen />)
    const link = await screen.findByRole('link', { name: 'An extremely long premium over...' })
    // The admin's read-only preview of what this order's buyer sees.
    expect(link).toHaveAttribute('href', '/premium/overlays/OVL-1?order=ORD00001')
    const first = link.closest('tr') as HTMLElement
    expect(within(first).getByText('OVL-1')).toBeInTheDocument()
    expect(within(first).getByRole('button', { name: 'Delete order ORD00001' })).toBeInTheDocument()
    const second = screen.getByText('ORD00002').closest('tr') as HTMLElement
    expect(within(second).getByText('N/A')).toBeInTheDocument()
    expect(within(second).queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument()
  })

  it("says 'Could not load item orders. Please try again.' when the list cannot load", async () => {
    stubFetch({ 'GET /api/item-orders': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) })
    render(<ItemOrdersScreen />)
    expect(await screen.findByText('Could not load item orders. Please try again.')).toBeInTheDocument()
  })
})

describe("the user's item order history", () => {
  it('offers Pay Now on a pending order and Access to its page on a paid one', async () => {
    const all = [
      itemOrder(1, { itemName: 'Overlay pack', slug: 'overlays', itemId: 'OVL-1', paymentStatus: 'Paid' }),
      itemOrder(2, { itemName: 'Font pack', slug: 'fonts', itemId: 'FNT-1' }),
    ]
    stubFetch({ 'GET /api/item-orders': ({ url }) => json(200, pageOf(all, url)) })
    render(<ItemOrderHistory />)
    const paid = (await screen.findByText('ORD00001')).closest('tr') as HTMLElement
    expect(within(paid).getByRole('link', { name: 'Access Overlay pack' })).toHaveAttribute(
      'href',
      '/premium/overlays/OVL-1',
    )
    expect(within(paid).queryByRole('link', { name: /Pay Now/ })).not.toBeInTheDocument()
    const pending = screen.getByText('ORD00002').closest('tr') as HTMLElement
    expect(within(pending).getByRole('link', { name: 'Pay Now for order ORD00002' })).toHaveAttribute(
      'href',
      '/item-pay-now/ORD00002',
    )
    expect(within(pending).queryByRole('link', { name: /Access/ })).not.toBeInTheDocument()
  })
})
