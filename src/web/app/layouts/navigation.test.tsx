import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminLayout } from '#web/app/layouts/admin-layout.tsx'
import { PublicLayout } from '#web/app/layouts/public-layout.tsx'
import { UserLayout } from '#web/app/layouts/user-layout.tsx'
import { UserDashboardPage } from '#web/app/pages/user-dashboard-page.tsx'
import { isRegistered, registeredPaths } from '#web/app/routes.tsx'
import { createRouteRegistry } from '#web/lib/route-registry.tsx'
import { admin, json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { registryOf, renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const withSession = (me: typeof member | typeof admin) => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], me)
  return queryClient
}

const userRoutes = [
  { path: 'user', element: <UserLayout />, children: [{ path: '*', element: <UserDashboardPage /> }] },
]

describe('the route table', () => {
  it('registers the foundation pages and the spec redirects', () => {
    expect(registeredPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/register',
        '/reset-password',
        '/new-password',
        '/user/dashboard',
      ]),
    )
    expect(registeredPaths).toContain('/admin/outbox')
    expect(registeredPaths.some((path) => path.includes('*'))).toBe(false)
    expect(isRegistered('/dashboard')).toBe(true)
    expect(isRegistered('/forgot-password')).toBe(true)
    expect(isRegistered('/admin')).toBe(true)
    expect(isRegistered('/settings')).toBe(true)
    // The header's /profile forwards to Account Settings, which exists now.
    expect(isRegistered('/update-profile')).toBe(true)
    expect(isRegistered('/profile')).toBe(true)
    expect(isRegistered('/admin/users')).toBe(true)
    expect(isRegistered('/user/generate-image')).toBe(true)
    expect(isRegistered('/user/thumbnails')).toBe(true)
    expect(isRegistered('/user/personas')).toBe(true)
    expect(isRegistered('/user/youtube')).toBe(true)
  })
})

describe('navigation shows only registered routes', () => {
  it('user sidebar and dashboard: only the Dashboard exists today', async () => {
    stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
    renderApp({
      routes: userRoutes,
      initialEntries: ['/user/dashboard'],
      registry: registryOf('/user/dashboard'),
      queryClient: withSession(admin),
    })
    const sidebar = screen.getByRole('navigation', { name: 'User area' })
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard'])
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /YouTube Thumbnail Generator/ })).not.toBeInTheDocument()
    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument()
  })

  it('a page registered later brings its sidebar item, card and button with it', async () => {
    stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
    renderApp({
      routes: userRoutes,
      initialEntries: ['/user/dashboard'],
      registry: registryOf('/user/dashboard', '/user/generate-image', '/user/support', '/admin'),
      queryClient: withSession(admin),
    })
    const sidebar = screen.getByRole('navigation', { name: 'User area' })
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'YouTube Thumbnail Generator', 'Support', 'Admin Dashboard'])
    const adminLink = within(sidebar).getByRole('link', { name: 'Admin Dashboard' })
    expect(adminLink).toHaveAttribute('target', '_blank')
    expect(adminLink).toHaveAttribute('rel', 'noopener')
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' })
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(2)
    // The large button on the dashboard (the card's name also carries its description).
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'YouTube Thumbnail Generator' }),
    ).toHaveAttribute('href', '/user/generate-image')
  })

  it('hides the Admin Dashboard sidebar item from non-admins', () => {
    stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
    renderApp({
      routes: userRoutes,
      initialEntries: ['/user/dashboard'],
      registry: registryOf('/user/dashboard', '/admin'),
      queryClient: withSession(member),
    })
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument()
  })

  it('admin sidebar lists only the admin pages that exist', () => {
    stubFetch({})
    renderApp({
      routes: [
        { path: 'admin', element: <AdminLayout />, children: [{ path: '*', element: <h1>Admin page</h1> }] },
      ],
      initialEntries: ['/admin/outbox'],
      registry: registryOf('/admin/outbox', '/admin/users'),
      queryClient: withSession(admin),
    })
    const sidebar = screen.getByRole('navigation', { name: 'Admin area' })
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Total Users', 'Mail Outbox'])
  })

  it('mobile menu: spec links filtered by sign-in state and by their redirect targets', async () => {
    stubFetch({})
    const publicRoutes = [{ element: <PublicLayout />, children: [{ index: true, element: <h1>Home</h1> }] }]
    const registry = createRouteRegistry([
      { pattern: '/' },
      { pattern: '/user/dashboard' },
      { pattern: '/update-profile' },
      { pattern: '/dashboard', redirectTo: '/user/dashboard' },
      { pattern: '/profile', redirectTo: '/update-profile' },
      { pattern: '/settings', redirectTo: '/admin/settings' },
      { pattern: '/login' },
      { pattern: '/register' },
    ])
    const { user } = renderApp({ routes: publicRoutes, registry, queryClient: withSession(member) })
    const toggle = screen.getByRole('button', { name: 'Menu' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Dashboard', 'Profile'])
  })

  it('mobile menu offers Login and Register when signed out', async () => {
    stubFetch({})
    const queryClient = testQueryClient()
    queryClient.setQueryData(['me'], null)
    const { user } = renderApp({
      routes: [{ element: <PublicLayout />, children: [{ index: true, element: <h1>Home</h1> }] }],
      registry: registryOf('/', '/login', '/register', '/user/dashboard'),
      queryClient,
    })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Login', 'Register'])
  })

  it('the sidebar collapses, keeps its labels for screen readers, and remembers the choice', async () => {
    stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
    const options = {
      routes: userRoutes,
      initialEntries: ['/user/dashboard'],
      registry: registryOf('/user/dashboard'),
    }
    const first = renderApp({ ...options, queryClient: withSession(member) })
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await first.user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    first.unmount()

    renderApp({ ...options, queryClient: withSession(member) })
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false')
  })
})
