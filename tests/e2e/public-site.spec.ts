import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { scrollUntilVisible } from './support/scroll.ts'

test('a fresh install shows every home section from the seeded content', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/AI YouTube Thumbnail Generator/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('forged in seconds')
  await expect(page.getByRole('link', { name: 'Create Account Now' })).toHaveAttribute('href', '/register')
  await expect(page.getByRole('heading', { name: 'Everything a thumbnail needs' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Made for creators who ship every week' })).toBeVisible()
  // The lower sections load as the visitor scrolls towards them.
  await scrollUntilVisible(page, page.getByRole('heading', { name: 'Affordable Pricing' }))
  await expect(page.getByRole('link', { name: 'Buy The Plan' }).first()).toHaveAttribute('href', /^\/buy\//)
  await expect(page.getByRole('heading', { name: 'Creators love the results' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
  await expect(page.getByRole('banner').getByRole('img', { name: 'Thumbforge' })).toBeVisible()
})

test('a signed-out visitor’s page load asks who is signed in and logs no error in the console', async ({
  page,
}) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me')
  await page.goto('/')
  const answer = await me
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toBeNull()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the first screen’s data is fetched once: the app takes the answers the page preloaded', async ({
  page,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, by: entry.initiatorType })),
    )
    const preloaded = fetched.filter((entry) => entry.by === 'link').map((entry) => entry.path)
    expect(preloaded, path).toContain('/api/paypal-settings')
    // A preload the app did not take shows up a second time, as the app's own fetch.
    const fetchedAgain = fetched.filter((entry) => entry.by !== 'link' && preloaded.includes(entry.path))
    expect(fetchedAgain, path).toEqual([])
  }
})

test('the sign-in and sign-up pages, sent empty, break no rule of the content security policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { cspViolations?: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
    })
  })
  for (const [path, button] of [
    ['/login', 'Login'],
    ['/register', 'Create Account'],
  ] as const) {
    await page.goto(path)
    // Sent empty, so the form's schema checks it (zod compiles its checks with eval unless told not to).
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByRole('form').getByRole('alert').first()).toBeVisible()
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? []),
      path,
    ).toEqual([])
  }
})

test('a visitor sends the contact form and the operator’s e-mail lands in the outbox', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const subject = `Bulk credits ${randomBytes(3).toString('hex')}`
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible()

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Visitor Vera')
  await page.getByLabel('Email', { exact: true }).fill('vera@example.test')
  await page.getByLabel('Subject', { exact: true }).fill(subject)
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 0100')
  await page.getByLabel('Message', { exact: true }).fill('Do you sell 1,000 credits at once?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')

  // The install has no CONTACT_EMAIL and no SMTP: the first admin (the owner) gets it in the outbox.
  const operator = await browser.newPage({ baseURL })
  await signIn(owner, operator)
  await operator.goto('/admin/outbox')
  await operator
    .getByRole('button', { name: `View message: Contact form: ${subject} to ${owner.email}` })
    .click()
  await expect(operator.getByText('Do you sell 1,000 credits at once?')).toBeVisible()
  await expect(operator.getByText(/Email: vera@example\.test/)).toBeVisible()
  await operator.close()
})

/** Slides whose card lies inside the carousel's viewport (a pixel of rounding allowed). */
async function visibleSlides(page: Page) {
  const viewport = page.getByTestId('testimonials-viewport')
  await scrollUntilVisible(page, viewport)
  await expect(page.getByTestId('testimonial-slide').first()).toBeVisible()
  const frame = await viewport.boundingBox()
  if (!frame) throw new Error('carousel not laid out')
  let count = 0
  // The card, not the slide: each slide's left padding is the gutter embla's negative margin hides.
  for (const slide of await page.getByTestId('testimonial-slide').all()) {
    const box = await slide.locator('figure').boundingBox()
    if (box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) count++
  }
  return count
}

for (const [width, slides] of [
  [375, 1],
  [1280, 2],
] as const) {
  test(`the testimonials carousel shows ${slides} slide(s) at ${width}px, with a dot per slide`, async ({
    browser,
    baseURL,
  }) => {
    // Reduced motion: autoplay stays off, so the carousel holds still while it is measured.
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto('/')
    expect(await visibleSlides(page)).toBe(slides)
    const dots = page.getByRole('button', { name: /^Show testimonial \d+$/ })
    await expect(dots.first()).toBeVisible()
    await dots.nth(1).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await context.close()
  })
}

test('the carousel autoplays every 4 s, holds while hovered or after a dot, then resumes', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 900 } })
  const page = await context.newPage()
  // The page's clock is the test's: paused once the carousel is up, then moved on exactly.
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Testimonials carousel' })
  const dots = page.getByRole('button', { name: /^Show testimonial \d+$/ })
  await scrollUntilVisible(page, carousel)
  await expect(dots.first()).toBeVisible()
  // Paused a little ahead of the page's now: a loaded machine can take longer than a few ms to
  // get here, and pausing in the past throws. Whatever autoplay does until then is undone by the
  // dot press below, which every later assertion counts from.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
  const showing = (index: number) => expect(dots.nth(index)).toHaveAttribute('aria-current', 'true')

  // A dot pressed (from the keyboard, so no hover is involved): that slide, held 3 s, then 4 s more.
  await dots.nth(0).focus()
  await page.keyboard.press('Enter')
  await showing(0)
  await page.clock.runFor(3_000 + 3_900)
  await showing(0)
  await page.clock.runFor(200)
  await showing(1)

  // Autoplay: the next slide every 4 s.
  await page.clock.runFor(3_800)
  await showing(1)
  await page.clock.runFor(200)
  await showing(2)

  // Hovered: it holds however long the visitor reads; 2 s after the mouse leaves, 4 s more.
  await carousel.hover()
  await page.clock.runFor(12_000)
  await showing(2)
  await page.mouse.move(0, 0)
  await page.clock.runFor(2_000 + 3_900)
  await showing(2)
  await page.clock.runFor(200)
  await showing(3)
  await context.close()
})
