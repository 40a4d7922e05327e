import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

/**
 * Records every state the page's content passes through: a blank one (no form, no heading) is what a
 * creator sees as a white flash between the form and the dashboard.
 */
function watchForBlankContent() {
  const blanks: string[] = []
  const check = () => {
    const main = document.querySelector('#main-content, main')
    const hasContent = document.querySelector('form, h1, [role="status"]') !== null
    if (!hasContent) blanks.push(main?.innerHTML ?? document.body.innerHTML)
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return { blanks, stop: () => observer.disconnect() }
}

describe('GuestOnly after signing up', () => {
  it('keeps the form on screen until the dashboard is ready, with no blank page between', async () => {
    let signedUp = false
    stubFetch({
      'GET /api/me': () => (signedUp ? json(200, member) : signedOutMe()),
      'POST /api/auth/sign-up/email': () => {
        signedUp = true
        return json(200, { token: 't' })
      },
      'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }),
    })
    const { user, router, unmount, queryClient } = renderApp({ initialEntries: ['/register'] })
    await screen.findByRole('heading', { name: 'Create your account' })

    await user.type(screen.getByLabelText('Full Name'), 'Mia Member')
    await user.type(screen.getByLabelText('Email Address'), 'mia@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123')
    await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
    const watch = watchForBlankContent()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Welcome, Mia Member!' })).toBeInTheDocument()
    watch.stop()
    expect(watch.blanks).toEqual([])
    expect(router.state.location.pathname).toBe('/user/dashboard')

    // The greeting for a new account is for its first visit; coming back (a reload here) is a return.
    unmount()
    renderApp({ initialEntries: ['/user/dashboard'], queryClient })
    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
  })

  it('keeps the Login form busy, not blank, while the dashboard loads after signing in', async () => {
    let signedIn = false
    stubFetch({
      'GET /api/me': () => (signedIn ? json(200, member) : signedOutMe()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true
        return json(200, { token: 't' })
      },
      'GET /api/me/ledger': () => json(200, { entries: [], total: 0, totalCapped: false }),
    })
    const { user } = renderApp({ initialEntries: ['/login'] })
    await user.type(await screen.findByLabelText('E-mail'), 'mia@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    const watch = watchForBlankContent()
    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia Member!' })).toBeInTheDocument()
    watch.stop()
    expect(watch.blanks).toEqual([])
  })
})
