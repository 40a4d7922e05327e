import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { packagesQueryKeys } from '#web/features/billing/index.ts'
import { SelectPackagePage } from '#web/features/billing/pages/select-package-page.tsx'
import { PricingSection } from '#web/features/content/components/pricing-section.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

// The home page's pricing (content) and Upgrade Package (billing) both list GET /api/packages, each
// with its own fetcher: content turns any API error into the spec's 'Failed to fetch packages',
// billing keeps the server's error (and so the query client's "no retry on a 4xx" rule applies to it).
const bothScreens = () =>
  renderApp({
    routes: [
      {
        path: '/',
        element: (
          <>
            <PricingSection />
            <SelectPackagePage />
          </>
        ),
      },
    ],
  })

const pkg = (id: string, packageName: string) => ({
  id,
  packageName,
  priceCents: 900,
  credit: 90,
  validity: 30,
  isPopular: false,
  points: { pointOne: `${packageName} credits`, pointTwo: ' ' },
})

describe('the two package lists', () => {
  it('each shows its own error for the same failed answer; neither takes the other one’s', async () => {
    const fetchMock = stubFetch({
      'GET /api/packages': () =>
        json(429, { error: { code: 'RATE_LIMITED', message: 'Slow down a little' } }),
    })
    bothScreens()
    expect(await screen.findByText('Error: Failed to fetch packages')).toBeInTheDocument()
    expect(await screen.findByText('Error: Slow down a little')).toBeInTheDocument()
    // One request per list: a shared cache entry would have answered the second from the first.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/packages'))).toHaveLength(2)
  })

  it('an admin’s package edit (billing invalidating its packages) still refreshes the home pricing', async () => {
    let answer = [pkg('a', 'Starter')]
    stubFetch({ 'GET /api/packages': () => json(200, answer) })
    const { queryClient } = bothScreens()
    // The pricing card titles a package with an h3, Upgrade Package's offer card with an h2.
    expect(await screen.findByRole('heading', { level: 3, name: 'Starter' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeInTheDocument()
    answer = [pkg('a', 'Starter'), pkg('b', 'Studio')]
    await act(() => queryClient.invalidateQueries({ queryKey: packagesQueryKeys.all }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Studio' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Studio' })).toBeInTheDocument()
  })
})
