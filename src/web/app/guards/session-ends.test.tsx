import { focusManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authMessages } from '#shared/auth/messages.ts'
import { admin, json, member, signedOut, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const emptyTickets = () => json(200, { tickets: [], total: 0, totalCapped: false, page: 1, pageSize: 10 })
const forbidden = () =>
  json(403, { error: { code: 'FORBIDDEN', message: 'This route is only accessible for Admin.' } })

/** The browser still believes it is signed in: `me` cached (as after a visit), plus a user-scoped answer. */
function cachedSignIn(me: typeof member | typeof admin) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], me)
  queryClient.setQueryData(['orders', 'mine'], { orders: [{ id: 'o1' }] })
  localStorage.setItem('thumbforge:me', JSON.stringify({ value: me, savedAt: Date.now() }))
  return queryClient
}

/** Whether `text` was ever put on the page, however briefly. */
function watchForText(text: string) {
  let seen = false
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target.textContent?.includes(text)) seen = true
      for (const node of mutation.addedNodes) if (node.textContent?.includes(text)) seen = true
    }
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return () => {
    observer.disconnect()
    return seen || document.body.textContent?.includes(text) === true
  }
}

/** The server side of a session that has ended elsewhere; signing in starts a new one. */
function endedSession(routes: Record<string, () => Response>) {
  let signedIn = false
  const fetchMock = stubFetch({
    'GET /api/me': () => (signedIn ? json(200, member) : signedOutMe()),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true
      return json(200, { token: 't' })
    },
    ...Object.fromEntries(
      Object.entries(routes).map(([route, answer]) => [route, () => (signedIn ? answer() : signedOut())]),
    ),
  })
  return fetchMock
}

async function signInAgain(user: ReturnType<typeof renderApp>['user']) {
  const form = screen.getByRole('form', { name: 'Login' })
  await user.type(within(form).getByLabelText('E-mail'), 'mia@example.com')
  await user.type(within(form).getByLabelText('Password'), 'secret123')
  await user.click(within(form).getByRole('button', { name: 'Login' }))
}

// Each case loads the user or admin area's lazy chunks and the login page's; on a busy machine that is slow.
describe('a session that ends elsewhere', { timeout: 15_000 }, () => {
  it("a page's 401 signs out, goes to /login remembering the page, and signing in returns there", async () => {
    endedSession({ 'GET /api/support-tickets': emptyTickets })
    const sawError = watchForText('Could not load')
    const queryClient = cachedSignIn(member)
    const { user, router } = renderApp({ initialEntries: ['/user/support?status=open'], queryClient })

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state).toEqual({ from: '/user/support?status=open' })
    expect(await screen.findByText(authMessages.sessionEnded)).toBeInTheDocument()
    // Nothing of the old session is left to show the next person at this browser.
    expect(queryClient.getQueryData(['me'])).toBeNull()
    expect(queryClient.getQueryData(['orders', 'mine'])).toBeUndefined()
    expect(localStorage.getItem('thumbforge:me')).toBeNull()

    await signInAgain(user)
    expect(await screen.findByText('No tickets found')).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/support?status=open')
    expect(sawError()).toBe(false)
  })

  it('the session check on returning to the tab notices the end and sends the user to /login', async () => {
    // The page's list loaded while the session was alive; only the session probe runs on refocus.
    stubFetch({ 'GET /api/me': signedOutMe, 'GET /api/support-tickets': emptyTickets })
    const { router } = renderApp({ initialEntries: ['/user/support'], queryClient: cachedSignIn(member) })
    expect(await screen.findByText('No tickets found')).toBeInTheDocument()

    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/user/support' })
    expect(await screen.findByText(authMessages.sessionEnded)).toBeInTheDocument()
    act(() => focusManager.setFocused(undefined))
  })

  it('a form sent after the session ended leads to /login and back to the form', async () => {
    const fetchMock = endedSession({ 'POST /api/support-tickets': () => json(201, {}) })
    const queryClient = cachedSignIn(member)
    const { user, router } = renderApp({ initialEntries: ['/user/create-support'], queryClient })

    await user.type(await screen.findByLabelText('Subject'), 'Help')
    await user.type(screen.getByLabelText('Message'), 'Please')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/user/create-support' })
    await signInAgain(user)
    expect(await screen.findByRole('heading', { name: 'Create Support Ticket' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/create-support')
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/support-tickets')).toHaveLength(1)
  })

  it('on a public page the visitor stays where they are, now signed out', async () => {
    endedSession({})
    const queryClient = cachedSignIn(member)
    const { router } = renderApp({ initialEntries: ['/about'], queryClient })
    await screen.findByRole('heading', { level: 1 })

    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(router.state.location.pathname).toBe('/about')
    act(() => focusManager.setFocused(undefined))
  })

  it('an admin demoted elsewhere sees Not Authorized, not a failed page, and nothing loops', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/outbox': forbidden,
      'GET /api/me': () => json(200, member),
    })
    const sawError = watchForText('Could not load the outbox')
    const { router } = renderApp({ initialEntries: ['/admin/outbox'], queryClient: cachedSignIn(admin) })

    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/outbox')
    expect(sawError()).toBe(false)
    // The Demo payments bar's public settings read is not the page's, and asks once whatever happens.
    const calls = fetchMock.mock.calls
      .map(([url]) => String(url).split('?')[0])
      .filter((url) => url !== '/api/paypal-settings')
    expect(calls).toEqual(['/api/admin/outbox', '/api/me'])
  })

  it('an admin still an admin sees the page’s own error for a 403 about something else', async () => {
    stubFetch({ 'GET /api/admin/outbox': forbidden, 'GET /api/me': () => json(200, admin) })
    renderApp({ initialEntries: ['/admin/outbox'], queryClient: cachedSignIn(admin) })
    expect(await screen.findByText('Could not load the outbox. Please try again.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Not Authorized' })).not.toBeInTheDocument()
  })
})
