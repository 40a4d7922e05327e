import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AboutPage } from '#web/features/content/pages/about-page.tsx'
import { renderApp } from '#web/test/render.tsx'

describe('about page', () => {
  it('is static, in two sections, with its title and a way to sign up', async () => {
    renderApp({ routes: [{ path: '/', element: <AboutPage /> }] })
    const sections = await screen.findAllByRole('region')
    expect(sections.map((s) => s.getAttribute('aria-labelledby'))).toEqual([
      'about-page-heading',
      'about-values-heading',
    ])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thumbnails for creators who ship every week',
    )
    expect(screen.getByRole('link', { name: 'Create Account Now' })).toHaveAttribute('href', '/register')
    expect(document.title).toMatch(/^About/)
  })
})
