import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResetPasswordPage } from '#web/features/auth/pages/reset-password-page.tsx'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderPage = () =>
  renderApp({
    routes: [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    initialEntries: ['/reset-password'],
  })

describe('reset password request', () => {
  it('asks for an address when the field is empty or only spaces', async () => {
    const fetchMock = stubFetch({})
    const { user } = renderPage()
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email Address'), '    ')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reads 'Sending...' while busy, then confirms where the instructions went", async () => {
    const pending = deferredResponse()
    const fetchMock = stubFetch({ 'POST /api/auth/request-password-reset': () => pending.promise })
    const { user } = renderPage()
    await user.type(screen.getByLabelText('Email Address'), '  mia@example.com ')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    pending.release(json(200, { status: true }))

    expect(await screen.findByRole('heading', { name: 'Password Reset Email Sent' })).toBeInTheDocument()
    expect(screen.getByText('mia@example.com')).toBeInTheDocument()
    expect(screen.getByText(/check your spam/i)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login')
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mia@example.com', redirectTo: '/new-password' })

    await user.click(screen.getByRole('link', { name: 'try again' }))
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
  })

  it('maps a rejected address and other failures to the spec texts', async () => {
    let status = 400
    stubFetch({
      'POST /api/auth/request-password-reset': () =>
        json(status, { code: 'VALIDATION_ERROR', message: 'bad' }),
    })
    const { user } = renderPage()
    await user.type(screen.getByLabelText('Email Address'), 'mia@example.com')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.')

    status = 500
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(
      await screen.findByText('An unexpected error occurred. Please try again later.'),
    ).toBeInTheDocument()
  })
})
