import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { personPhoto } from './support/person-photo.ts'

/** True once the image has really loaded (a 404 or a broken PNG leaves naturalWidth at 0). */
const loaded = (image: Locator) =>
  image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)

/** Answers 'Please confirm' with its confirming button. */
async function confirmWith(page: Page, label: string) {
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: label }).click()
  await expect(confirm).toBeHidden()
}

test('a creator makes a persona, adds a photo, sees the cut-out, re-crops it and deletes it all', async ({
  page,
  signUp,
}) => {
  // The upload waits for the server's cut-out on a shared 2-core machine.
  test.setTimeout(120_000)
  await signUp()
  await page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'Personas' }).click()
  await expect(page).toHaveURL(/\/user\/personas$/)
  await expect(page.getByRole('heading', { name: 'Personas', level: 1 })).toBeVisible()
  await expect(page.getByText('No personas yet')).toBeVisible()

  await page.getByRole('button', { name: 'New persona' }).click()
  const dialog = page.getByRole('dialog', { name: 'New persona' })
  await dialog.getByRole('button', { name: 'Create persona' }).click()
  await expect(dialog.getByText('Give the persona a name')).toBeVisible()
  await dialog.getByLabel('Name').fill('Me on camera')
  await dialog.getByRole('button', { name: 'Create persona' }).click()
  await expect(dialog).toBeHidden()

  const persona = page.getByRole('region', { name: 'Me on camera' })
  const uploaded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/photos$/.test(response.url()),
    { timeout: 60_000 },
  )
  await persona.getByLabel('Add photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await personPhoto(),
  })
  expect((await uploaded).status()).toBe(201)
  const cutout = persona.getByRole('img', { name: 'Cut-out of Me on camera' })
  await expect(cutout).toBeVisible()
  await expect.poll(() => loaded(cutout)).toBe(true)
  await expect(persona.getByText('Cut out automatically')).toBeVisible()
  const firstSrc = await cutout.getAttribute('src')

  // Re-crop from the number fields: the new cut-out (its ?v= changed) replaces the old. At a
  // laptop's 1280×800 the dialog's buttons are on screen without scrolling (issue 27, item 8).
  await page.setViewportSize({ width: 1280, height: 800 })
  await persona.getByRole('button', { name: 'Re-crop' }).click()
  const crop = page.getByRole('dialog', { name: 'Re-crop Me on camera' })
  await expect(crop.getByRole('img').first()).toBeVisible()
  for (const name of ['Save crop', 'Cancel'])
    await expect(crop.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 })
  for (const [label, value] of [
    ['X', '10'],
    ['Y', '5'],
    ['Width', '80'],
    ['Height', '90'],
  ] as const)
    await crop.getByLabel(label, { exact: true }).fill(value)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/crop'),
  )
  await crop.getByRole('button', { name: 'Save crop' }).click()
  const answer = await saved
  expect(answer.status()).toBe(200)
  expect(answer.request().postDataJSON()).toEqual({ x: 0.1, y: 0.05, w: 0.8, h: 0.9 })
  await expect(crop).toBeHidden()
  await expect(persona.getByText('Cropped')).toBeVisible()
  await expect(cutout).not.toHaveAttribute('src', firstSrc ?? '')
  await expect.poll(() => loaded(cutout)).toBe(true)

  await persona.getByRole('button', { name: 'Delete photo' }).click()
  await confirmWith(page, 'Delete photo')
  await expect(cutout).toHaveCount(0)

  await persona.getByRole('button', { name: 'Delete persona' }).click()
  await confirmWith(page, 'Delete persona')
  await expect(page.getByText('No personas yet')).toBeVisible()
})
