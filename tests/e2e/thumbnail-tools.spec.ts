import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { newCreator } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { openMoreOptions } from './support/generator-form.ts'
import { untilRunDone } from './support/runs.ts'

// The tools around a finished thumbnail (issue 10): the pre-publish check, the feed preview,
// Shorts covers and the Test & Compare pack, walked as a creator would.

async function generate(page: Page, options: { title: string; variants?: string; size?: string }) {
  await page.getByRole('link', { name: 'YouTube Thumbnail Generator' }).first().click()
  await expect(page.getByRole('heading', { name: 'YouTube Thumbnail Generator' })).toBeVisible()
  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByLabel('Prompt').fill('Shocked gamer lit by a red monitor glow')
  await page.getByLabel('Title', { exact: true }).fill(options.title)
  if (options.variants || options.size) await openMoreOptions(page)
  if (options.variants) await page.getByLabel('Variants').selectOption(options.variants)
  if (options.size) await page.getByLabel('Size', { exact: true }).selectOption(options.size)
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

test('a creator checks a result, sees it in the feed, and downloads a Test & Compare pack', async ({
  page,
  signUp,
}) => {
  const creator = newCreator()
  await signUp(creator)
  await generate(page, { title: 'I Tried Every Budget Gaming Mouse So You Do Not Have To', variants: '2' })

  // The pre-publish check speaks plainly and gives the fix.
  const first = page.getByRole('region', { name: 'Thumbnail 1' })
  await expect(first.getByText(/^Pre-publish check: \d+ things? to fix$/)).toBeVisible()
  await expect(first).toContainText('Word count: Check this. The title has 12 words')
  await expect(first).toContainText('Fix: Shorten the title to 5 words.')

  // Feed preview: opened from the card, driven by the keyboard.
  await first.getByRole('button', { name: 'Feed preview' }).click()
  const dialog = page.getByRole('dialog', { name: 'Feed preview' })
  const mockup = dialog.getByTestId('feed-mockup')
  await expect(mockup).toHaveAttribute('data-mode', 'home')
  await expect(mockup).toContainText(creator.name)
  await expect(mockup).toContainText('12:34')
  await expect(dialog.getByLabel('Video title')).toHaveValue(
    'I Tried Every Budget Gaming Mouse So You Do Not Have To',
  )
  const shown = mockup.getByRole('img', { name: 'Your thumbnail in Home (desktop)' })
  await expect(shown).toBeVisible()
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280)
  expect((await shown.boundingBox())?.width).toBe(360)

  await dialog.getByRole('radio', { name: 'Home (desktop)' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: 'Search results' })).toBeChecked()
  await expect(mockup).toHaveAttribute('data-mode', 'search')
  await page.keyboard.press('ArrowRight')
  await expect(mockup).toHaveAttribute('data-mode', 'sidebar')
  const sidebar = mockup.getByRole('img', { name: 'Your thumbnail in Watch-page sidebar' })
  expect(await sidebar.boundingBox()).toMatchObject({ width: 168, height: 94.5 })

  await dialog.getByRole('radio', { name: 'Dark' }).check()
  await expect(mockup).toHaveAttribute('data-theme', 'dark')
  await dialog.getByLabel('Video title').fill('Budget mice, tested')
  await expect(mockup).toContainText('Budget mice, tested')
  await dialog.getByRole('radio', { name: 'Home (mobile)' }).check()
  await expect(mockup).toHaveAttribute('data-mode', 'mobile')
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Test & Compare: pick both results in the gallery with the keyboard, download one zip.
  await page.getByRole('link', { name: 'My Thumbnails' }).click()
  await page.getByRole('button', { name: 'Test & Compare pack' }).click()
  const download = page.getByRole('button', { name: 'Download pack' })
  await expect(download).toBeDisabled()
  const boxes = page.getByRole('checkbox', { name: /Pick for the Test & Compare pack/ })
  await expect(boxes).toHaveCount(2)
  for (const box of await boxes.all()) {
    await box.focus()
    await page.keyboard.press('Space')
  }
  await expect(page.getByTestId('test-pack-count')).toHaveText('2 of 3 picked')
  await expect(download).toBeEnabled()
  await expectNoSeriousAxeViolations(page)

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toMatch(/^youtube-test-compare-\d+\.zip$/)
  const entries = unzipSync(new Uint8Array(await readFile(await file.path())))
  // In the order picked, each named for its title (cut at 40 characters).
  expect(Object.keys(entries)).toEqual([
    'a-i-tried-every-budget-gaming-mouse-so-you.jpg',
    'b-i-tried-every-budget-gaming-mouse-so-you.jpg',
  ])
  for (const bytes of Object.values(entries)) {
    const meta = await sharp(Buffer.from(bytes)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720])
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024)
  }
})

test('a Shorts cover is 1080×1920 everywhere and stays out of the Test & Compare pack', async ({
  page,
  signUp,
}) => {
  await signUp()
  await generate(page, { title: '30 Day Abs', size: '1080x1920' })

  const card = page.getByRole('region', { name: 'Thumbnail 1' })
  const image = card.getByRole('img', { name: 'Thumbnail 1: 30 Day Abs' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1080, 1920,
  ])
  // Shown whole in its own shape, not cropped into 16:9.
  const box = await image.boundingBox()
  expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(16 / 9, 1)

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download Thumbnail' }).click(),
  ])
  const meta = await sharp(await readFile(await file.path())).metadata()
  expect([meta.width, meta.height]).toEqual([1080, 1920])

  await card.getByRole('button', { name: 'Feed preview' }).click()
  const dialog = page.getByRole('dialog', { name: 'Feed preview' })
  await expect(dialog.getByTestId('feed-mockup')).toHaveAttribute('data-mode', 'shorts-desktop')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'My Thumbnails' }).click()
  await page.getByRole('button', { name: 'Test & Compare pack' }).click()
  const pick = page.getByRole('checkbox', { name: /Pick for the Test & Compare pack/ })
  await expect(pick).toBeDisabled()
  await expect(page.getByText('(Shorts covers cannot be tested)')).toBeVisible()
})
