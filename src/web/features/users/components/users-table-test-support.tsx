// The users table rendered on a stubbed API, and readers of its rows and requests, for users-table-*.test.tsx.
import { act, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { UsersTable } from '#web/features/users/components/users-table.tsx'
import { json, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

export const person = (n: number, extra: object = {}) => ({
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

export const page = (users: object[], total = users.length, pageNo = 1) =>
  json(200, { users, total, totalCapped: false, page: pageNo, pageSize: 10 })

export function renderTable(handlers: Parameters<typeof stubFetch>[0]) {
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
export const flush = () => act(() => vi.advanceTimersByTimeAsync(0))
export const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement
export const usersCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/api/users')
