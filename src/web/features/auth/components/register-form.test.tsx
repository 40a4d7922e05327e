import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegisterForm } from '#web/features/auth/components/register-form.tsx'
import { json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderForm = () =>
  renderApp({
    routes: [
      { path: '/register', element: <RegisterForm /> },
      { path: '/user/dashboard', element: <h1>Dashboard home</h1> },
    ],
    initialEntries: ['/register'],
  })

async function fill(user: ReturnType<typeof renderForm>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value)
}

describe('register form', () => {
  it('shows every required-field message, word for word, and sends nothing', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email Address is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm Password is required',
    )
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says 'Passwords do not match' on the first submit, next to the other fields' errors", async () => {
    stubFetch({})
    const { user } = renderForm()
    await fill(user, { Password: 'secret123', 'Confirm Password': 'secret124' })
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email Address is required')).toBeInTheDocument()
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
  })

  it('ties each message to its input', async () => {
    stubFetch({})
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    const name = screen.getByLabelText('Full Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Full Name is required')
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email')
  })

  it('rejects a password under 6 characters and a mismatched confirmation', async () => {
    stubFetch({})
    const { user } = renderForm()
    await fill(user, {
      'Full Name': 'Mia',
      'Email Address': 'mia@example.com',
      Password: '12345',
      'Confirm Password': '54321',
    })
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument()
  })

  it('requires the terms even when everything else is valid', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderForm()
    await fill(user, {
      'Full Name': 'Mia',
      'Email Address': 'mia@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret123',
    })
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the e-mail is in use when the server reports a duplicate account', async () => {
    stubFetch({
      'POST /api/auth/sign-up/email': () =>
        json(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' }),
      'GET /api/me': signedOutMe,
    })
    const { user } = renderForm()
    await fill(user, {
      'Full Name': 'Mia',
      'Email Address': 'mia@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret123',
    })
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already in use. Please try another one.',
    )
  })

  it('signs up with name, e-mail and password, then lands on the dashboard', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/sign-up/email': () => json(200, { token: 't', user: { id: 'u1' } }),
      'GET /api/me': () => json(200, member),
    })
    const { user, router } = renderForm()
    await fill(user, {
      'Full Name': 'Mia Member',
      'Email Address': 'mia@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret123',
    })
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/dashboard')
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Mia Member',
      email: 'mia@example.com',
      password: 'secret123',
    })
  })

  it('links the terms in the checkbox label to the Terms page, in a new tab so the form is kept', () => {
    stubFetch({})
    renderForm()
    const link = screen.getByRole('link', { name: 'Terms and Conditions' })
    expect(link).toHaveAttribute('href', '/terms')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAccessibleDescription('Opens in a new tab')
    // The checkbox keeps the spec's label.
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeInTheDocument()
  })
})
