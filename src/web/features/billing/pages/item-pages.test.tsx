import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { ItemsAdmin } from '#web/features/billing/components/items-admin.tsx'
import { ItemBuyPage } from '#web/features/billing/pages/item-buy-page.tsx'
import { ItemsPage } from '#web/features/billing/pages/items-page.tsx'
import { PremiumPage } from '#web/features/billing/pages/premium-page.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const item = {
  id: 'i1',
  itemId: 'OVL-1',
  itemName: 'Premium overlay pack',
  priceCents: 900,
  slug: 'overlays',
  imageUrl: '',
}

const routes = [
  { path: '/items', element: <ItemsPage /> },
  { path: '/item-buy/:id', element: <ItemBuyPage /> },
  { path: '/premium/:slug/:itemId', element: <PremiumPage /> },
  { path: '/user/item-pending-payment', element: <h1>My Pending item Orders</h1> },
]

describe('item catalogue and checkout', () => {
  it('lists items whose cards lead to their checkout', async () => {
    stubFetch({ 'GET /api/items': () => json(200, [item]) })
    renderApp({ routes, initialEntries: ['/items'] })
    expect(await screen.findByRole('link', { name: 'Buy Now: Premium overlay pack' })).toHaveAttribute(
      'href',
      '/item-buy/i1',
    )
    expect(screen.getByText('$9.00')).toBeInTheDocument()
  })

  it("is 'Complete Your Order' under the spec's page title, with the countries plus 'Other'", async () => {
    let posted: unknown
    stubFetch({
      'GET /api/me': () => json(200, member),
      'GET /api/items/i1': () => json(200, item),
      'GET /api/billing-details': () => json(200, null),
      'POST /api/item-orders': ({ body }) => {
        posted = body
        return json(201, { orderId: 'AB12CD34' })
      },
    })
    const { user, router } = renderApp({ routes, initialEntries: ['/item-buy/i1'] })
    expect(await screen.findByRole('heading', { name: 'Complete Your Order' })).toBeInTheDocument()
    expect(document.title).toBe('Complete Your Order | Quick and Easy Checkout')
    const country = await screen.findByLabelText('Country')
    expect(within(country).getAllByRole('option').at(-1)).toHaveTextContent('Other')

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await screen.findByText('Address is required')).toBeInTheDocument()
    expect(screen.getByText('Country is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Address'), '1 Main Street')
    await user.selectOptions(country, 'Other')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/item-pending-payment/'))
    expect(posted).toEqual({
      itemId: 'i1',
      fullName: 'Mia Member',
      address: '1 Main Street',
      country: 'Other',
    })
  })

  it('blocks a Seller', async () => {
    stubFetch({
      'GET /api/me': () => json(200, { ...member, role: 'Seller' }),
      'GET /api/items/i1': () => json(200, item),
    })
    renderApp({ routes, initialEntries: ['/item-buy/i1'] })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sellers cannot purchase products')
  })
})

describe('premium page', () => {
  it('gives the paid buyer the access URL and guidelines', async () => {
    stubFetch({
      'GET /api/items/OVL-1/access': () =>
        json(200, {
          orderId: 'AB12CD34',
          itemId: 'OVL-1',
          itemName: 'Premium overlay pack',
          slug: 'overlays',
          imageUrl: null,
          accessUrl: 'https://files.example.com/overlays.zip',
          guidelines: 'Unzip and import into your editor.',
        }),
    })
    renderApp({ routes, initialEntries: ['/premium/overlays/OVL-1'] })
    expect(await screen.findByRole('link', { name: 'Open your item' })).toHaveAttribute(
      'href',
      'https://files.example.com/overlays.zip',
    )
    expect(screen.getByTestId('access-url')).toHaveTextContent('https://files.example.com/overlays.zip')
    expect(screen.getByText('Unzip and import into your editor.')).toBeInTheDocument()
  })

  it('tells anyone else the item is not available to them', async () => {
    stubFetch({
      'GET /api/items/OVL-1/access': () =>
        json(403, {
          error: { code: 'FORBIDDEN', message: 'Only the buyer of a paid order can open this item' },
        }),
    })
    renderApp({ routes, initialEntries: ['/premium/overlays/OVL-1'] })
    expect(
      await screen.findByRole('heading', { name: 'This item is not available to you' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Open your item' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('access-url')).not.toBeInTheDocument()
  })
})

describe('items admin', () => {
  it('validates the item modal and sends the price in cents', async () => {
    let posted: unknown
    stubFetch({
      'GET /api/items/admin': () => json(200, []),
      'POST /api/items': ({ body }) => {
        posted = body
        return json(201, { ...item, guidelines: '', accessUrl: 'https://x.example/a' })
      },
    })
    const { user } = renderApp({
      routes: [
        {
          path: '/',
          element: (
            <ConfirmProvider>
              <ItemsAdmin />
            </ConfirmProvider>
          ),
        },
      ],
    })
    await user.click(await screen.findByRole('button', { name: 'Add Item' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Item' })
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }))
    expect(await within(dialog).findByText('Item name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Access URL must be an http(s) address')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Item Name'), 'Overlay pack')
    await user.type(within(dialog).getByLabelText('Price (USD)'), '9.50')
    await user.type(within(dialog).getByLabelText('Access URL'), 'https://files.example.com/o.zip')
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toMatchObject({
      itemName: 'Overlay pack',
      priceCents: 950,
      accessUrl: 'https://files.example.com/o.zip',
    })
  })
})
