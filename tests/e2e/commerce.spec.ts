import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { newCreator, owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { scrollUntilVisible } from './support/scroll.ts'

// The e2e server runs with the seeded payment settings: simulated mode, so no PayPal is needed and
// the 'Simulate PayPal approval' button runs the same server-side grant path as a real capture.

type PublicPackage = { id: string; packageName: string; credit: number; validity: number }

/** The order id from the pending list's only 'Pay Now for order …' link (a new buyer has one). */
async function payFirstPending(page: Page): Promise<string> {
  const payNow = page.getByRole('link', { name: /^Pay Now for order / })
  await expect(payNow).toHaveCount(1)
  const label = (await payNow.getAttribute('aria-label')) ?? ''
  const orderId = label.replace('Pay Now for order ', '')
  expect(orderId).toMatch(/^[A-Z0-9]{8}$/)
  await payNow.click()
  return orderId
}

async function approveSimulatedPayment(page: Page) {
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Simulate PayPal approval' }).click()
  await expect(
    page.getByText('Payment successful! Redirecting to your subscription history...'),
  ).toBeVisible()
}

async function fillBilling(page: Page, country: string) {
  const form = page.getByRole('form', { name: 'Billing Information' })
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '')
  await form.getByLabel('Address').fill('12 Harbour Road')
  await form.getByLabel('Country').selectOption(country)
  await form.getByRole('button', { name: 'Proceed to Payment' }).click()
}

