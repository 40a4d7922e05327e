import type { Page } from '@playwright/test'
import { expectNoBlockingViolations } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone, sidewaysOverflow } from './support/responsive.ts'

// Issue 29: /pricing, /terms and /privacy as a visitor meets them, on a phone and on a laptop.
// Reduced motion: the pricing cards are checked in place, not half-faded mid-animation.
test.use({ reducedMotion: 'reduce' })

/** The header's Pricing link: in the bar on a laptop, behind the Menu button on a phone. */
async function openPricingFromHeader(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  }
}

for (const size of [phone, desktop]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })

    test('the header leads to /pricing, which shows the packages with true bullets, the comparison and the FAQ', async ({
      page,
    }) => {
      await page.goto('/about')
      await openPricingFromHeader(page, size.width)
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page).toHaveTitle(/^Pricing/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for thumbnails, not features')

      const cards = page.getByRole('link', { name: 'Buy The Plan' })
      await expect(cards).toHaveCount(3)
      for (const name of ['Starter', 'Creator', 'Studio'])
        await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible()
      // Every package, Starter too, says it has every feature.
      await expect(page.getByText('Every feature: 4K, style reference, personas')).toHaveCount(3)

      const table = page.getByRole('table', { name: 'Packages compared' })
      await expect(table.getByRole('row', { name: /Price per thumbnail/ })).toContainText('$0.25')
      const question = page.getByText('Do my credits expire?')
      await question.click()
      await expect(page.getByText(/Credits stay on your account until you spend them/)).toBeVisible()
      expect(await sidewaysOverflow(page)).toBe(0)

      await cards.first().click()
      // Buying needs an account: the same Buy flow as the home page's cards.
      await expect(page).toHaveURL(/\/login$/)
    })

    test('the sign-up terms link opens the Terms page in a new tab and the form keeps what was typed', async ({
      page,
      context,
    }) => {
      await page.goto('/register')
      await page.getByLabel('Full Name').fill('Tess Terms')
      const [terms] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Terms and Conditions' }).click(),
      ])
      await expect(terms).toHaveURL(/\/terms$/)
      await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
      await expect(terms.getByRole('heading', { name: 'Credits and payment' })).toBeVisible()
      await expect(page.getByLabel('Full Name')).toHaveValue('Tess Terms')
      await expect(
        page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
      ).not.toBeChecked()
    })

    test('the footer links Pricing, Terms and Privacy; the privacy page names the cookie, PayPal and Google', async ({
      page,
    }) => {
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'Privacy' }).click()
      await expect(page).toHaveURL(/\/privacy$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
      await expect(page.getByText(/better-auth\.session_token/)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'What we send to PayPal' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'What we send to Google' })).toBeVisible()
      expect(await sidewaysOverflow(page)).toBe(0)
      await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
      await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    })

    for (const path of ['/pricing', '/terms', '/privacy']) {
      test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
        if (path === '/pricing') {
          await expect(page.getByRole('table', { name: 'Packages compared' })).toBeVisible()
          // An open answer is checked too.
          await page.getByText('What does one credit buy?').click()
        }
        await expectNoBlockingViolations(page)
      })
    }
  })
}
