import type { Page } from '@playwright/test'
import { newCreator, owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone } from './support/responsive.ts'
import { sameOrigin } from './support/same-origin.ts'

// Issue 29, items 5-7: the operator sees a creator's pictures (customer view, reported ticket), the
// refund form's 'Keep the credits' switch, and checkout remembers the billing details. Each screen is
// photographed at 375 and 1280 px in both themes (the test's output folder) for a person to look at.
test.use({ reducedMotion: 'reduce' })

type Batch = { done: boolean; results: Array<{ id: string; status: string }> }

/** A loaded picture, not a placeholder box or a broken image. */
const expectLoaded = async (page: Page, name: string | RegExp) => {
  const picture = page.getByRole('img', { name }).first()
  await expect(picture).toBeVisible()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  return picture
}

async function photograph(page: Page, name: string, open: () => Promise<void>, fullPage = true) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size)
      await open()
      await page.screenshot({
        path: test.info().outputPath(`${name}-${size.width}-${theme}.png`),
        fullPage,
      })
    }
  }
}

test('the operator sees the creator’s pictures; goodwill refunds; checkout remembers the address', async ({
  page,
  browser,
  baseURL,
  signUp,
  signIn,
}) => {
  test.setTimeout(180_000)
  const creator = newCreator()
  await signUp(creator)
  const headers = sameOrigin(baseURL)
  const accepted = await page.request.post('/api/generator/generate', {
    headers,
    data: {
      category: 'Gaming',
      prompt: 'A gamer shocked by a boss fight',
      textOverlay: { title: 'Ten Secret Levels' },
    },
  })
  expect(accepted.status()).toBe(202)
  const { batchId } = (await accepted.json()) as { batchId: string }
  let batch: Batch = { done: false, results: [] }
  await expect
    .poll(
      async () => {
        batch = (await (await page.request.get(`/api/generator/batches/${batchId}`)).json()) as Batch
        return batch.done
      },
      { timeout: 90_000 },
    )
    .toBe(true)
  expect(batch.results[0]?.status).toBe('succeeded')
  const generationId = batch.results[0]?.id ?? ''
  const ticket = await page.request.post('/api/support-tickets', {
    headers,
    data: { subject: 'The title is cut off', message: 'The last word is hidden.', generationId },
  })
  expect(ticket.status()).toBe(201)

  // A first order remembers where it was billed: the next checkout starts with it, still editable.
  const [pkg] = (await (await page.request.get('/api/packages')).json()) as Array<{ id: string }>
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      packageId: pkg?.id,
      fullName: creator.name,
      address: '12 Harbour Road, Cork',
      country: 'Ireland',
    },
  })
  expect(placed.status()).toBe(201)
  const { orderId } = (await placed.json()) as { orderId: string }
  expect((await page.request.post(`/api/orders/${orderId}/simulate`, { headers })).status()).toBe(200)
  await page.goto(`/buy/${pkg?.id}`)
  await expect(page.getByLabel('Address')).toHaveValue('12 Harbour Road, Cork')
  await expect(page.getByLabel('Country')).toHaveValue('Ireland')
  await page.getByLabel('Address').fill('1 New Street, Galway')
  await expect(page.getByLabel('Address')).toHaveValue('1 New Street, Galway')

  // The creator's own ticket shows the picture they reported.
  await photograph(page, 'ticket-creator', async () => {
    await page.goto('/user/support')
    await page.getByRole('button', { name: /The title is cut off/ }).click()
    await expectLoaded(page, /Reported thumbnail: Ten Secret Levels/)
  })

  const operatorContext = await browser.newContext({ baseURL })
  const operator = await operatorContext.newPage()
  await signIn(owner, operator)
  const creatorId = ((await (await page.request.get('/api/me')).json()) as { id: string }).id

  await photograph(operator, 'customer-view', async () => {
    await operator.goto(`/admin/users/${creatorId}`)
    const section = operator.getByRole('region', { name: 'Thumbnails' })
    await expect(section.getByText('Ten Secret Levels')).toBeVisible()
    await expectLoaded(operator, 'Ten Secret Levels')
  })

  await photograph(operator, 'ticket-admin', async () => {
    await operator.goto(`/admin/support-messages?email=${encodeURIComponent(creator.email)}`)
    await operator.getByRole('button', { name: /The title is cut off/ }).click()
    await expect(operator.getByRole('heading', { name: 'Reported generation' })).toBeVisible()
    await expectLoaded(operator, /Reported thumbnail: Ten Secret Levels/)
  })

  await photograph(
    operator,
    'refund-dialog',
    async () => {
      await operator.goto(`/admin/orders/${orderId}`)
      const keep = operator.getByRole('switch', { name: /Keep the credits/ })
      await expect(keep).not.toBeChecked()
      await keep.click()
      await operator.getByRole('button', { name: 'Refund', exact: true }).click()
      await expect(operator.getByRole('alertdialog')).toContainText('The buyer keeps the credits.')
    },
    false,
  ) // a dialog is photographed as the window shows it
  await operatorContext.close()
})
