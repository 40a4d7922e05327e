import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteLogo } from '#web/app/layouts/logo.tsx'
import { sectionAnswer } from '#web/features/content/test/content-fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const renderLogo = () => renderApp({ routes: [{ path: '/', element: <SiteLogo /> }] })

describe('header logo (navlogo)', () => {
  it('shows the desktop and mobile images, links home, and keeps them in local storage', async () => {
    stubFetch({ 'GET /api/navlogo': () => sectionAnswer('navlogo', { mobileAlt: 'Thumbforge mark' }) })
    renderLogo()
    const desktop = await screen.findByRole('img', { name: 'Thumbforge' })
    expect(desktop).toHaveAttribute('src', '/images/logo.svg')
    expect(screen.getByRole('img', { name: 'Thumbforge mark' })).toHaveAttribute(
      'src',
      '/images/logo-mark.svg',
    )
    expect(desktop.closest('a')).toHaveAttribute('href', '/')
    await waitFor(() => expect(localStorage.getItem('thumbforge:navlogo')).toContain('/images/logo.svg'))
  })

  it('paints from the cached copy before the server answers', async () => {
    localStorage.setItem(
      'thumbforge:navlogo',
      JSON.stringify({
        value: {
          url: '/cached.png',
          alt: 'Cached',
          mobileUrl: '',
          mobileAlt: '',
          isActive: true,
          updatedAt: 'x',
        },
        savedAt: Date.now(),
      }),
    )
    stubFetch({ 'GET /api/navlogo': () => new Promise<Response>(() => undefined) })
    renderLogo()
    expect(screen.getAllByRole('img', { name: 'Cached' })[0]).toHaveAttribute('src', '/cached.png')
  })

  it('hides a logo image that cannot be loaded', async () => {
    stubFetch({ 'GET /api/navlogo': () => sectionAnswer('navlogo', { mobileUrl: '' }) })
    renderLogo()
    const images = await screen.findAllByRole('img', { name: 'Thumbforge' })
    for (const img of images) fireEvent.error(img)
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument())
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('is hidden when the logo content cannot be loaded', async () => {
    stubFetch({ 'GET /api/navlogo': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) })
    const { container } = renderLogo()
    await waitFor(() => expect(container.querySelector('[aria-hidden]')).toBeNull())
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('an inactive logo falls back to the built-in wordmark', async () => {
    stubFetch({ 'GET /api/navlogo': () => sectionAnswer('navlogo', { isActive: false }) })
    renderLogo()
    expect(await screen.findByText('forge')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Thumbforge' })).not.toBeInTheDocument()
  })
})
