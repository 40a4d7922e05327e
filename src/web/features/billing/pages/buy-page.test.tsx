import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuyPage } from '#web/features/billing/pages/buy-page.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const creator = {
  id: 'p2',
  packageName: 'Creator',
  priceCents: 1900,
  credit: 100,
  validity: 90,
  isPopular: true,
  points: { pointOne: '100 thumbnail credits' },
}

const renderBuy = (me: object = member, extra: Parameters<typeof stubFetch>[0] = {}) => {
  const fetchMock = stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/packages/p2': () => json(200, creator),
    'GET /api/billing-details': () => json(200, null),
    ...extra,
  })
  const view = renderApp({
    routes: [
      { path: '/buy/:id', element: <BuyPage /> },
      { path: '/user/package-pending-payment', element: <h1>My Pending Orders</h1> },
      { path: '/user/select-package', element: <h1>Upgrade Package</h1> },
    ],
    initialEntries: ['/buy/p2'],
  })
  return { ...view, fetchMock }
}

describe('package checkout', () => {
  it('shows the package, the price details and a read-only e-mail', async () => {
    renderBuy()
    expect(await screen.findByText('Creator')).toBeInTheDocument()
    const price = screen.getByRole('region', { name: 'Price Details' })
    expect(within(price).getByText('Processing Fee').nextSibling).toHaveTextContent('$0.00')
    expect(within(price).getByText('Total').nextSibling).toHaveTextContent('$19.00 USD')
    expect(await screen.findByLabelText('Email')).toHaveValue('mia@example.com')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mia Member')
    // About 195 countries, plus the placeholder.
    expect(within(screen.getByLabelText('Country')).getAllByRole('option').length).toBeGreaterThan(190)
  })

  it('names every missing field word for word and sends nothing', async () => {
    const { user, fetchMock } = renderBuy()
    await user.clear(await screen.findByLabelText('Full Name'))
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    expect(screen.getByText('Country is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it("blocks a Seller with 'Sellers cannot purchase products'", async () => {
    renderBuy({ ...member, role: 'Seller' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sellers cannot purchase products')
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument()
  })

  it('sends only the package id and billing fields, then opens the pending list', async () => {
    let posted: unknown
    const { user, router } = renderBuy(member, {
      'POST /api/orders': ({ body }) => {
        posted = body
        return json(201, { orderId: 'AB12CD34' })
      },
    })
    await user.type(await screen.findByLabelText('Address'), '1 Main Street')
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/package-pending-payment/'))
    expect(posted).toEqual({
      packageId: 'p2',
      fullName: 'Mia Member',
      address: '1 Main Street',
      country: 'Germany',
    })
  })

  it('shows the server refusal when a role changed under the page', async () => {
    const { user } = renderBuy(member, {
      'POST /api/orders': () =>
        json(403, { error: { code: 'FORBIDDEN', message: 'Sellers cannot purchase products' } }),
    })
    await user.type(await screen.findByLabelText('Address'), '1 Main Street')
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sellers cannot purchase products')
  })

  it("a bad package id says 'Failed to fetch package' and leads back to the packages", async () => {
    const { user } = renderBuy(member, {
      'GET /api/packages/p2': () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch package')
    // Nothing a retry could change.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Packages' }))
    expect(await screen.findByRole('heading', { name: 'Upgrade Package' })).toBeInTheDocument()
  })

  it('a package that failed to load for another reason can be retried', async () => {
    let fail = true
    const { user } = renderBuy(member, {
      'GET /api/packages/p2': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'boom' } }) : json(200, creator),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch package')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Creator')).toBeInTheDocument()
  })
})

describe('checkout remembers the last order’s billing details', () => {
  const remembered = { fullName: 'Mia M. Member', address: '4 Harbour Road, Cork', country: 'Ireland' }

  it('starts with them, says so, and a first purchase starts empty', async () => {
    renderBuy(member, { 'GET /api/billing-details': () => json(200, remembered) })
    expect(await screen.findByLabelText('Address')).toHaveValue('4 Harbour Road, Cork')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mia M. Member')
    expect(screen.getByLabelText('Country')).toHaveValue('Ireland')
    expect(screen.getByText(/Filled in from your last order/)).toBeInTheDocument()
  })

  it('lets the buyer change them, and sends what they changed', async () => {
    let posted: unknown
    const { user, router } = renderBuy(member, {
      'GET /api/billing-details': () => json(200, remembered),
      'POST /api/orders': ({ body }) => {
        posted = body
        return json(201, { orderId: 'AB12CD34' })
      },
    })
    const address = await screen.findByLabelText('Address')
    await user.clear(address)
    await user.type(address, '12 New Street, Galway')
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/package-pending-payment/'))
    expect(posted).toEqual({
      packageId: 'p2',
      fullName: 'Mia M. Member',
      address: '12 New Street, Galway',
      country: 'Germany',
    })
  })

  it('asks again for a country no longer on the list', async () => {
    renderBuy(member, { 'GET /api/billing-details': () => json(200, { ...remembered, country: 'Atlantis' }) })
    expect(await screen.findByLabelText('Address')).toHaveValue('4 Harbour Road, Cork')
    expect(screen.getByLabelText('Country')).toHaveValue('')
  })

  it('starts empty for a first purchase, or when the details cannot be read', async () => {
    for (const answer of [
      () => json(200, null),
      () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    ]) {
      const { unmount } = renderBuy(member, { 'GET /api/billing-details': answer })
      expect(await screen.findByLabelText('Address')).toHaveValue('')
      expect(screen.getByLabelText('Full Name')).toHaveValue('Mia Member')
      expect(screen.queryByText(/Filled in from your last order/)).not.toBeInTheDocument()
      unmount()
      vi.unstubAllGlobals()
    }
  })
})
