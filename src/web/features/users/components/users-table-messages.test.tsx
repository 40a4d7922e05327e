import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredResponse, json } from '#web/test/fetch-stub.ts'
import { page, person, renderTable } from './users-table-test-support.tsx'

const toasts = vi.hoisted(() => ({ success: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notifySuccess: toasts.success,
}))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  toasts.success.mockClear()
})

describe('Send Message and Message Log History', () => {
  const template = {
    id: '11111111-1111-4111-8111-111111111111',
    templateName: 'Welcome',
    subject: 'Welcome, {{name}}',
    body: '<p>Hi {{name}}</p>',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }

  it('fills the message from a template, sends it to the read-only address and confirms', async () => {
    const { user, fetchMock } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/email-templates': () => json(200, [template]),
      'POST /api/messages': () =>
        json(201, {
          id: '1',
          toEmail: 'person1@example.test',
          subject: 'x',
          sentAt: '2026-11-01T10:00:00.000Z',
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Message Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' })
    expect(within(dialog).getByLabelText('To')).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('To')).toHaveValue('person1@example.test')
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Welcome' })).toBeInTheDocument())
    await user.selectOptions(within(dialog).getByLabelText('Template'), 'Welcome')
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Welcome, {{name}}')
    expect(within(dialog).getByLabelText('Message')).toHaveValue('<p>Hi {{name}}</p>')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    // Sent: a toast says so and the dialog closes, so Send cannot be clicked a second time.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toasts.success).toHaveBeenCalledWith('Message sent successfully.')
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/messages')).toHaveLength(1)
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/messages')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      toEmail: 'person1@example.test',
      subject: 'Welcome, {{name}}',
      messageBody: '<p>Hi {{name}}</p>',
      templateId: template.id,
    })
  })

  it('shows the server’s failure, or the network error', async () => {
    let reachable = true
    const { user } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/email-templates': () => json(200, []),
      'POST /api/messages': () =>
        reachable
          ? json(502, { error: { code: 'PROVIDER_ERROR', message: 'Failed to send message.' } })
          : Promise.reject(new TypeError('offline')),
    })
    await user.click(await screen.findByRole('button', { name: 'Message Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Message body is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello')
    await user.type(within(dialog).getByLabelText('Message'), 'Hi there')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Failed to send message.')).toBeInTheDocument()
    reachable = false
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Error sending message.')).toBeInTheDocument()
  })

  it('says Sending... while the message goes out, and closes once sent', async () => {
    const pending = deferredResponse()
    const { user } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/email-templates': () => json(200, []),
      'POST /api/messages': () => pending.promise,
    })
    await user.click(await screen.findByRole('button', { name: 'Message Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' })
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello')
    await user.type(within(dialog).getByLabelText('Message'), 'Hi there')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled()
    pending.release(
      json(201, {
        id: '1',
        toEmail: 'person1@example.test',
        subject: 'Hello',
        sentAt: '2026-11-01T10:00:00Z',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toasts.success).toHaveBeenCalledWith('Message sent successfully.')
  })

  it('says the templates failed to load, and the message can still be written by hand', async () => {
    const { user } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/email-templates': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Message Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' })
    expect(
      await within(dialog).findByText('Failed to fetch templates: Something went wrong'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Subject')).toBeEnabled()
  })

  it('says Failed to load user data when the message log cannot be read', async () => {
    const { user } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/messages': () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Message history of Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Message Log History' })
    expect(await within(dialog).findByText('Failed to load user data')).toBeInTheDocument()
  })

  it('lists the messages sent to a user, 5 per page, numbered', async () => {
    const entry = (n: number) => ({
      id: String(n),
      subject: `Note ${n}`,
      templateName: n === 6 ? null : 'Welcome',
      sentAt: '2026-11-02T10:00:00.000Z',
    })
    const { user, fetchMock } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'GET /api/messages': ({ url }) => {
        const pageNo = Number(url.searchParams.get('page'))
        const entries = pageNo === 1 ? [1, 2, 3, 4, 5].map(entry) : [entry(6)]
        return json(200, { entries, total: 6, totalCapped: false, page: pageNo, pageSize: 5 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Message history of Person 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Message Log History' })
    const table = await within(dialog).findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Day', 'Sent Date', 'Template Name'])
    expect(within(table).getAllByRole('row')).toHaveLength(6)
    expect(within(table).getAllByText('Monday')).toHaveLength(5)
    const call = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/messages')
    expect(call?.searchParams.get('to')).toBe('person1@example.test')
    expect(call?.searchParams.get('pageSize')).toBe('5')
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    expect(await within(dialog).findByText('No template (Note 6)')).toBeInTheDocument()
    expect(within(dialog).getByRole('cell', { name: '6' })).toBeInTheDocument()
  })
})
