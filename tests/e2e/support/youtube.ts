import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { openMoreOptions } from './generator-form.ts'
import { untilRunDone } from './runs.ts'

// Steps the YouTube journeys (youtube.spec.ts, youtube-tests.spec.ts) share.

/**
 * One offline run of the generator (no Gemini key: the shop draws it), for a cooking video.
 * `variants` asks for more than one thumbnail from the same run.
 */
export async function generateOffline(page: Page, { variants }: { variants?: '2' | '3' } = {}) {
  await page.getByRole('link', { name: 'YouTube Thumbnail Generator' }).first().click()
  await expect(page.getByRole('heading', { name: 'YouTube Thumbnail Generator' })).toBeVisible()
  await page.getByLabel('Category').selectOption('Food & Cooking')
  await page.getByLabel('Prompt').fill('A steaming bowl of ramen under a warm kitchen light')
  await page.getByLabel('Title', { exact: true }).fill('Better Than Takeout')
  if (variants) {
    await openMoreOptions(page)
    await page.getByLabel('Variants').selectOption(variants)
  }
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
}

/** The user navigation: the sidebar from 992 px up, the Menu drawer below. */
export async function openFromNavigation(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) < 992)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name, exact: true }).click()
}

/** Visible and drawn: the picture arrived and decoded (a broken one would show its fallback box). */
export async function expectPicture(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}
