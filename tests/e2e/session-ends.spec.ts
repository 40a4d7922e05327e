import { expect, type Page, test } from '@playwright/test'
import { newCreator, registerInUi, signInAsOwner, signInInUi } from './support/accounts.ts'
import { sameOrigin } from './support/same-origin.ts'

/** A new creator, signed in through the UI and looking at their Support page. */
async function creatorOnSupportPage(page: Page) {
  const creator = newCreator()
  await registerInUi(page, creator)
  await page.goto('/user/support')
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible()
  return creator
}

/** Where the login page will send the user back to: react-router keeps it in the history entry. */
const rememberedPage = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from)

test('signing out in another window sends this tab to /login, and back to its page after signing in', async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await creatorOnSupportPage(page)

  // Another window of the same session signs out (the app serves no "sign out everywhere").
  const otherWindow = await browser.newContext({ baseURL, storageState: await page.context().storageState() })
  const signOut = await otherWindow.request.post('/api/auth/sign-out', {
    data: {},
    headers: sameOrigin(baseURL),
  })
  expect(signOut.status()).toBe(200)
  await otherWindow.close()

  // This tab's next request answers 401: straight to /login, no 'Could not load' on the way.
  await page.getByRole('link', { name: 'Order History' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible()
  await expect(page.getByText(/Could not load/)).toHaveCount(0)
  expect(await rememberedPage(page)).toBe('/user/orders-history')

  await signInInUi(page, creator)
  await expect(page).toHaveURL(/\/user\/orders-history$/)
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible()
})

test('an admin deleting the account sends the signed-in tab to /login on its next request', async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await creatorOnSupportPage(page)

  const operator = await browser.newContext({ baseURL })
  await signInAsOwner(operator.request, baseURL)
  const list = await operator.request.get(`/api/users?search=${encodeURIComponent(creator.email)}`)
  const [account] = (await list.json()).users as Array<{ id: string; email: string }>
  expect(account?.email).toBe(creator.email)
  const removal = await operator.request.delete(`/api/users/${account?.id}`, { headers: sameOrigin(baseURL) })
  expect(removal.status()).toBe(200)
  await operator.close()

  // A reload is a "next request" too: the tab still believes it is signed in (cached user).
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible()
  await expect(page.getByText(/Could not load/)).toHaveCount(0)
  expect(await rememberedPage(page)).toBe('/user/support')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
})

test('signing out here from a user page lands on the home page and stays there', async ({ page }) => {
  // Every in-app navigation, in order, so a late redirect cannot hide behind a quick look at the URL.
  await page.addInitScript(() => {
    const trail: string[] = []
    Object.assign(window, { navigationTrail: trail })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) trail.push(new URL(String(url), location.href).pathname)
        return original(data, unused, url)
      }
    }
  })
  const trail = () =>
    page.evaluate(() => (window as unknown as { navigationTrail: string[] }).navigationTrail)
  const creator = newCreator()
  await registerInUi(page, creator)
  const before = (await trail()).length

  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await signInInUi(page, creator)
  await expect(page).toHaveURL(/\/user\/dashboard$/)

  // Home, then /login only once: when the user chose it (a bounce would add one before).
  const after = (await trail()).slice(before)
  expect(after[0]).toBe('/')
  expect(after.filter((path) => path === '/login')).toHaveLength(1)
})
