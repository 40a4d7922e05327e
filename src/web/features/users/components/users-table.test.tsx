import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { UsersTable } from '#web/features/users/components/users-table.tsx'
import { deferredResponse, json, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

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

const person = (n: number, extra: object = {}) => ({
  id: `user-${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.test`,
  profileUrl: null,
  role: 'member',
  membership: 'free',
  creditBalance: n,
  address: null,
  country: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
})

const page = (users: object[], total = users.length, pageNo = 1) =>
  json(200, { users, total, totalCapped: false, page: pageNo, pageSize: 10 })

function renderTable(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({ 'GET /api/me': signedOutMe, ...handlers })
  const view = renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <UsersTable />
          </ConfirmProvider>
        ),
      },
    ],
  })
  return { ...view, fetchMock }
}

/** Settles the fetch stub's promises and React's updates while the clock is stopped. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0))
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement
const usersCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/api/users')

describe('users table', () => {
  it('shows each user with avatar, credits green when positive and muted at 0, role and membership badges', async () => {
    renderTable({
      'GET /api/users': () =>
        page([
          person(1, { creditBalance: 25, role: 'Admin', membership: 'premium' }),
          // The database keeps a balance at 0 or more (user_credit_balance_non_negative).
          person(2, { creditBalance: 0 }),
        ]),
    })
    expect(screen.getByRole('heading', { name: 'User Directory' })).toBeInTheDocument()
    const first = await screen.findByText('Person 1')
    const row = first.closest('tr') as HTMLElement
    expect(within(row).getByText('person1@example.test')).toBeInTheDocument()
    expect(within(row).getByText('25')).toHaveClass('text-emerald-700')
    expect(within(row).getByText('Admin')).toBeInTheDocument()
    expect(within(row).getByText('premium')).toBeInTheDocument()
    // Joined, in the one date format the whole app uses (decision 018).
    expect(within(row).getByText('01/11/2026')).toBeInTheDocument()
    expect(within(rowOf('Person 2')).getByText('0')).toHaveClass('text-ink-muted')
    expect(within(row).getByText('P')).toHaveAttribute('data-avatar-color')
    for (const name of [
      'Edit Person 1',
      'Delete Person 1',
      'Message Person 1',
      'Message history of Person 1',
    ]) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('asks for 10 per page, newest first, by default', async () => {
    const { fetchMock } = renderTable({ 'GET /api/users': () => page([person(1)]) })
    await screen.findByText('Person 1')
    const [first] = usersCalls(fetchMock)
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      search: '',
      sort: 'createdAt',
      dir: 'desc',
      page: '1',
      pageSize: '10',
    })
  })

  it('says No Users Found for an empty list', async () => {
    renderTable({ 'GET /api/users': () => page([]) })
    expect(await screen.findByText('No Users Found')).toBeInTheDocument()
  })

  it('says why the list failed to load', async () => {
    renderTable({
      'GET /api/users': () => json(500, { error: { code: 'INTERNAL', message: 'Database down' } }),
    })
    expect(await screen.findByText('Failed to fetch users: Database down')).toBeInTheDocument()
  })

  it('shows a 5-page window with First and Last, and a new search returns to page 1', async () => {
    const { user, fetchMock } = renderTable({
      'GET /api/users': ({ url }) => page([person(Number(url.searchParams.get('page')))], 100),
    })
    await screen.findByText('Person 1')
    const pager = screen.getByRole('navigation', { name: 'Users pages' })
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5'])
    expect(within(pager).getByRole('button', { name: 'First' })).toBeDisabled()
    await user.click(within(pager).getByRole('button', { name: 'Last' }))
    expect(await screen.findByText('Person 10')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 8' }))
    expect(await screen.findByText('Person 8')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Search users'), 'x')
    await waitFor(() => expect(usersCalls(fetchMock).at(-1)?.searchParams.get('search')).toBe('x'))
    expect(usersCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('1')
  })

  it('exports the users the search finds as CSV', async () => {
    const { user } = renderTable({ 'GET /api/users': () => page([person(1)]) })
    await screen.findByText('Person 1')
    const link = screen.getByRole('link', { name: 'Export CSV' })
    expect(link).toHaveAttribute('href', '/api/admin/export/users.csv')
    expect(link).toHaveAttribute('download')
    await user.type(screen.getByLabelText('Search users'), ' ann@x.test ')
    expect(link).toHaveAttribute('href', '/api/admin/export/users.csv?search=ann%40x.test')
  })

  it('sorts by a column when its header is clicked, then flips it', async () => {
    const { user, fetchMock } = renderTable({ 'GET /api/users': () => page([person(1)]) })
    await screen.findByText('Person 1')
    await user.click(screen.getByRole('button', { name: 'Remaining Credit' }))
    await waitFor(() => expect(usersCalls(fetchMock).at(-1)?.searchParams.get('sort')).toBe('credits'))
    expect(usersCalls(fetchMock).at(-1)?.searchParams.get('dir')).toBe('asc')
    await user.click(screen.getByRole('button', { name: 'Remaining Credit' }))
    await waitFor(() => expect(usersCalls(fetchMock).at(-1)?.searchParams.get('dir')).toBe('desc'))
  })

  it('edits one row at a time and saves credits as a number', async () => {
    const { user, fetchMock } = renderTable({
      'GET /api/users': () => page([person(1), person(2)]),
      'PUT /api/users/user-1': ({ body }) => json(200, { ...person(1), ...(body as object) }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    const row = screen.getByLabelText('Name').closest('tr') as HTMLElement
    expect(screen.getByRole('button', { name: 'Edit Person 2' })).toBeDisabled()
    expect(screen.getAllByLabelText('Name')).toHaveLength(1)

    await user.clear(within(row).getByLabelText('Remaining Credit'))
    await user.type(within(row).getByLabelText('Remaining Credit'), '42')
    await user.type(within(row).getByLabelText('Reason (optional)'), 'Goodwill')
    await user.selectOptions(within(row).getByLabelText('Role'), 'moderator')
    await user.selectOptions(within(row).getByLabelText('Membership'), 'basic')
    await user.click(within(row).getByRole('button', { name: 'Save Person 1' }))

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    // With the balance the row showed, so a balance that moved since is refused, not overwritten.
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Person 1',
      role: 'moderator',
      membership: 'basic',
      credits: 42,
      expectedCredits: person(1).creditBalance,
      creditNote: 'Goodwill',
    })
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
  })

  it('sends no credits when only the membership changed, and shows the stale-balance refusal', async () => {
    const { user, fetchMock } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'PUT /api/users/user-1': () =>
        json(409, { error: { code: 'CONFLICT', message: 'The balance changed since you opened this row' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    const row = screen.getByLabelText('Name').closest('tr') as HTMLElement
    expect(within(row).queryByLabelText('Reason (optional)')).not.toBeInTheDocument()
    await user.selectOptions(within(row).getByLabelText('Membership'), 'premium')
    await user.click(within(row).getByRole('button', { name: 'Save Person 1' }))
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Person 1',
      role: 'member',
      membership: 'premium',
    })
    expect(await screen.findByText(/The balance changed since you opened this row/)).toBeInTheDocument()
  })

  it('hides the success alert after 3 seconds', async () => {
    const { user } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'PUT /api/users/user-1': ({ body }) => json(200, { ...person(1), ...(body as object) }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    // The clock stops before the save, so the alert's 3 s start exactly when it appears.
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Save Person 1' }))
    await flush()
    await flush()
    expect(screen.getByText('User updated successfully')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2_999))
    expect(screen.getByText('User updated successfully')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('User updated successfully')).not.toBeInTheDocument()
  })

  it('cancels an edit without saving', async () => {
    const { user, fetchMock } = renderTable({ 'GET /api/users': () => page([person(1)]) })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    await user.type(screen.getByLabelText('Name'), ' changed')
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }))
    expect(screen.getByText('Person 1')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('shows the validation messages word for word', async () => {
    const { user, fetchMock } = renderTable({ 'GET /api/users': () => page([person(1)]) })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    await user.clear(screen.getByLabelText('Name'))
    await user.clear(screen.getByLabelText('Remaining Credit'))
    await user.type(screen.getByLabelText('Remaining Credit'), '1.5')
    await user.click(screen.getByRole('button', { name: 'Save Person 1' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Credits must be a whole number of 0 or more')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Remaining Credit'))
    await user.click(screen.getByRole('button', { name: 'Save Person 1' }))
    expect(await screen.findByText('Credits must be a whole number of 0 or more')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('reports a refused update with its status and the reason', async () => {
    const { user } = renderTable({
      'GET /api/users': () => page([person(1, { role: 'Admin' })]),
      'PUT /api/users/user-1': () =>
        json(409, { error: { code: 'CONFLICT', message: 'You cannot change your own role.' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Person 1' }))
    await user.selectOptions(screen.getByLabelText('Role'), 'member')
    await user.click(screen.getByRole('button', { name: 'Save Person 1' }))
    expect(await screen.findByText('Failed to update user: 409')).toBeInTheDocument()
    expect(screen.getByText('You cannot change your own role.')).toBeInTheDocument()
  })

  it('deletes after the spec’s confirmation, and reports a refusal', async () => {
    let status = 200
    const { user, fetchMock } = renderTable({
      'GET /api/users': () => page([person(1)]),
      'DELETE /api/users/user-1': () =>
        status === 200
          ? json(200, { deleted: true })
          : json(status, { error: { code: 'CONFLICT', message: 'No' } }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Person 1' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete Person 1' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument()

    status = 409
    await user.click(screen.getByRole('button', { name: 'Delete Person 1' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete user: 409')).toBeInTheDocument()
  })
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
