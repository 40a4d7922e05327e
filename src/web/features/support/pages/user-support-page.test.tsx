import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserSupportPage } from '#web/features/support/pages/user-support-page.tsx'
import { pageOf, ticketFixture } from '#web/features/support/test/tickets.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderPage = (entry = '/user/support') =>
  renderApp({
    routes: [
      { path: '/user/support', element: <UserSupportPage /> },
      { path: '/user/create-support', element: <h1>Create</h1> },
    ],
    initialEntries: [entry],
  })

const open = ticketFixture()
const closed = ticketFixture({
  id: '22222222-2222-4222-8222-222222222222',
  subject: 'Old question',
  status: 'closed',
  messages: [
    {
      id: '1',
      sender: 'admin',
      authorName: null,
      message: 'Answered, closing.',
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  ],
})

describe('/user/support', () => {
  it('lists the tickets with their count and links to Create Ticket', async () => {
    stubFetch({ 'GET /api/support-tickets': () => json(200, pageOf(open, closed)) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Tickets (2)' })).toBeInTheDocument()
    expect(screen.getByTestId('ticket-scroll-area')).toHaveClass('max-h-[80vh]')
    // dd/mm/yyyy with a 24-hour time, as orders show their dates (decision 018).
    expect(screen.getByRole('button', { name: /Download fails/ })).toHaveTextContent(
      /20\/11\/2026 \d{2}:\d{2}/,
    )
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/user/create-support',
    )
  })

  it('sends the status and date filters to the server', async () => {
    const fetchMock = stubFetch({ 'GET /api/support-tickets': () => json(200, pageOf()) })
    const { user } = renderPage()
    await screen.findByText('No tickets found')
    await user.selectOptions(screen.getByLabelText('Status'), 'closed')
    await user.type(screen.getByLabelText('From'), '01/11/2026')
    const last = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams
    await vi.waitFor(() => expect(last().get('from')).toBe('2026-11-01'))
    expect(last().get('status')).toBe('closed')
    // The user page always asks for the caller's own tickets, so an admin sees only theirs here too.
    expect(last().get('mine')).toBe('true')
  })

  it('closes the open conversation when a filter hides its ticket, and keeps it when one does not', async () => {
    stubFetch({
      'GET /api/support-tickets': ({ url }) => {
        const status = url.searchParams.get('status')
        return json(200, pageOf(...[open, closed].filter((t) => !status || t.status === status)))
      },
      [`GET /api/support-tickets/${open.id}`]: () => json(200, open),
    })
    const { user, router } = renderPage()
    await user.click(await screen.findByRole('button', { name: /Download fails/ }))
    expect(await screen.findByRole('list', { name: 'Conversation' })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Status'), 'open')
    expect(await screen.findByRole('heading', { name: 'Tickets (1)' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Conversation' })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Status'), 'closed')
    expect(await screen.findByText('Select a ticket to read the conversation.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument()
    expect(router.state.location.search).not.toContain('ticket=')
  })

  it('opens a conversation; a blank reply is refused and a reply is sent trimmed', async () => {
    const replied = ticketFixture({
      status: 'in-progress',
      messages: [
        {
          id: '9',
          sender: 'user',
          authorName: null,
          message: 'Any news?',
          createdAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    })
    const fetchMock = stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(open)),
      [`GET /api/support-tickets/${open.id}`]: () => json(200, open),
      [`POST /api/support-tickets/${open.id}/messages`]: () => json(200, replied),
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: /Download fails/ }))
    const conversation = await screen.findByRole('list', { name: 'Conversation' })
    expect(within(conversation).getByText('The download button does nothing.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Your reply'), '   ')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Reply cannot be empty')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)

    await user.clear(screen.getByLabelText('Your reply'))
    await user.type(screen.getByLabelText('Your reply'), '  Any news?  ')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await within(conversation).findByText('Any news?')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: 'Any news?' })
    expect(screen.getByLabelText('Your reply')).toHaveValue('')
  })

  it('disables the reply box and Send on a closed ticket, and shows the support team’s answer', async () => {
    stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(closed)),
      [`GET /api/support-tickets/${closed.id}`]: () => json(200, closed),
    })
    renderPage(`/user/support?ticket=${closed.id}`)
    expect(await screen.findByText('Answered, closing.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your reply')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(screen.getByText('This ticket is closed and no longer accepts replies.')).toBeInTheDocument()
  })
})
