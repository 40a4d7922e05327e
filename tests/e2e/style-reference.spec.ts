import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { hueCounts } from '../support/image-colour.ts'
import { styleThumbnail } from '../support/style-fixtures.ts'
import { expect, test } from './support/fixtures.ts'
import { openMoreOptions } from './support/generator-form.ts'
import { untilRunDone } from './support/runs.ts'

test("'Recreate this style': a liked thumbnail's colours carry into the offline download", async ({
  page,
  signUp,
}) => {
  await signUp()
  await page.goto('/user/generate-image')
  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByLabel('Prompt').fill('A gamer shocked by a boss fight')
  await page.getByLabel('Title', { exact: true }).fill('I Beat The Final Boss')
  // The creator's own scheme is red; the thumbnail they like is green on black.
  await openMoreOptions(page)
  await page.getByRole('switch', { name: /suggest the colour scheme/ }).click()

  const section = page.getByRole('group', { name: 'Recreate this style' })
  await expect(section).toContainText(
    'Upload a thumbnail you like. We match its colours and mood, not its content.',
  )
  const liked = await styleThumbnail('#081008', '#16c060', 1280, 720)
  const previewed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/generator/preview') &&
      (request.postData() ?? '').includes('styleReference'),
  )
  await page
    .getByLabel('Style reference')
    .setInputFiles({ name: 'liked.jpg', mimeType: 'image/jpeg', buffer: liked })
  await expect(section.getByRole('img', { name: 'Style reference: liked.jpg' })).toBeVisible()
  await previewed

  // Keyboard: Remove is the next stop after the input, and takes the picture away.
  await page.getByLabel('Style reference').focus()
  await page.keyboard.press('Tab')
  await expect(section.getByRole('button', { name: 'Remove' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('img')).toHaveCount(0)
  await expect(page.getByLabel('Style reference')).toBeFocused()
  await page
    .getByLabel('Style reference')
    .setInputFiles({ name: 'liked.jpg', mimeType: 'image/jpeg', buffer: liked })
  await expect(section.getByRole('img', { name: 'Style reference: liked.jpg' })).toBeVisible()

  const blocking = (await new AxeBuilder({ page }).include('form').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Thumbnail' }).click(),
  ])
  const counts = await hueCounts(await readFile(await download.path()))
  const green = counts.share(90, 170)
  const red = counts.share(0, 20) + counts.share(340, 360)
  expect(green).toBeGreaterThan(red)
  expect(green).toBeGreaterThan(0.2)
})
