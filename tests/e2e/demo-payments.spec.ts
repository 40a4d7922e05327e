import type { Page } from '@playwright/test'
import { newCreator, signInAsOwner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { sameOrigin } from './support/same-origin.ts'

// The e2e server's APP_URL is http://localhost:…, so the fresh install seeds simulated payments:
// every page must say so, and the bar must go once the admin turns the demo off.

const demoBar = (page: Page) => page.getByRole('region', { name: 'Demo payments' })

/** Opens a page and waits for the settings answer the bar is drawn from, so its absence means something. */
async function openAndReadSettings(page: Page, url: string) {
  const settings = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/paypal-settings' && response.ok(),
  )
  await page.goto(url)
  return (await settings).json()
}

// Other journeys pay with the Simulate button: Reset to Default brings simulated mode back here.
test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  await signInAsOwner(context.request, baseURL)
  const reset = await context.request.post('/api/paypal-settings/reset', {
    headers: sameOrigin(baseURL),
    data: {},
  })
  expect(reset.ok()).toBe(true)
  expect(await reset.json()).toMatchObject({ enabled: true, mode: 'simulated' })
  await context.close()
})

test('the Demo payments bar shows on the public site, in the user area and in the admin area, until the admin turns simulated payments off', async ({
  page,
  browser,
  baseURL,
  signUp,
}) => {
  // A visitor on the home page.
  const visitor = await browser.newContext({ baseURL })
  const home = await visitor.newPage()
  await home.goto('/')
  await expect(demoBar(home)).toBeVisible()
  await expect(demoBar(home)).toContainText('no money is taken', { ignoreCase: true })
  await expect(demoBar(home).getByRole('link')).toHaveCount(0)

  // A creator in the user area.
  const creator = await browser.newContext({ baseURL })
  const userPage = await creator.newPage()
  await signUp(newCreator(), userPage)
  await expect(demoBar(userPage)).toBeVisible()

  // The admin: the bar links to the Paypal Setup panel.
  await signInAsOwner(page.request, baseURL)
  await page.goto('/admin/dashboard')
  await expect(demoBar(page)).toBeVisible()
  await demoBar(page).getByRole('link', { name: 'Set up PayPal' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\?panel=paypal$/)
  const form = page.getByRole('form', { name: 'PayPal Integration Settings' })
  await expect(form.getByLabel('Mode')).toHaveValue('simulated')

  // Turned off: sandbox mode, payments disabled. The bar goes at once, without a reload.
  await form.getByRole('switch', { name: 'Enable PayPal payments' }).click()
  await form.getByLabel('Mode').selectOption('sandbox')
  await form.getByRole('button', { name: 'Save Changes' }).click()
  await expect(demoBar(page)).toHaveCount(0)

  // Everyone else sees it gone on their next page.
  expect(await openAndReadSettings(home, '/')).toMatchObject({ mode: 'sandbox', enabled: false })
  await expect(demoBar(home)).toHaveCount(0)
  expect(await openAndReadSettings(userPage, '/user/dashboard')).toMatchObject({ mode: 'sandbox' })
  await expect(demoBar(userPage)).toHaveCount(0)
  await visitor.close()
  await creator.close()
})
