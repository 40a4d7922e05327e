import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '#web/test/fetch-stub.ts'
import { page, person, renderTable, rowOf, usersCalls } from './users-table-test-support.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

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
})
