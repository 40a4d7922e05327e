import { randomBytes } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { signInAsOwner } from './support/accounts.ts'
import { sameOrigin } from './support/same-origin.ts'

const openPanel = async (page: Page, label: string) => {
  await page.getByRole('navigation', { name: 'Settings panels' }).getByRole('button', { name: label }).click()
}

// Other journeys see the seeded home page: put the banner and the testimonials back.
test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  await signInAsOwner(context.request, baseURL)
  await context.request.post('/api/banner-section/reset', { headers: sameOrigin(baseURL) })
  const testimonials = await (await context.request.get('/api/testimonials-section')).json()
  if (!testimonials.data.isActive)
    await context.request.patch('/api/testimonials-section/toggle', { headers: sameOrigin(baseURL) })
  await context.close()
})

test('an admin retitles the banner and hides the testimonials; a new visitor sees both changes', async ({
  page,
  browser,
  baseURL,
}) => {
  // Before: a visitor sees the seeded testimonials, so their absence later means something.
  const before = await browser.newContext({ baseURL })
  const testimonialsTitle = (await (await before.request.get('/api/testimonials-section')).json()).data
    .mainTitle
  const firstVisit = await before.newPage()
  await firstVisit.goto('/')
  await expect(firstVisit.getByText(testimonialsTitle)).toBeVisible()
  await before.close()

  await signInAsOwner(page.request, baseURL)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/admin\/settings/)

  // Banner Section: a new main title, saved.
  await openPanel(page, 'Banner Section')
  const title = `Thumbnails tested ${randomBytes(3).toString('hex')}`
  const mainTitle = page.getByLabel('Main Title')
  await mainTitle.fill('')
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  await mainTitle.fill(title)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Banner section updated successfully!')).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Live Preview' })).toContainText(title)

  // Testimonials Section: deactivated.
  await openPanel(page, 'Testimonials Section')
  await expect(page.getByLabel('Main Title')).toHaveValue(testimonialsTitle)
  await page.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('Testimonials section deactivated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/settings\?panel=testimonials$/)

  // A visitor who has never been here: a fresh context, no session, no cache.
  const visitor = await browser.newContext({ baseURL })
  const home = await visitor.newPage()
  await home.goto('/')
  await expect(home.getByRole('heading', { level: 1 })).toContainText(title)
  // Every section loads on its own; once the network is quiet, the testimonials have answered too.
  await home.waitForLoadState('networkidle')
  await expect(home.getByText(testimonialsTitle)).toHaveCount(0)
  await visitor.close()
})

// Each editor sends the whole section back; the seeded content must pass the server's own rules.
test('every content editor saves the seeded content as it is', async ({ page, baseURL }) => {
  await signInAsOwner(page.request, baseURL)
  const panels: [string, string][] = [
    ['logo', 'Logo updated successfully'],
    ['banner', 'Banner section updated successfully!'],
    ['features', 'Features section updated successfully'],
    ['about', 'About section updated successfully'],
    ['testimonials', 'Testimonials section updated successfully'],
    ['footer', 'Footer section updated successfully'],
    ['ContactPageAdmin', 'Contact page updated successfully!'],
  ]
  for (const [panel, saved] of panels) {
    await page.goto(`/admin/settings?panel=${panel}`)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText(saved)).toBeVisible()
  }
})
