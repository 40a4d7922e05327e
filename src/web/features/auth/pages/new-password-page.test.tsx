import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewPasswordPage } from '#web/features/auth/pages/new-password-page.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const invalidLink = 'This reset link is invalid or has expired. Please request a new one.'

const renderPage = (url: string) =>
  renderApp({
    routes: [
      { path: '/new-password', element: <NewPasswordPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    initialEntries: [url],
  })

describe('new password page', () => {
  it.each(['/new-password', '/new-password?error=INVALID_TOKEN'])(
    'explains a broken link at %s and offers a new one',
    (url) => {
      stubFetch({})
      renderPage(url)
      expect(screen.getByRole('alert')).toHaveTextContent(invalidLink)
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/reset-password',
      )
    },
  )

  it('validates the new password with the shared rules', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderPage('/new-password?token=abc')
    await user.type(screen.getByLabelText('New Password'), '123')
    await user.type(screen.getByLabelText('Confirm Password'), '456')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sets the password, confirms with a toast and goes to the login page', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/reset-password': () => json(200, { status: true }) })
    const { user, router } = renderPage('/new-password?token=abc')
    await user.type(screen.getByLabelText('New Password'), 'brand-new-secret')
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))

    expect(
      await screen.findByText('Password updated. Please sign in with your new password.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ newPassword: 'brand-new-secret', token: 'abc' })
  })

  it('switches to the broken-link message when the server rejects the token', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () => json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    })
    const { user } = renderPage('/new-password?token=used')
    await user.type(screen.getByLabelText('New Password'), 'brand-new-secret')
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))

    expect(await screen.findByText(invalidLink)).toBeInTheDocument()
  })

  it('ends the session this browser had, so the login page asks for the new password', async () => {
    stubFetch({ 'POST /api/auth/reset-password': () => json(200, { status: true }) })
    const queryClient = testQueryClient()
    queryClient.setQueryData(['me'], member)
    const { user, router } = renderApp({ initialEntries: ['/new-password?token=abc'], queryClient })
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-secret')
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(queryClient.getQueryData(['me'])).toBeNull()
  })
})
