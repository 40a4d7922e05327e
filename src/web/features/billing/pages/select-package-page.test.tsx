import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SelectPackagePage } from '#web/features/billing/pages/select-package-page.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const pkg = (id: string, packageName: string, priceCents: number, isPopular = false) => ({
  id,
  packageName,
  priceCents,
  credit: priceCents / 10,
  validity: 30,
  isPopular,
  points: { pointOne: `${packageName} credits`, pointTwo: ' ' },
})

const renderPage = () =>
  renderApp({
    routes: [{ path: '/user/select-package', element: <SelectPackagePage /> }],
    initialEntries: ['/user/select-package'],
  })

describe('Upgrade Package (/user/select-package)', () => {
  it('shows every package as a card leading to its checkout, the second one and any popular one highlighted', async () => {
    stubFetch({
      'GET /api/packages': () =>
        json(200, [pkg('a', 'Starter', 500), pkg('b', 'Creator', 1900), pkg('c', 'Studio', 4900, true)]),
    })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade Package' })).toBeInTheDocument()
    await screen.findByRole('link', { name: 'Buy The Plan: Starter' })
    for (const [id, name] of [
      ['a', 'Starter'],
      ['b', 'Creator'],
      ['c', 'Studio'],
    ]) {
      expect(screen.getByRole('link', { name: `Buy The Plan: ${name}` })).toHaveAttribute(
        'href',
        `/buy/${id}`,
      )
    }
    const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement
    expect(within(card('Starter')).queryByText('Popular')).not.toBeInTheDocument()
    expect(within(card('Creator')).getByText('Popular')).toBeInTheDocument()
    expect(within(card('Studio')).getByText('Popular')).toBeInTheDocument()
    expect(within(card('Starter')).getByText('$5.00')).toBeInTheDocument()
    expect(
      within(card('Starter'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Starter credits'])
  })

  it('says so when nothing is on sale, and shows the error when the list cannot load', async () => {
    stubFetch({ 'GET /api/packages': () => json(200, []) })
    const { unmount } = renderPage()
    expect(await screen.findByText('No packages are on sale right now.')).toBeInTheDocument()
    unmount()
    stubFetch({ 'GET /api/packages': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: /)
  })
})
