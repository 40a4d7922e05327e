import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentHandlers } from '#web/features/content/test/content-fixtures.ts'
import { member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('public pages', () => {
  it('home invites a visitor to register', async () => {
    stubFetch({ 'GET /api/me': signedOutMe, ...contentHandlers() })
    renderApp()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Scroll-stopping thumbnails/)
    expect(await screen.findByRole('link', { name: /Create Account Now/ })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© Thumbforge. All rights reserved.')
  })

  it('home gives a signed-in user the configured banner button', async () => {
    stubFetch(contentHandlers())
    const queryClient = testQueryClient()
    queryClient.setQueryData(['me'], member)
    renderApp({ queryClient })
    expect(await screen.findByRole('link', { name: /Generate a Thumbnail/ })).toHaveAttribute(
      'href',
      '/user/generate-image',
    )
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument()
  })

  it('unknown paths show the not-found page inside the site frame', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const { user, router } = renderApp({ initialEntries: ['/no/such/page'] })
    expect(
      await screen.findByRole('heading', { name: 'Oops! That Page Can Not be Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Home' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('/forgot-password opens the reset page', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const { router } = renderApp({ initialEntries: ['/forgot-password'] })
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/reset-password')
  })

  it('the login page links to the reset page and closes to home', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    renderApp({ initialEntries: ['/login'] })
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/')
  })
})
