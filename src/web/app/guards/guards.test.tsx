import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { admin, deferredResponse, json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const emptyLedger = () => json(200, { entries: [], total: 0, totalCapped: false })

const signedInAs = (me: typeof member | typeof admin) => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], me)
  return queryClient
}

describe('route guards', () => {
  it('shows a loader while the session resolves, then the page', async () => {
    const me = deferredResponse()
    const fetchMock = stubFetch({ 'GET /api/me': () => me.promise, 'GET /api/me/ledger': emptyLedger })
    renderApp({ initialEntries: ['/user/dashboard'] })

    // The session request comes from the guard itself, so the loader now is the guard's, not the route chunk's.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/me'))
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

    me.release(json(200, member))
    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
  })

  it('sends a signed-out visitor to /login and back to where they were after signing in', async () => {
    let signedIn = false
    stubFetch({
      'GET /api/me': () => (signedIn ? json(200, member) : signedOutMe()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true
        return json(200, { token: 't' })
      },
      'GET /api/me/ledger': emptyLedger,
    })
    const { user, router } = renderApp({ initialEntries: ['/user/dashboard?tab=credits'] })

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')

    await user.type(screen.getByLabelText('E-mail'), 'mia@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/dashboard?tab=credits')
  })

  it('keeps the remembered origin when the visitor switches to Register', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const { user, router } = renderApp({ initialEntries: ['/user/dashboard'] })
    await screen.findByRole('heading', { name: 'Welcome back' })

    await user.click(
      within(screen.getByRole('form', { name: 'Login' })).getByRole('link', { name: 'Register' }),
    )
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/user/dashboard' })
  })

  it('sends a signed-in user away from /login', async () => {
    stubFetch({ 'GET /api/me/ledger': emptyLedger })
    const { router } = renderApp({ initialEntries: ['/login'], queryClient: signedInAs(member) })

    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/dashboard')
  })

  it('shows Not Authorized to a signed-in non-admin in the admin area', async () => {
    const fetchMock = stubFetch({})
    const { user, router } = renderApp({ initialEntries: ['/admin/outbox'], queryClient: signedInAs(member) })

    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument()
    expect(
      screen.getByText("You can't access this page; this route is only accessible for Admin."),
    ).toBeInTheDocument()
    // Nothing of the admin area is asked for (the public payment settings feed the demo bar).
    const asked = fetchMock.mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => url !== '/api/paypal-settings')).toEqual([])

    await user.click(screen.getByRole('link', { name: 'Go to Home' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('lets an admin in: /admin opens the dashboard, and the outbox shows its links', async () => {
    stubFetch({
      'GET /api/admin/outbox': () =>
        json(200, {
          messages: [
            {
              id: 'm1',
              to: 'mia@example.com',
              subject: 'Reset your password',
              text: 'Choose a new password: http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fnew-password.',
              html: null,
              status: 'queued',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          total: 1,
          totalCapped: false,
          page: 1,
          pageSize: 20,
        }),
      'GET /api/admin/stats': () => json(500, { error: { code: 'INTERNAL', message: 'not needed here' } }),
      'GET /api/users': () => json(200, { users: [], total: 0, totalCapped: false, page: 1, pageSize: 10 }),
    })
    const { user, router } = renderApp({ initialEntries: ['/admin'], queryClient: signedInAs(admin) })

    // The dashboard's lazy chunk includes the users table; on a busy machine it can take a while.
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/dashboard')
    await router.navigate('/admin/outbox')
    expect(await screen.findByRole('heading', { name: 'Mail Outbox' })).toBeInTheDocument()
    const row = await screen.findByRole('row', { name: /Reset your password/ })
    await user.click(within(row).getByRole('button', { name: /View message/ }))
    expect(
      screen.getByRole('link', {
        name: 'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fnew-password',
      }),
    ).toHaveAttribute('href', 'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fnew-password')
  })

  it('offers a retry instead of a sign-in when the session cannot be checked', async () => {
    let online = false
    stubFetch({
      'GET /api/me': () => {
        if (!online) throw new TypeError('Failed to fetch')
        return json(200, member)
      },
      'GET /api/me/ledger': emptyLedger,
    })
    const { user, router } = renderApp({ initialEntries: ['/user/dashboard'] })

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your session.")
    expect(router.state.location.pathname).toBe('/user/dashboard')
    online = true
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
  })

  it("after registering on /register, greets the new user with 'Welcome', not 'Welcome back'", async () => {
    let signedIn = false
    stubFetch({
      'GET /api/me': () => (signedIn ? json(200, member) : signedOutMe()),
      'POST /api/auth/sign-up/email': () => {
        signedIn = true
        return json(200, { token: 't' })
      },
      'GET /api/me/ledger': emptyLedger,
    })
    const { user, router } = renderApp({ initialEntries: ['/register'] })
    await user.type(await screen.findByLabelText('Full Name'), 'Mia Member')
    await user.type(screen.getByLabelText('Email Address'), 'mia@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123')
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Welcome, Mia Member!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/dashboard')
    expect(
      await screen.findByText('Account created successfully. Welcome to Thumbforge!'),
    ).toBeInTheDocument()
  })
})
