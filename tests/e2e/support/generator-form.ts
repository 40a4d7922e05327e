import type { Page } from '@playwright/test'

/**
 * Opens the generator's 'More options' (folded by default, issue 27) as a creator would, by its
 * summary; a no-op when it is open already.
 */
export async function openMoreOptions(page: Page) {
  const folded = page.locator('details:not([open]) > summary', { hasText: 'More options' })
  if ((await folded.count()) > 0) await folded.click()
}
