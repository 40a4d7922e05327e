import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserLayout } from '#web/app/layouts/user-layout.tsx'
import { member, stubFetch } from '#web/test/fetch-stub.ts'
import { registryOf, renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

// jsdom applies no CSS, so the menu button (hidden from 992 px up) is always there to press.
function renderUserArea(path: string) {
  stubFetch({})
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], member)
  return renderApp({
    routes: [
      {
        path: 'user',
        element: <UserLayout />,
        children: [{ path: '*', element: <h1>User page</h1> }],
      },
    ],
    initialEntries: [path],
    registry: registryOf(
      '/user/dashboard',
      '/user/support',
      '/user/create-support',
      '/user/pending-payment',
      '/user/package-pending-payment',
    ),
    queryClient,
  })
}

const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true })

describe('the sidebar drawer (below 992 px)', () => {
  it('opens from the menu button with focus inside, and Escape closes it, focus back on the button', async () => {
    const { user } = renderUserArea('/user/dashboard')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton())
    const drawer = await screen.findByRole('dialog', { name: 'User menu' })
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(menuButton()).toHaveAttribute('aria-controls', drawer.id)
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement))
    expect(within(drawer).getByRole('navigation', { name: 'User area' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(menuButton()).toHaveFocus()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when a link in it is followed', async () => {
    const { user, router } = renderUserArea('/user/dashboard')
    await user.click(menuButton())
    const drawer = await screen.findByRole('dialog', { name: 'User menu' })
    await user.click(within(drawer).getByRole('link', { name: 'Support' }))
    expect(router.state.location.pathname).toBe('/user/support')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes with its close button', async () => {
    const { user } = renderUserArea('/user/dashboard')
    await user.click(menuButton())
    const drawer = await screen.findByRole('dialog', { name: 'User menu' })
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(menuButton()).toHaveFocus()
  })

  it('opens expanded even when the wide sidebar was left collapsed', async () => {
    localStorage.setItem(
      'thumbforge:sidebar-collapsed:user',
      JSON.stringify({ value: true, savedAt: Date.now() }),
    )
    const { user } = renderUserArea('/user/dashboard')
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuButton())
    const drawer = await screen.findByRole('dialog', { name: 'User menu' })
    const support = within(drawer).getByRole('link', { name: 'Support' })
    expect(within(support).getByText('Support')).not.toHaveClass('sr-only')
  })
})

describe('the current entry', () => {
  it.each([
    ['/user/create-support', 'Support'],
    ['/user/package-pending-payment', 'Pending Payment'],
    ['/user/pending-payment', 'Pending Payment'],
  ])('on %s it is %s', (path, entry) => {
    renderUserArea(path)
    const sidebar = screen.getByRole('navigation', { name: 'User area' })
    const current = within(sidebar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([entry])
  })
})
