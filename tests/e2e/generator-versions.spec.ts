import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { untilRunDone } from './support/runs.ts'

// Issue 27, item 6: every free re-edit of the text is a version; the result card steps back and
// forward through them and restores an earlier one, which is then what downloads.

async function download(page: Page): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Thumbnail' }).click(),
  ])
  return readFile(await file.path())
}

async function editTitle(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: 'Edit text' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit text' })
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(from)
  await dialog.getByLabel('Title', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Save text' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('img', { name: `Thumbnail 1: ${to}` })).toBeVisible()
}

test('a creator re-edits a thumbnail twice, steps back through the versions and restores the first', async ({
  page,
  signUp,
}) => {
  // A queued run and three re-composites, each allowed its own wait on a loaded machine.
  test.setTimeout(180_000)
  await signUp()
  await page.goto('/user/generate-image')
  const credits = page.getByTestId('generator-credits')
  await expect(credits).toHaveText('3')
  await page.getByLabel('Title', { exact: true }).fill('Boss Fight')
  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByLabel('Prompt').fill('Shocked gamer lit by a red monitor glow, neon city behind')
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  await expect(credits).toHaveText('2')
  const first = await download(page)

  await editTitle(page, 'Boss Fight', 'Final Boss')
  await editTitle(page, 'Final Boss', 'Last Boss Ever')
  const card = page.getByRole('region', { name: 'Thumbnail 1' })
  await expect(card.getByText('Version 3 of 3')).toBeVisible()
  const third = await download(page)
  expect(third.equals(first)).toBe(false)

  // Back through the versions: the card shows each earlier picture, the download stays current.
  const previous = card.getByRole('button', { name: 'Previous version' })
  await previous.click()
  await expect(card.getByText('Version 2 of 3')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Thumbnail 1, version 2 of 3: Final Boss' })).toBeVisible()
  await previous.click()
  await expect(card.getByText('Version 1 of 3')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Thumbnail 1, version 1 of 3: Boss Fight' })).toBeVisible()
  await expect(previous).toBeDisabled()
  await expect(card).toContainText('Download and Feed preview use version 3, the current one')
  // And forward again, then back to the first.
  await card.getByRole('button', { name: 'Next version' }).click()
  await expect(card.getByText('Version 2 of 3')).toBeVisible()
  await previous.click()
  await expect(card.getByText('Version 1 of 3')).toBeVisible()

  await card.getByRole('button', { name: 'Restore this version' }).click()
  await expect(card.getByText('Version 1 of 3 · current')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Restore this version' })).toBeHidden()
  await expect(card.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeVisible()

  // The download is the first version's picture again, byte for byte, and nothing was charged.
  const restored = await download(page)
  expect(restored.equals(first)).toBe(true)
  expect(restored.equals(third)).toBe(false)
  await expect(credits).toHaveText('2')

  // The restored version is what a re-edit starts from.
  await page.getByRole('button', { name: 'Edit text' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Edit text' }).getByLabel('Title', { exact: true }),
  ).toHaveValue('Boss Fight')
})
