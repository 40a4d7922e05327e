import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls down the way a visitor does until `target` shows: the home page's lower sections
 * (pricing, the testimonials carousel) load only as they come near the screen.
 */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 400)
    await expect(target).toBeVisible({ timeout: 500 })
  }).toPass()
}
