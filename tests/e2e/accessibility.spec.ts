import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { scrollUntilVisible } from './support/scroll.ts'

// Reduced motion: the pricing cards are checked in place, not half-faded mid-animation.
test.use({ reducedMotion: 'reduce' })

for (const path of [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/reset-password',
  '/this-page-does-not-exist',
]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    // Wait for the content-managed parts (header logo, footer) so they are checked too.
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
    // The pricing cards load as a visitor scrolls towards them; axe checks them too.
    if (path === '/') await scrollUntilVisible(page, page.getByRole('link', { name: 'Buy The Plan' }).first())
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([])
  })
}
