import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { supportMessages } from '#shared/support/messages.ts'
import { CreateSupportPage } from '#web/features/support/pages/create-support-page.tsx'
import { ticketFixture } from '#web/features/support/test/tickets.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderPage = () =>
  renderApp({
    routes: [
      { path: '/user/create-support', element: <CreateSupportPage /> },
      { path: '/user/support', element: <h1>Support inbox</h1> },
    ],
    initialEntries: ['/user/create-support'],
  })

describe('Create Support Ticket', () => {
  it('shows the sender and refuses a blank subject and message word for word, sending nothing', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': () => json(200, member) })
    const { user } = renderPage()
    expect(await screen.findByLabelText('Name')).toHaveValue('Mia Member')
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com')
    await user.type(screen.getByLabelText('Subject'), '   ')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))
    expect(await screen.findByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })

  it("creates the ticket, toasts 'Support ticket created successfully' and goes to /user/support", async () => {
    const fetchMock = stubFetch({
      'GET /api/me': () => json(200, member),
      'POST /api/support-tickets': () => json(201, ticketFixture()),
    })
    const { user, router } = renderPage()
    await user.type(await screen.findByLabelText('Subject'), '  Download fails ')
    await user.type(screen.getByLabelText('Message'), 'The download button does nothing.')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))
    expect(await screen.findByText('Support ticket created successfully')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/support')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      subject: 'Download fails',
      message: 'The download button does nothing.',
    })
  })

  it("says 'Failed to create support ticket' and stays when the server refuses", async () => {
    stubFetch({
      'GET /api/me': () => json(200, member),
      'POST /api/support-tickets': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    })
    const { user, router } = renderPage()
    await user.type(await screen.findByLabelText('Subject'), 'Help')
    await user.type(screen.getByLabelText('Message'), 'Please')
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 555 0100')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))
    expect(await screen.findByText('Failed to create support ticket')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/create-support')
  })

  it('shows the hourly ticket limit in the server’s words and stays on the form', async () => {
    stubFetch({
      'GET /api/me': () => json(200, member),
      'POST /api/support-tickets': () =>
        json(429, { error: { code: 'RATE_LIMITED', message: supportMessages.tooManyTickets } }),
    })
    const { user, router } = renderPage()
    await user.type(await screen.findByLabelText('Subject'), 'Help')
    await user.type(screen.getByLabelText('Message'), 'Please')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))
    expect(await screen.findByText(supportMessages.tooManyTickets)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/create-support')
  })

  it("says 'Error loading user data' when the profile cannot be loaded", async () => {
    stubFetch({ 'GET /api/me': () => json(500, { error: { code: 'INTERNAL', message: 'down' } }) })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading user data')
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled()
  })
})
