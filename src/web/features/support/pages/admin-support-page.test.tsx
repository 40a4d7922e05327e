import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminSupportPage } from '#web/features/support/pages/admin-support-page.tsx'
import { pageOf, ticketFixture } from '#web/features/support/test/tickets.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const generation = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'succeeded' as const,
  prompt: 'A neon castle at dusk',
  params: { category: 'Gaming' },
  provider: 'gemini',
  model: 'gemini-2.5-flash-image',
  error: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  refunded: false,
}
const reported = ticketFixture({ generationId: generation.id, generation })

const renderPage = (entry = `/admin/support-messages?ticket=${reported.id}`) =>
  renderApp({
    routes: [{ path: '/admin/support-messages', element: <AdminSupportPage /> }],
    initialEntries: [entry],
  })

describe('/admin/support-messages', () => {
  it('sends the priority and e-mail filters and shows whose ticket each is', async () => {
    const fetchMock = stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(reported)),
      [`GET /api/support-tickets/${reported.id}`]: () => json(200, reported),
    })
    const { user } = renderPage('/admin/support-messages')
    const list = await screen.findByRole('region', { name: 'Tickets (1)' })
    expect(within(list).getByText('mia@example.com')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent')
    await user.type(screen.getByLabelText('User email'), 'mia')
    const last = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams
    await vi.waitFor(() => expect(last().get('email')).toBe('mia'))
    expect(last().get('priority')).toBe('urgent')
    expect(last().get('mine')).toBeNull()
  })

  it('names the admin who wrote each staff reply in the conversation', async () => {
    const answered = ticketFixture({
      messages: [
        {
          id: '1',
          sender: 'admin',
          authorName: 'Ada Admin',
          message: 'Fixed on our side.',
          createdAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    })
    stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(answered)),
      [`GET /api/support-tickets/${answered.id}`]: () => json(200, answered),
    })
    renderPage(`/admin/support-messages?ticket=${answered.id}`)
    const conversation = await screen.findByRole('list', { name: 'Conversation' })
    expect(await within(conversation).findByText(/Support team \(Ada Admin\)/)).toBeInTheDocument()
  })

  it('opens filtered by the e-mail in its address, as the customer view links it', async () => {
    const fetchMock = stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(reported)),
      [`GET /api/support-tickets/${reported.id}`]: () => json(200, reported),
    })
    renderPage('/admin/support-messages?email=mia%40example.com')
    expect(await screen.findByLabelText('User email')).toHaveValue('mia@example.com')
    const listCalls = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname === '/api/support-tickets')
    expect(listCalls.length).toBeGreaterThan(0)
    expect(listCalls.every((u) => u.searchParams.get('email') === 'mia@example.com')).toBe(true)
  })

  it('changes the status and priority through the selectors', async () => {
    const fetchMock = stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(reported)),
      [`GET /api/support-tickets/${reported.id}`]: () => json(200, reported),
      [`PATCH /api/support-tickets/${reported.id}`]: ({ body }) =>
        json(200, { ...reported, ...(body as object) }),
    })
    const { user } = renderPage()
    await user.selectOptions(await screen.findByLabelText('Ticket status'), 'resolved')
    await vi.waitFor(() => expect(screen.getByLabelText('Ticket status')).toHaveValue('resolved'))
    await user.selectOptions(screen.getByLabelText('Ticket priority'), 'high')
    await vi.waitFor(() => expect(screen.getByLabelText('Ticket priority')).toHaveValue('high'))
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { status: 'resolved' },
      { priority: 'high' },
    ])
  })

  it('disables the reply box and Send while the ticket is closed', async () => {
    const closed = { ...reported, status: 'closed' as const }
    stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(closed)),
      [`GET /api/support-tickets/${reported.id}`]: () => json(200, closed),
    })
    renderPage()
    expect(await screen.findByLabelText('Your reply')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
  })

  it('shows the reported generation and refunds its credit once', async () => {
    const refunded = {
      ...reported,
      refundedAt: '2026-11-21T00:00:00.000Z',
      generation: { ...generation, refunded: true },
    }
    const fetchMock = stubFetch({
      'GET /api/support-tickets': () => json(200, pageOf(reported)),
      [`GET /api/support-tickets/${reported.id}`]: () => json(200, reported),
      [`POST /api/support-tickets/${reported.id}/refund`]: () => json(200, refunded),
    })
    const { user } = renderPage()
    const panel = await screen.findByRole('region', { name: 'Reported generation' })
    expect(within(panel).getByText('A neon castle at dusk')).toBeInTheDocument()
    expect(within(panel).getByText('gemini (gemini-2.5-flash-image)')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Refund credit' }))
    expect(await within(panel).findByText('Refunded')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Refund credit' })).toBeDisabled()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
  })
})
