import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PrivacyPage, TermsPage } from '#web/features/content/pages/legal-page.tsx'
import { contentHandlers, sectionAnswer } from '#web/features/content/test/content-fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('legal pages', () => {
  it('show the operator’s title, last change, intro and parts, with lists from "- " lines', async () => {
    stubFetch(contentHandlers())
    renderApp({ routes: [{ path: '/', element: <PrivacyPage /> }] })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy')
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 01/01/2026')
    expect(screen.getByText('What this shop stores about you.')).toBeInTheDocument()
    const cookies = screen.getByRole('region', { name: 'Cookies' })
    expect(within(cookies).getByText('We set one cookie.')).toBeInTheDocument()
    expect(
      within(cookies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The session cookie', 'Nothing else'])
    expect(document.title).toBe('Privacy Policy | Thumbforge')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What this shop stores about you.',
    )
  })

  it('say when the page could not load, under its usual title', async () => {
    stubFetch(
      contentHandlers({
        'terms-page': () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
      }),
    )
    renderApp({ routes: [{ path: '/', element: <TermsPage /> }] })
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load the terms. Please try again later.',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions')
  })

  it('say a page the operator unpublished is not published, without its old text', async () => {
    stubFetch(contentHandlers({ 'terms-page': () => sectionAnswer('terms-page', { isActive: false }) }))
    renderApp({ routes: [{ path: '/', element: <TermsPage /> }] })
    expect(await screen.findByText('This page is not published at the moment.')).toBeInTheDocument()
    expect(screen.queryByText('This shop makes thumbnails.')).not.toBeInTheDocument()
  })
})
