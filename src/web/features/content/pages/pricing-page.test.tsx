import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PricingPage } from '#web/features/content/pages/pricing-page.tsx'
import { contentHandlers, sectionAnswer } from '#web/features/content/test/content-fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const pkg = (id: string, packageName: string, priceCents: number, credit: number, validity: number) => ({
  id,
  packageName,
  priceCents,
  credit,
  validity,
  isPopular: false,
  points: { pointOne: `${credit} thumbnail credits` },
})

const packages = () => json(200, [pkg('p1', 'Starter', 500, 20, 30), pkg('p2', 'Creator', 1900, 100, 90)])

describe('pricing page', () => {
  it('shows the packages with their Buy links, what each gives side by side, and the FAQ', async () => {
    stubFetch({ ...contentHandlers(), 'GET /api/packages': packages })
    const { user } = renderApp({ routes: [{ path: '/', element: <PricingPage /> }] })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay for thumbnails, not features')
    const cards = await screen.findAllByRole('link', { name: 'Buy The Plan' })
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['/buy/p1', '/buy/p2'])

    const table = screen.getByRole('table', { name: 'Packages compared' })
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(row('Price per thumbnail')).toEqual(['$0.25', '$0.19'])
    expect(row('Premium membership')).toEqual(['30 days', '90 days'])
    expect(row('4K, style reference, personas')).toEqual(['Included', 'Included'])
    expect(row('Credits expire')).toEqual(['Never', 'Never'])

    const question = screen.getByText('Do my credits expire?')
    expect(screen.getByText('No. Credits stay on your account.')).not.toBeVisible()
    await user.click(question)
    expect(screen.getByText('No. Credits stay on your account.')).toBeVisible()
    expect(document.title).toMatch(/^Pricing/)
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('credits never expire'),
    )
  })

  it('with no package on sale, says so instead of an empty grid, and leaves the comparison out', async () => {
    stubFetch({ ...contentHandlers(), 'GET /api/packages': () => json(200, []) })
    renderApp({ routes: [{ path: '/', element: <PricingPage /> }] })
    expect(await screen.findByText(/No packages are on sale right now/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('hides the FAQ the operator switched off', async () => {
    stubFetch({
      ...contentHandlers({ 'pricing-faq': () => sectionAnswer('pricing-faq', { isActive: false }) }),
      'GET /api/packages': packages,
    })
    renderApp({ routes: [{ path: '/', element: <PricingPage /> }] })
    await screen.findAllByRole('link', { name: 'Buy The Plan' })
    expect(screen.queryByText('Do my credits expire?')).not.toBeInTheDocument()
  })
})
