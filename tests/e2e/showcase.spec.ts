import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone } from './support/responsive.ts'

/**
 * The home page's showcase (issue 29, item 1): the thumbnails this install drew for itself after it
 * started, loaded and real (not the placeholder), on a phone and on a wide screen.
 */

/** The first-start thumbnails are drawn in the background: reload, as a visitor would, until they show. */
async function openWithShowcase(page: Page) {
  const heading = page.getByRole('heading', { name: 'Thumbnails this shop made' })
  await expect(async () => {
    await page.goto('/')
    await expect(heading).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 90_000 })
}

/** Every showcase picture in `scope`, scrolled into view (they are lazy), has decoded real pixels. */
async function expectLoaded(page: Page, selector: string, count: number) {
  const pictures = page.locator(selector)
  await expect(pictures).toHaveCount(count)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(src).toMatch(/\/api\/showcase\/images\/[a-z0-9-]+-\d+\.webp$/)
    await expect(picture).not.toHaveAttribute('data-placeholder', 'true')
  }
}

for (const viewport of [phone, desktop]) {
  test(`the home page shows the showcase's own thumbnails at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await openWithShowcase(page)

    await expectLoaded(page, 'section[aria-labelledby="showcase-heading"] img[data-showcase]', 6)
    // The about and features frames hold showcase thumbnails, not the stock drawings.
    await expectLoaded(page, 'section[aria-labelledby="about-heading"] img[data-showcase]', 2)
    await expectLoaded(page, 'section[aria-labelledby="features-heading"] img[data-showcase]', 4)
    await expect(
      page.locator('section[aria-labelledby="about-heading"] img[src^="/images/about-"]'),
    ).toHaveCount(0)
    // Beside the banner's text on a wide screen only; a phone's first screen stays text and button.
    const banner = page.locator('section[aria-labelledby="banner-heading"] img[data-showcase]')
    if (viewport === desktop)
      await expectLoaded(page, 'section[aria-labelledby="banner-heading"] img[data-showcase]', 2)
    else await expect(banner.first()).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/showcase-home-${viewport.width}.png`, fullPage: true })
  })
}
