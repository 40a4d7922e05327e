import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DemoPaymentsNotice } from '#web/app/layouts/demo-payments-notice.tsx'
import { shopPaymentsQueryKey } from '#web/lib/shop-payments.ts'
import { admin, json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const settings = (patch: Record<string, unknown>) => ({
  enabled: true,
  mode: 'simulated',
  clientId: '',
  currency: 'USD',
  buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'paypal' },
  available: true,
  unavailableReason: null,
  ...patch,
})

function renderNotice(body: Record<string, unknown>, me: typeof member | typeof admin | null = null) {
  const fetchMock = stubFetch({ 'GET /api/paypal-settings': () => json(200, body) })
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], me)
  renderApp({ routes: [{ path: '/', element: <DemoPaymentsNotice /> }], queryClient })
  return { fetchMock, queryClient }
}

describe('the Demo payments notice', () => {
  it('shows while simulated payments are on, and says no money is taken', async () => {
    renderNotice(settings({}))
    const notice = await screen.findByRole('region', { name: 'Demo payments' })
    expect(notice).toHaveTextContent(/no money is taken/i)
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it('links an admin to the Paypal Setup panel', async () => {
    renderNotice(settings({}), admin)
    const notice = await screen.findByRole('region', { name: 'Demo payments' })
    expect(within(notice).getByRole('link', { name: 'Set up PayPal' })).toHaveAttribute(
      'href',
      '/admin/settings?panel=paypal',
    )
  })

  it('does not show for PayPal sandbox or live, for disabled payments, or where simulated is not allowed', async () => {
    for (const patch of [
      { mode: 'sandbox' },
      { mode: 'live' },
      { enabled: false },
      { available: false, unavailableReason: 'never active in production' },
    ]) {
      const { fetchMock, queryClient } = renderNotice(settings(patch), member)
      // The answer has landed (and said no) before the page is looked at.
      await waitFor(() =>
        expect(queryClient.getQueryData(shopPaymentsQueryKey)).toMatchObject({ demo: false }),
      )
      expect(fetchMock).toHaveBeenCalledOnce()
      expect(screen.queryByRole('region', { name: 'Demo payments' })).toBeNull()
      document.body.innerHTML = ''
    }
  })
})
