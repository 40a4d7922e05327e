import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signInAsOwner } from './support/accounts.ts'
import { sameOrigin } from './support/same-origin.ts'

const SHOTS = process.env.SHOTS_DIR

async function lookAt(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const expanded = page.getByRole('button', { name: 'Toggle sidebar', expanded: true })
    if (width < 992 && (await expanded.count()) > 0) await expanded.click()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
  }
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
}

test('a new shop sees its setup checklist, enters a Google client, and sign-in offers Google', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsOwner(page.request, baseURL)
  await page.goto('/admin/dashboard')
  const checklist = page.getByRole('region', { name: 'Set up your shop' })
  const item = (title: string) => checklist.getByRole('listitem').filter({ hasText: title })
  // A local install: http on localhost is not a public address, and no backup was made.
  await expect(item('Public address with HTTPS')).toContainText(
    "set it to the shop's public https:// address",
  )
  await expect(item('A recent backup')).toContainText('No backup recorded yet')
  await lookAt(page, 'setup-checklist')

  await item('Google OAuth client').getByRole('link', { name: 'Open the setting' }).click()
  await expect(page.getByRole('heading', { name: 'Google Sign-in' })).toBeVisible()
  await expect(page.getByText(`${baseURL}/api/auth/callback/google`)).toBeVisible()
  await page.getByLabel('Client ID').fill('1234-e2e.apps.googleusercontent.com')
  await page.getByLabel('Client Secret').fill('GOCSPX-e2e-secret')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Google sign-in settings saved')).toBeVisible()
  await lookAt(page, 'google-settings')

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/login')
  await expect(visitor.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await lookAt(visitor, 'login-google')
  await visitor.goto('/login?error=account_not_linked')
  await expect(visitor.getByText(/Google has not verified the e-mail/)).toBeVisible()
  await visitorContext.close()

  // Leave the shop as other journeys expect it: no Google client.
  const cleared = await page.request.put('/api/admin/google-client', {
    headers: sameOrigin(baseURL),
    data: { clientId: '' },
  })
  expect(cleared.ok()).toBe(true)
})
