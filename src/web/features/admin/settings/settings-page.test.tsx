import { screen, within } from '@testing-library/react'
import type { JSX } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settingsPanels } from '#web/features/admin/settings/panels.ts'
import { menuPanels } from '#web/features/admin/settings/select-panel.ts'
import { SettingsSwitcher, USER_LOAD_FAILED } from '#web/features/admin/settings/settings-page.tsx'
import type { SettingsPanel } from '#web/lib/settings-panel.ts'
import { admin, json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const AccountPanel = () => <h2>Account panel</h2>
const LogoPanel = () => <h2>Logo Update panel</h2>
const BannerPanel = () => <h2>Banner Section panel</h2>
const ContactPanel = () => <h2>Contact Page panel</h2>

const panel = (
  key: string,
  label: string,
  order: number,
  component: () => JSX.Element,
  menu?: boolean,
): SettingsPanel => ({ key, label, order, menu, load: async () => component })

// Listed out of order on purpose: the menu follows `order`, not the listing.
const panels = [
  panel('banner', 'Banner Section', 3, BannerPanel),
  panel('account', 'Account', 1, AccountPanel),
  panel('logo', 'Logo Update', 2, LogoPanel),
  panel('ContactPageAdmin', 'Contact Page', 11, ContactPanel, false),
]

function renderSwitcher(entry = '/admin/settings', me: typeof admin | null = admin) {
  const queryClient = testQueryClient()
  if (me) queryClient.setQueryData(['me'], me)
  return renderApp({
    routes: [{ path: '/admin/settings', element: <SettingsSwitcher panels={panels} /> }],
    initialEntries: [entry],
    queryClient,
  })
}

describe('settings panel switcher', () => {
  it("shows the admin's photo fallback, name and e-mail, and the menu in the spec's order", async () => {
    renderSwitcher()
    expect(screen.getByText(admin.name)).toBeInTheDocument()
    expect(screen.getByText(admin.email)).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Settings panels' })
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Account', 'Logo Update', 'Banner Section'])
    // Account is the default panel.
    expect(await screen.findByRole('heading', { name: 'Account panel' })).toBeInTheDocument()
    expect(within(menu).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-current', 'true')
  })

  it("shows the admin's photo when there is one", () => {
    renderSwitcher('/admin/settings', { ...admin, profileUrl: '/files/ada.png' } as unknown as typeof admin)
    const photo = document.querySelector('img')
    expect(photo).toHaveAttribute('src', '/files/ada.png')
  })

  it('switches panels without leaving the route', async () => {
    const { user, router } = renderSwitcher()
    await screen.findByRole('heading', { name: 'Account panel' })
    await user.click(screen.getByRole('button', { name: 'Banner Section' }))
    expect(await screen.findByRole('heading', { name: 'Banner Section panel' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Account panel' })).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/settings')
    expect(router.state.location.search).toBe('?panel=banner')
  })

  it("the real menu lists the spec's entries in order, with Receipt Details, Google Sign-in and YouTube after Paypal Setup, and the policy pages after the Contact Page (issues 12, 29, 30)", () => {
    expect(menuPanels(settingsPanels).map((entry) => entry.label)).toEqual([
      'Account',
      'Logo Update',
      'Banner Section',
      'Featured Section',
      'About Section',
      'Testimonials Section',
      'Showcase',
      'Gemini Keys',
      'Paypal Setup',
      'Receipt Details',
      'Google Sign-in',
      'YouTube',
      'Packages',
      'Pricing FAQ',
      'Footer Section',
      'Contact Page',
      'Terms Page',
      'Privacy Page',
    ])
    expect(menuPanels(settingsPanels).find((entry) => entry.label === 'Contact Page')?.key).toBe(
      'ContactPageAdmin',
    )
  })

  it('opens a panel that has no menu entry by its internal name', async () => {
    renderSwitcher('/admin/settings?panel=ContactPageAdmin')
    expect(await screen.findByRole('heading', { name: 'Contact Page panel' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Contact Page' })).not.toBeInTheDocument()
  })

  it('falls back to the default panel for an unknown name', async () => {
    renderSwitcher('/admin/settings?panel=nope')
    expect(await screen.findByRole('heading', { name: 'Account panel' })).toBeInTheDocument()
  })

  it('says so when the user cannot be loaded', async () => {
    stubFetch({ 'GET /api/me': () => json(500, { error: { code: 'INTERNAL', message: 'Boom' } }) })
    renderSwitcher('/admin/settings', null)
    expect(await screen.findByText(USER_LOAD_FAILED)).toBeInTheDocument()
    expect(screen.getByText('User data could not be loaded. Please try again later.')).toBeInTheDocument()
  })
})
