import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { PaypalSettingsPanel } from '#web/features/billing/components/paypal-settings-panel.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const stored = (patch: Record<string, unknown> = {}) => ({
  enabled: true,
  mode: 'sandbox',
  clientId: 'AbCdClient',
  currency: 'USD',
  buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'paypal' },
  available: true,
  unavailableReason: null,
  clientSecretSet: true,
  clientSecretMasked: '••••••••1234',
  webhookId: '',
  production: false,
  ...patch,
})

const renderPanel = (handlers: Parameters<typeof stubFetch>[0]) => {
  stubFetch(handlers)
  return renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <PaypalSettingsPanel />
          </ConfirmProvider>
        ),
      },
    ],
  })
}

describe('Paypal Setup panel', () => {
  it('shows the settings with an Active badge and never the secret', async () => {
    renderPanel({ 'GET /api/paypal-settings/admin': () => json(200, stored()) })
    expect(await screen.findByRole('heading', { name: 'PayPal Integration Settings' })).toBeInTheDocument()
    expect(await screen.findByText('Active')).toBeInTheDocument()
    expect(screen.getByLabelText('Client ID')).toHaveValue('AbCdClient')
    expect(screen.getByLabelText('Client Secret')).toHaveValue('')
    expect(screen.getByLabelText('Client Secret')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('switch', { name: 'Enable PayPal payments' })).toBeChecked()
  })

  it('saves, keeping the stored secret when the field is blank, and says so in the spec words', async () => {
    let put: Record<string, unknown> = {}
    const { user } = renderPanel({
      'GET /api/paypal-settings/admin': () => json(200, stored()),
      'PUT /api/paypal-settings': ({ body }) => {
        put = body as Record<string, unknown>
        return json(
          200,
          stored({ buttonStyles: { layout: 'horizontal', color: 'gold', shape: 'pill', label: 'pay' } }),
        )
      },
    })
    await user.selectOptions(await screen.findByLabelText('Color'), 'gold')
    await user.selectOptions(screen.getByLabelText('Label'), 'pay')
    expect(screen.getByRole('figure', { name: 'Button preview' })).toHaveTextContent('Pay with PayPal')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('PayPal settings updated successfully')).toBeInTheDocument()
    expect(put).not.toHaveProperty('clientSecret')
    expect(put.buttonStyles).toMatchObject({ color: 'gold', label: 'pay' })
  })

  it("says 'Failed to update PayPal settings' when the server refuses", async () => {
    const { user } = renderPanel({
      'GET /api/paypal-settings/admin': () => json(200, stored()),
      'PUT /api/paypal-settings': () =>
        json(400, {
          error: { code: 'VALIDATION', message: 'Client ID is required for sandbox and live modes' },
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update PayPal settings: Client ID is required for sandbox and live modes',
    )
  })

  it('asks before resetting to default and reports the reset', async () => {
    const { user } = renderPanel({
      'GET /api/paypal-settings/admin': () => json(200, stored()),
      'POST /api/paypal-settings/reset': () => json(200, stored({ enabled: false })),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to reset to default settings?',
    )
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('PayPal settings reset successfully')).toBeInTheDocument()
    expect(screen.getByText('Inactive')).toBeInTheDocument()
  })

  it("labels simulated mode 'Simulated: no real payments', never a green 'Active'", async () => {
    renderPanel({ 'GET /api/paypal-settings/admin': () => json(200, stored({ mode: 'simulated' })) })
    const badge = await screen.findByText('Simulated: no real payments')
    expect(badge).toHaveClass('bg-amber-100')
    expect(screen.queryByText('Active')).not.toBeInTheDocument()
  })

  it("shows 'Inactive' when PayPal is turned off, whatever the mode", async () => {
    renderPanel({
      'GET /api/paypal-settings/admin': () => json(200, stored({ mode: 'simulated', enabled: false })),
    })
    expect(await screen.findByText('Inactive')).toBeInTheDocument()
    expect(screen.queryByText(/Simulated: no real payments/)).not.toBeInTheDocument()
  })

  it('explains that simulated mode never runs in production', async () => {
    renderPanel({
      'GET /api/paypal-settings/admin': () =>
        json(200, stored({ mode: 'simulated', production: true, available: false, unavailableReason: 'x' })),
    })
    expect(
      await screen.findByText(
        'Simulated payments are never active in production. Choose sandbox or live and enter the PayPal client id and secret.',
      ),
    ).toBeInTheDocument()
  })

  it("says 'Failed to fetch PayPal data' when the settings cannot load", async () => {
    renderPanel({
      'GET /api/paypal-settings/admin': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    })
    expect(await screen.findByText('Failed to fetch PayPal data')).toBeInTheDocument()
  })
})
