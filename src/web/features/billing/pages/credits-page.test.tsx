import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CreditsPage } from '#web/features/billing/pages/credits-page.tsx'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderCredits(membershipEndsAt: string | null) {
  stubFetch({ 'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }) })
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], { ...member, membershipEndsAt })
  return renderApp({
    routes: [{ path: '/user/credits', element: <CreditsPage /> }],
    initialEntries: ['/user/credits'],
    queryClient,
  })
}

describe('Credits page: when credits expire', () => {
  it('says credits never expire, and that a package’s days are the membership', async () => {
    renderCredits(null)
    expect(await screen.findByText('Credits never expire.')).toBeInTheDocument()
    expect(
      screen.getByText('The days a package is valid for are your premium membership, not your credits.'),
    ).toBeInTheDocument()
  })

  it('gives the membership’s end date, dd/mm/yyyy, while it runs', async () => {
    renderCredits('2099-12-20T12:00:00.000Z')
    expect(await screen.findByText('Credits never expire.')).toBeInTheDocument()
    expect(screen.getByText(/Your membership runs until 20\/12\/2099\./)).toBeInTheDocument()
  })

  it('says when the membership ended, while the credits stay', async () => {
    renderCredits('2020-11-01T12:00:00.000Z')
    expect(await screen.findByText('Credits never expire.')).toBeInTheDocument()
    expect(screen.getByText(/Your membership ended on 01\/11\/2020\./)).toBeInTheDocument()
  })
})
