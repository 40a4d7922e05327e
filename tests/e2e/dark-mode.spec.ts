import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { scrollUntilVisible } from './support/scroll.ts'

// Reduced motion: the pricing cards are checked in place, not half-faded mid-animation.
test.use({ reducedMotion: 'reduce' })

const html = (page: Page) => page.locator('html')
/** What a person sees: the page's own background, dark blue in the dark theme. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const DARK_CANVAS = 'rgb(15, 23, 42)'
const LIGHT_CANVAS = 'rgb(248, 250, 252)'

test.describe('a device set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('gets the dark theme until the visitor chooses light, and keeps that choice', async ({ page }) => {
    await page.goto('/login')
    await expect(html(page)).toHaveClass(/\bdark\b/)
    expect(await pageBackground(page)).toBe(DARK_CANVAS)

    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check()
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
    expect(await pageBackground(page)).toBe(LIGHT_CANVAS)

    await page.reload()
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }),
    ).toBeChecked()
    await expect(html(page)).not.toHaveClass(/\bdark\b/)

    // System again: the device's dark setting is followed once more, after a reload too.
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check()
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await page.reload()
    await expect(html(page)).toHaveClass(/\bdark\b/)
  })
})

test('a device set to light gets the light theme and follows it when it turns dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(html(page)).not.toHaveClass(/\bdark\b/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html(page)).toHaveClass(/\bdark\b/)
})

test('the chosen theme is on the page before the app runs, under the CSP', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/login')
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check()
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  // Without the app's script only index.html's inline boot script can set the theme, and it runs
  // only if the CSP allows it: this is what a visitor sees before the first paint.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  expect(blocked).toEqual([])
})

test('a creator switches theme from the user area and from Account Settings', async ({ page, signUp }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signUp()
  const sidebar = page.getByRole('complementary')
  await sidebar.getByRole('radio', { name: 'Dark' }).check()
  await expect(html(page)).toHaveClass(/\bdark\b/)

  await page.goto('/update-profile')
  const appearance = page.getByRole('region', { name: 'Appearance' })
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await appearance.getByRole('radio', { name: 'Light' }).check()
  await expect(html(page)).not.toHaveClass(/\bdark\b/)
})

const publicScreens = ['/', '/login', '/register']
const creatorScreens = ['/user/dashboard', '/user/generate-image', '/user/thumbnails', '/user/credits']
const adminScreens = ['/admin/dashboard', '/admin/users', '/admin/settings']

/** The page's content, not its loading state, is what axe should see. */
async function openSettled(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
  if (path === '/') await scrollUntilVisible(page, page.getByRole('link', { name: 'Buy The Plan' }).first())
}

async function expectNoBlockingViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('finds no serious or critical violations on the public pages', async ({ page }) => {
      for (const path of publicScreens) {
        await openSettled(page, path)
        await expectNoBlockingViolations(page, path)
      }
    })

    test('finds no serious or critical violations in the user area', async ({ page, signUp }) => {
      await signUp()
      for (const path of creatorScreens) {
        await openSettled(page, path)
        await expectNoBlockingViolations(page, path)
      }
    })

    test('finds no serious or critical violations in the back office', async ({ page, signIn }) => {
      await signIn(owner)
      for (const path of adminScreens) {
        await openSettled(page, path)
        await expectNoBlockingViolations(page, path)
      }
    })
  })
}
