import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CreditHistory } from '#web/features/billing/components/credit-history.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const entry = (n: number) => ({
  id: `e${n}`,
  delta: n === 1 ? 3 : -1,
  reason: n === 1 ? 'signup_bonus' : 'Thumbnail generated',
  balanceAfter: 1000 + n,
  createdAt: '2026-11-20T10:00:00.000Z',
})

const renderHistory = () => renderApp({ routes: [{ path: '/', element: <CreditHistory /> }] })

describe('credit history', () => {
  it('pages through the ledger', async () => {
    const fetchMock = stubFetch({
      'GET /api/me/ledger': ({ url }) => {
        const page = Number(url.searchParams.get('page'))
        return json(200, {
          entries: page === 1 ? [entry(1), entry(2)] : [entry(3)],
          total: 11,
          totalCapped: false,
        })
      },
    })
    const { user } = renderHistory()
    const list = await screen.findByRole('list')
    expect(within(list).getByText('Signup bonus')).toBeInTheDocument()
    expect(within(list).getByText('+3')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/me/ledger?page=2&pageSize=10')
  })

  it('says so when there is no activity', async () => {
    stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
    renderHistory()
    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument()
  })

  it('shows an error with a way to retry', async () => {
    stubFetch({ 'GET /api/me/ledger': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) })
    renderHistory()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your credit history.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