test('a creator buys a package from the pricing card and sees the credits and the subscription arrive', async ({
  page,
  signUp,
}) => {
  await signUp()
  await expect(page.getByTestId('credit-balance')).toHaveText('3')

  const [pkg] = (await (await page.request.get('/api/packages')).json()) as PublicPackage[]
  if (!pkg) throw new Error('the install sells no package')

  // The home page's pricing section: the first card's 'Buy The Plan' opens its checkout.
  await page.goto('/')
  const pricing = page.getByRole('region', { name: 'Affordable Pricing' })
  await scrollUntilVisible(page, pricing)
  await pricing.getByRole('link', { name: 'Buy The Plan' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/buy/${pkg.id}$`))
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(page.getByText(pkg.packageName, { exact: true })).toBeVisible()

  // The form's own rules come first: the address is required.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Address is required')).toBeVisible()
  await fillBilling(page, 'Canada')

  await expect(page).toHaveURL(/\/user\/package-pending-payment\/?$/)
  await expect(page.getByRole('heading', { name: 'My Pending Orders' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'My Pending Orders' })).toContainText(pkg.packageName)
  const orderId = await payFirstPending(page)

  await expect(page).toHaveURL(new RegExp(`/pay-now/${orderId}$`))
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary).toContainText(pkg.packageName)
  await expect(summary).toContainText('PENDING')
  await approveSimulatedPayment(page)
  // One success, with the balance the package brought, and no 'already paid' beside it.
  await expect(
    page.getByText(`Your balance is now ${(3 + pkg.credit).toLocaleString('en-US')} credits.`),
  ).toBeVisible()
  await expect(page.getByText('This order has already been paid.')).toHaveCount(0)

  // Subscription history: the order is paid, with the package's validity as days left.
  await expect(page).toHaveURL(/\/user\/subscription-history$/)
  const row = page.getByRole('row', { name: new RegExp(orderId) })
  await expect(row).toContainText('Paid')
  await expect(row).toContainText(`${pkg.validity} days`)
  await row.getByRole('button', { name: pkg.packageName }).click()
  const details = page.getByRole('dialog', { name: `${pkg.packageName} Package Details` })
  await expect(details).toContainText(String(pkg.credit))
  await details.getByRole('button', { name: 'Close' }).first().click()

  // Nothing is due any more, and the credits arrived: on the dashboard and on the generator's badge.
  await page.goto('/user/package-pending-payment')
  await expect(page.getByRole('heading', { name: 'No Pending Orders' })).toBeVisible()
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click()
  const expected = (3 + pkg.credit).toLocaleString('en-US')
  await expect(page.getByTestId('credit-balance')).toHaveText(expected)
  await expect(page.getByRole('definition').filter({ hasText: /Premium\s*until/ })).toBeVisible()
  await page.goto('/user/generate-image')
  await expect(page.getByTestId('generator-credits')).toHaveText(expected)
})

test('the operator adds an item, a creator buys it from the catalogue and opens its premium page', async ({
  page,
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  const suffix = randomBytes(3).toString('hex')
  const itemName = `Neon Overlay Pack ${suffix}`
  const accessUrl = `https://downloads.example.com/neon-${suffix}.zip`
  const guidelines = 'Unzip, then drag the overlays onto your thumbnail.'

  // The operator adds the item on the admin Items screen.
  const operator = await browser.newPage({ baseURL })
  await signIn(owner, operator)
  await operator.goto('/admin/items')
  await operator.getByRole('button', { name: 'Add Item' }).click()
  const dialog = operator.getByRole('dialog', { name: 'Add New Item' })
  await dialog.getByLabel('Item Name').fill(itemName)
  await dialog.getByLabel('Price (USD)').fill('7.50')
  await dialog.getByLabel('Access URL').fill(accessUrl)
  await dialog.getByLabel('Guidelines').fill(guidelines)
  await dialog.getByRole('button', { name: 'Save Item' }).click()
  await expect(operator.getByText('Item added successfully')).toBeVisible()
  await expect(operator.getByRole('table', { name: 'Items' })).toContainText(itemName)

  // A creator finds it in the public catalogue, linked from the header.
  const creator = newCreator()
  await signUp(creator)
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Items', exact: true }).click()
  await expect(page).toHaveURL(/\/items$/)
  await page.getByRole('link', { name: `Buy Now: ${itemName}` }).click()

  await expect(page).toHaveURL(/\/item-buy\/[^/]+$/)
  await expect(page).toHaveTitle('Complete Your Order | Quick and Easy Checkout')
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible()
  await expect(page.getByRole('heading', { name: itemName })).toBeVisible()
  await fillBilling(page, 'Other')

  await expect(page).toHaveURL(/\/user\/item-pending-payment\/?$/)
  await expect(page.getByRole('heading', { name: 'My Pending item Orders' })).toBeVisible()
  const orderId = await payFirstPending(page)
  await expect(page).toHaveURL(new RegExp(`/item-pay-now/${orderId}$`))
  await expect(page).toHaveTitle('Pay Now | Complete Your Payment to Access Products')
  await approveSimulatedPayment(page)

  // A paid item lands on the order history, whose item link and Action column open the premium page.
  await expect(page).toHaveURL(/\/user\/orders-history$/)
  const row = page.getByRole('row', { name: new RegExp(orderId) })
  await expect(row).toContainText('Paid')
  const itemLink = row.getByRole('link', { name: itemName, exact: true })
  await expect(row.getByRole('link', { name: `Access ${itemName}` })).toHaveAttribute(
    'href',
    (await itemLink.getAttribute('href')) ?? 'the item link has no href',
  )
  await row.getByRole('link', { name: `Access ${itemName}` }).click()
  await expect(page).toHaveURL(/\/premium\/neon-overlay-pack-[a-z0-9-]+\/[A-Za-z0-9-]+$/)
  await expect(page.getByRole('heading', { name: itemName })).toBeVisible()
  await expect(page.getByTestId('access-url')).toHaveText(accessUrl)
  await expect(page.getByRole('link', { name: 'Open your item' })).toHaveAttribute('href', accessUrl)
  await expect(page.getByText(guidelines)).toBeVisible()
  const premiumPath = new URL(page.url()).pathname

  // Items carry no credits: the balance is still the sign-up gift.
  expect((await (await page.request.get('/api/me')).json()).creditBalance).toBe(3)

  // Anyone who did not buy it (the operator included) is refused, and never sees the address.
  await operator.goto(premiumPath)
  await expect(operator.getByRole('heading', { name: 'This item is not available to you' })).toBeVisible()
  await expect(operator.getByText(accessUrl)).toHaveCount(0)

  // From Item Orders, the operator opens a read-only preview of what this buyer sees.
  await operator.goto('/admin/items-orders')
  await operator
    .getByRole('row', { name: new RegExp(orderId) })
    .getByRole('link', { name: itemName })
    .click()
  await expect(operator.getByText('Admin preview, read-only')).toBeVisible()
  await expect(operator.getByTestId('access-url')).toHaveText(accessUrl)
  await operator.close()
})
