import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from '#web/features/auth/components/login-form.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderForm = () =>
  renderApp({
    routes: [
      { path: '/login', element: <LoginForm /> },
      { path: '/user/dashboard', element: <h1>Dashboard home</h1> },
    ],
    initialEntries: ['/login'],
  })

async function submit(user: ReturnType<typeof renderForm>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
}

describe('login form', () => {
  it('requires an e-mail and a password', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByText('E-mail is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("maps better-auth's 401 to the spec's wrong-password text", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    })
    const { user } = renderForm()
    await submit(user, 'mia@example.com', 'wrong-password')

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.')
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it('explains a rate limit and a network failure', async () => {
    let answer: () => Response = () => json(429, { code: 'TOO_MANY_REQUESTS', message: 'Slow down' })
    stubFetch({ 'POST /api/auth/sign-in/email': () => answer() })
    const { user } = renderForm()
    await submit(user, 'mia@example.com', 'secret123')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Please try again later.',
    )

    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument()
  })

  it('signs in and goes to the dashboard once the session is loaded', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () => json(200, { token: 't' }),
      'GET /api/me': () => json(200, member),
    })
    const { user, queryClient } = renderForm()
    await submit(user, 'mia@example.com', 'secret123')

    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument()
    expect(queryClient.getQueryData(['me'])).toMatchObject({ email: 'mia@example.com' })
  })
})
