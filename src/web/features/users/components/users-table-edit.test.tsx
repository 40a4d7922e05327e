import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '#web/test/fetch-stub.ts'
import { flush, page, person, renderTable } from './users-table-test-support.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('users table', () => {
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
