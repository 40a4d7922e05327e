import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PublicLayout } from '#web/app/layouts/public-layout.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { registryOf, renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderHeader() {
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], member)
  localStorage.setItem('thumbforge:me', JSON.stringify({ value: member, savedAt: Date.now() }))
  return renderApp({
    queryClient,
    registry: registryOf('/', '/user/dashboard', '/admin'),
    routes: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'pricing', element: <h1>Pricing page</h1> },
          { path: 'user/dashboard', element: <h1>User dashboard page</h1> },
        ],
      },
    ],
  })
}

const dashboardButton = () => screen.getByRole('button', { name: 'Dashboard' })

describe('header Dashboard menu', () => {
  it('opens with the dashboard links and closes on an outside click', async () => {
    stubFetch({})
    const { user } = renderHeader()
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'User Dashboard' })).not.toBeInTheDocument()

    await user.click(dashboardButton())
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'User Dashboard' })).toHaveAttribute('href', '/user/dashboard')
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible()

    await user.click(screen.getByRole('heading', { name: 'Home page' }))
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'User Dashboard' })).not.toBeInTheDocument()
  })

  it('closes when a link in it is followed', async () => {
    stubFetch({})
    const { user, router } = renderHeader()
    await user.click(dashboardButton())
    await user.click(screen.getByRole('link', { name: 'User Dashboard' }))

    expect(await screen.findByRole('heading', { name: 'User dashboard page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/dashboard')
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('works from the keyboard and closes on Escape, returning focus', async () => {
    stubFetch({})
    const { user } = renderHeader()
    dashboardButton().focus()
    await user.keyboard('{Enter}')
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'User Dashboard' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(dashboardButton()).toHaveAttribute('aria-expanded', 'false')
    expect(dashboardButton()).toHaveFocus()
  })

  it('logs out: signs out on the server, forgets the cached user and goes home', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-out': () => json(200, { success: true }) })
    const { user, router } = renderHeader()
    await router.navigate('/pricing')
    await user.click(dashboardButton())
    await user.click(screen.getByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('thumbforge:me')).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    )
  })
})
