import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { PackagesPanel } from '#web/features/billing/components/packages-panel.tsx'
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

const pkg = (id: string, packageName: string, priceCents: number) => ({
  id,
  packageName,
  priceCents,
  credit: 100,
  validity: 30,
  isPopular: false,
  points: { pointOne: 'All categories', pointThree: '4K output', pointTwo: '  ' },
})

const renderPanel = () =>
  renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <PackagesPanel />
          </ConfirmProvider>
        ),
      },
    ],
  })

describe('packages panel', () => {
  it('shows the empty state', async () => {
    stubFetch({ 'GET /api/packages': () => json(200, []) })
    renderPanel()
    expect(
      await screen.findByText('No packages available. Add a new package to get started.'),
    ).toBeInTheDocument()
  })

  it("shows 'Failed to fetch packages' in a red alert when the list cannot load", async () => {
    stubFetch({ 'GET /api/packages': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) })
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch packages')
  })

  it('shows each card with price, credits and only the non-empty points in key order', async () => {
    stubFetch({ 'GET /api/packages': () => json(200, [pkg('p1', 'Starter', 500)]) })
    renderPanel()
    const card = (await screen.findByRole('heading', { name: 'Starter' })).closest('section') as HTMLElement
    expect(within(card).getByText('$5.00')).toBeInTheDocument()
    expect(within(card).getByText(/100 credits/)).toBeInTheDocument()
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['All categories', '4K output'])
    expect(within(card).getByRole('button', { name: 'Edit Starter' })).toBeInTheDocument()
  })

  it("refuses a fourth package with the tooltip 'Maximum 3 packages allowed'", async () => {
    stubFetch({
      'GET /api/packages': () => json(200, [pkg('a', 'A', 100), pkg('b', 'B', 200), pkg('c', 'C', 300)]),
    })
    const { user } = renderPanel()
    await screen.findByRole('heading', { name: 'A' })
    const add = screen.getByRole('button', { name: 'Add Package' })
    expect(add).toHaveAttribute('aria-disabled', 'true')
    expect(add).toHaveAccessibleDescription('Maximum 3 packages allowed')
    await user.click(add)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('validates the Add New Package modal word for word and sends nothing', async () => {
    const fetchMock = stubFetch({ 'GET /api/packages': () => json(200, []) })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Add Package' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Package' })
    await user.clear(within(dialog).getByLabelText('Validity (days)'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }))

    expect(await within(dialog).findByText('Package name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Credit is required')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Credit'), 'ten')
    await user.type(within(dialog).getByLabelText('Price (USD)'), '5.999')
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }))
    expect(await within(dialog).findByText('Credit must be a number')).toBeInTheDocument()
    expect(within(dialog).getByText('Price must be a number with up to 2 decimals')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })

  it('saves a new package with its price in cents and closes the modal', async () => {
    let posted: unknown
    stubFetch({
      'GET /api/packages': () => json(200, []),
      'POST /api/packages': ({ body }) => {
        posted = body
        return json(201, { ...pkg('n', 'Pro', 1999) })
      },
    })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Add Package' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Package' })
    await user.type(within(dialog).getByLabelText('Package Name'), 'Pro')
    await user.type(within(dialog).getByLabelText('Price (USD)'), '19.99')
    await user.type(within(dialog).getByLabelText('Credit'), '80')
    await user.type(within(dialog).getByLabelText('Point Two'), 'Priority support')
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }))

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual({
      packageName: 'Pro',
      priceCents: 1999,
      credit: 80,
      validity: 30,
      isPopular: false,
      points: { pointTwo: 'Priority support' },
    })
  })

  it("says 'Failed to add package' when the server refuses", async () => {
    stubFetch({
      'GET /api/packages': () => json(200, []),
      'POST /api/packages': () =>
        json(422, { error: { code: 'LIMIT_REACHED', message: 'Maximum 3 packages allowed' } }),
    })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Add Package' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Package' })
    await user.type(within(dialog).getByLabelText('Package Name'), 'Pro')
    await user.type(within(dialog).getByLabelText('Price (USD)'), '19')
    await user.type(within(dialog).getByLabelText('Credit'), '80')
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add package')
  })

  it('edits a package in the Edit Package modal with Update Package', async () => {
    let put: unknown
    stubFetch({
      'GET /api/packages': () => json(200, [pkg('p1', 'Starter', 500)]),
      'PUT /api/packages/p1': ({ body }) => {
        put = body
        return json(200, pkg('p1', 'Starter Plus', 500))
      },
    })
    const { user } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Edit Starter' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' })
    expect(within(dialog).getByLabelText('Price (USD)')).toHaveValue('5.00')
    await user.clear(within(dialog).getByLabelText('Package Name'))
    await user.type(within(dialog).getByLabelText('Package Name'), 'Starter Plus')
    await user.click(within(dialog).getByRole('button', { name: 'Update Package' }))
    await vi.waitFor(() => expect(put).toMatchObject({ packageName: 'Starter Plus', priceCents: 500 }))
  })

  it.each([
    [true, 'Package archived: it is off sale, and the orders that name it keep it in their history'],
    [false, 'Package deleted successfully'],
  ])(
    'deletes after the confirmation and says whether orders kept it (archived: %s)',
    async (archived, text) => {
      let deleted = 0
      stubFetch({
        'GET /api/packages': () => json(200, [pkg('p1', 'Starter', 500)]),
        'DELETE /api/packages/p1': () => {
          deleted++
          return json(200, { archived })
        },
      })
      const { user } = renderPanel()
      await user.click(await screen.findByRole('button', { name: 'Delete Starter' }))
      const confirm = await screen.findByRole('alertdialog')
      expect(confirm).toHaveTextContent('Are you sure you want to delete the Starter package?')
      await user.click(within(confirm).getByRole('button', { name: 'Confirm' }))
      await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith(text))
      expect(deleted).toBe(1)
    },
  )
})
