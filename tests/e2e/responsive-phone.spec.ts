import { newCreator, registerInUi } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { phone, sidewaysOverflow } from './support/responsive.ts'

test('on a phone the sign-up toast keeps clear of the logo and the menu button', async ({ page }) => {
  await page.setViewportSize(phone)
  await registerInUi(page, newCreator())
  const toast = page.getByText('Account created successfully', { exact: false })
  await expect(toast).toBeVisible()
  const [toastBox, logoBox, menuBox] = [
    await toast.boundingBox(),
    await page.getByRole('link', { name: 'Thumbforge' }).first().boundingBox(),
    await page.getByRole('button', { name: 'Menu' }).boundingBox(),
  ]
  for (const box of [logoBox, menuBox]) {
    expect(toastBox?.y).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0))
  }
})

test.describe('the generator on a phone', () => {
  test.use({ viewport: phone, hasTouch: true, reducedMotion: 'reduce' })

  test('Generate takes a real tap and the results scroll into view', async ({ page, signUp }) => {
    await signUp()
    await page.goto('/user/generate-image')
    await page.getByLabel('Category').selectOption('Gaming')
    await page.getByLabel('Prompt').fill('Shocked gamer lit by a red monitor glow')
    await page.getByLabel('Title', { exact: true }).fill('Boss Fight')
    // tap() fails if anything else (a sidebar link, a toast) would receive the touch.
    await page.getByRole('button', { name: 'Generate Thumbnail' }).tap()
    const image = page.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })
    await expect(image).toBeVisible({ timeout: 30_000 })
    await expect(image).toBeInViewport()
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})
