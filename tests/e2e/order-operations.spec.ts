import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { newCreator, owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { sameOrigin } from './support/same-origin.ts'

// The e2e server sells in simulated mode: the refund of a simulated payment is simulated too, and
// runs the same server path (applyRefund) that a PayPal refund and its webhook run.

type PublicPackage = { id: string; packageName: string; credit: number }

async function expectNoBlockingAxeViolations(page: Page) {
  // The screen itself, not a success toast fading out over it (axe reads its half-faded colours).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

test('refund → ledger → customer view → receipt: the operator refunds half an order and everyone sees it once', async ({
  page,
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  // A creator buys the first package (placed and approved through the API the pages call).
  const creator = newCreator()
  await signUp(creator)
  const [pkg] = (await (await page.request.get('/api/packages')).json()) as PublicPackage[]
  if (!pkg) throw new Error('the install sells no package')
  const placed = await page.request.post('/api/orders', {
    data: { packageId: pkg.id, fullName: creator.name, address: '12 Harbour Road', country: 'Ireland' },
    headers: sameOrigin(baseURL),
  })
  expect(placed.status()).toBe(201)
  const { orderId, totalCents } = (await placed.json()) as { orderId: string; totalCents: number }
  const paid = await page.request.post(`/api/orders/${orderId}/simulate`, { headers: sameOrigin(baseURL) })
  expect(paid.status()).toBe(200)
  const bought = 3 + pkg.credit

  // The operator finds the order in Total Orders and opens its page.
  // Its own context (axe needs a page opened through one).
  const operatorContext = await browser.newContext({ baseURL })
  const operator = await operatorContext.newPage()
  await signIn(owner, operator)
  await operator.goto('/admin/settings?panel=receipts')
  await operator.getByLabel('Seller name').fill('Forge Media Ltd')
  await operator.getByLabel('VAT / tax id').fill('IE1234567X')
  await operator.getByRole('button', { name: 'Save' }).click()
  await expect(operator.getByText('Receipt details saved')).toBeVisible()
  await expectNoBlockingAxeViolations(operator)

  await operator.goto('/admin/orders')
  await operator.getByRole('link', { name: orderId }).click()
  await expect(operator).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
  await expect(operator.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible()
  await expect(operator.getByText('Simulated payment')).toBeVisible()
  await expect(operator.getByRole('list').filter({ hasText: 'Order placed' })).toContainText(
    'Approved and captured',
  )
  await expectNoBlockingAxeViolations(operator)

  // Half of it back, with a reason; a floor of the credits' share comes back off the balance.
  const half = Math.floor(totalCents / 2)
  const taken = Math.floor((pkg.credit * half) / totalCents)
  await operator.getByLabel(/^Amount/).fill((half / 100).toFixed(2))
  await operator.getByLabel('Reason (optional)').fill('Duplicate purchase')
  await operator.getByRole('button', { name: 'Refund', exact: true }).click()
  await operator.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click()
  await expect(operator.getByText(`${taken} credits taken back`)).toBeVisible()
  await expect(operator.getByText('Payment: Partially Refunded')).toBeVisible()
  await expect(operator.getByText('Reason: Duplicate purchase')).toBeVisible()

  // The customer view, from the order's buyer link: the balance and the ledger show it once, by whom.
  await operator.getByRole('link', { name: creator.name }).click()
  await expect(operator).toHaveURL(/\/admin\/users\/[^/]+$/)
  await expect(operator.getByRole('heading', { name: creator.name })).toBeVisible()
  const ledger = operator.getByRole('table', { name: `Credit history of ${creator.name}` })
  // The history says what the refund was, in words (decision 048).
  const refundRow = ledger.getByRole('row').filter({ hasText: 'credits taken back' })
  await expect(refundRow).toHaveCount(1)
  await expect(refundRow).toContainText('Refund of $')
  await expect(refundRow).toContainText(`${taken} credits taken back`)
  await expect(refundRow).toContainText(owner.name)
  await expect(refundRow).toContainText('Reason: Duplicate purchase')
  await expect(refundRow).toContainText(`-${taken}`)
  await expect(refundRow).toContainText(String(bought - taken))
  await expect(operator.getByRole('region', { name: 'Orders' })).toContainText(orderId)
  await expectNoBlockingAxeViolations(operator)

  // The creator's own Credits page: bought, then refunded, with the running balance.
  await page.goto('/user/credits')
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible()
  await expect(page.getByText(`${bought - taken} credits`, { exact: true })).toBeVisible()
  const mine = page.getByRole('table', { name: 'Your credit history' })
  await expect(mine.getByRole('row').filter({ hasText: 'Bought credits' })).toContainText(String(bought))
  await expect(mine.getByRole('row').filter({ hasText: `${taken} credits taken back` })).toContainText(
    String(bought - taken),
  )
  await expectNoBlockingAxeViolations(page)

  // The receipt, from the ledger's order link: seller from settings, the transaction, the refund.
  await mine
    .getByRole('row')
    .filter({ hasText: 'Bought credits' })
    .getByRole('link', { name: orderId })
    .click()
  await expect(page).toHaveURL(new RegExp(`/receipts/${orderId}$`))
  const receipt = page.getByRole('article')
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible()
  await expect(receipt).toContainText('Forge Media Ltd')
  await expect(receipt).toContainText('VAT / tax id: IE1234567X')
  await expect(receipt).toContainText(creator.email)
  await expect(receipt).toContainText(/transaction SIM-/)
  await expect(receipt).toContainText('Refunded')
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expectNoBlockingAxeViolations(page)
  await operatorContext.close()
})
