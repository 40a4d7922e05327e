import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { openMoreOptions } from './support/generator-form.ts'
import { untilRunDone } from './support/runs.ts'
import { sameOrigin } from './support/same-origin.ts'

/** Width and height from a JPEG's start-of-frame marker (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8')
  let offset = 2
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`Bad JPEG marker at ${offset}`)
    const marker = bytes[offset + 1] ?? 0
    const length = bytes.readUInt16BE(offset + 2)
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isStartOfFrame)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + length
  }
  throw new Error('No start-of-frame marker')
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

async function openGenerator(page: Page) {
  await page.getByRole('link', { name: 'YouTube Thumbnail Generator' }).first().click()
  await expect(page).toHaveURL(/\/user\/generate-image$/)
  await expect(page.getByRole('heading', { name: 'YouTube Thumbnail Generator' })).toBeVisible()
}

async function describeThumbnail(page: Page, prompt: string) {
  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByLabel('Prompt').fill(prompt)
}

test('a creator generates, downloads, re-edits for free and finds the thumbnail in the gallery', async ({
  page,
  signUp,
}) => {
  await signUp()
  await openGenerator(page)
  const credits = page.getByTestId('generator-credits')
  await expect(credits).toHaveText('3')
  // A fresh install has no Gemini key, so the offline renderer runs.
  await expect(page.getByTestId('generator-provider')).toContainText('offline renderer')

  await describeThumbnail(page, 'Shocked gamer lit by a red monitor glow, neon city behind')
  await page.getByLabel('Title', { exact: true }).fill('Boss Fight')
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/generator/generate'))
  const followed = page.waitForRequest((request) =>
    /\/api\/generator\/batches\/[^/]+\/events$/.test(request.url()),
  )
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  // The run is accepted at once and the page follows it on its event stream.
  expect((await accepted).status()).toBe(202)
  await followed

  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  const image = page.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })
  await expect(image).toBeVisible()
  await expect(credits).toHaveText('2')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Thumbnail' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^youtube-thumbnail-1-\d+\.jpg$/)
  const downloaded = await readFile(await download.path())
  expect(jpegSize(downloaded)).toEqual({ width: 1280, height: 720 })
  expect(downloaded.length).toBeLessThan(2 * 1024 * 1024)

  await page.getByRole('button', { name: 'Edit text' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit text' })
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Boss Fight')
  await dialog.getByLabel('Title', { exact: true }).fill('Final Boss')
  await dialog.getByRole('button', { name: 'Save text' }).click()
  await expect(dialog).toBeHidden()

  const edited = page.getByRole('img', { name: 'Thumbnail 1: Final Boss' })
  await expect(edited).toBeVisible()
  const editedUrl = await edited.getAttribute('src')
  const afterEdit = await (await page.request.get(editedUrl ?? '')).body()
  expect(jpegSize(afterEdit)).toEqual({ width: 1280, height: 720 })
  expect(afterEdit.equals(downloaded)).toBe(false)
  await expect(credits).toHaveText('2')
  expect((await (await page.request.get('/api/me')).json()).creditBalance).toBe(2)

  await page.getByRole('link', { name: 'My Thumbnails' }).click()
  await expect(page).toHaveURL(/\/user\/thumbnails$/)
  await expect(page.getByRole('img', { name: 'Thumbnail 1: Final Boss' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download Thumbnail' })).toHaveCount(1)
})

test('typing a title redraws the live preview, for free, and the preview stays beside the result', async ({
  page,
  signUp,
}) => {
  await signUp()
  const isPreview =
    (title: string) => (response: { url(): string; request(): { postData(): string | null } }) =>
      response.url().endsWith('/api/generator/preview') &&
      JSON.parse(response.request().postData() ?? '{}').textOverlay?.title === title
  const firstPreview = page.waitForResponse(isPreview(''))
  await openGenerator(page)
  const first = await firstPreview
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/jpeg')
  const preview = page.getByTestId('live-preview').getByRole('img')
  await expect(preview).toHaveAccessibleName('Live preview of your thumbnail')
  const before = await preview.getAttribute('src')
  // What the picture shows, read back from the decoded pixels the creator sees.
  const pixelSum = () =>
    preview.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext('2d')
      context?.drawImage(img, 0, 0)
      const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
      let sum = 0
      for (const value of data) sum += value
      return sum
    })
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640)
  const blank = await pixelSum()

  const titled = page.waitForResponse(isPreview('Boss Fight'))
  await page.getByLabel('Title', { exact: true }).fill('Boss Fight')
  const answer = await titled
  expect(answer.status()).toBe(200)
  await expect(preview).toHaveAccessibleName('Live preview of your thumbnail: Boss Fight')
  expect(await preview.getAttribute('src')).not.toBe(before)
  // The browser decoded the server's new 640×360 picture: the title's pixels are in it.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640)
  expect(await pixelSum()).not.toBe(blank)
  await expect(page.getByTestId('generator-credits')).toHaveText('3')

  await describeThumbnail(page, 'Shocked gamer lit by a red monitor glow, neon city behind')
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeVisible(untilRunDone)
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAccessibleName('Live preview of your thumbnail: Boss Fight')
})

test('enhancing is free, a reference image rides along, and spent credits bring Buy Now', async ({
  page,
  signUp,
}) => {
  await signUp()
  await openGenerator(page)
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0)

  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByRole('button', { name: 'AI Enhance' }).click()
  await expect(page.getByText('Prompt enhanced successfully!')).toBeVisible()
  await expect(page.getByLabel('Prompt')).not.toHaveValue('')
  await expect(page.getByTestId('generator-credits')).toHaveText('3')

  // A reference image travels with the run and brings the image style control with it.
  await openMoreOptions(page)
  await expect(page.getByLabel('Image style')).toHaveCount(0)
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: onePixelPng })
  await expect(page.getByRole('img', { name: 'Reference: reference.png' })).toBeVisible()
  await page.getByLabel('Image style').selectOption('cinematic')
  await page.getByLabel('Variants').selectOption('3')
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  await expect(page.getByRole('link', { name: 'Download Thumbnail' })).toHaveCount(3)
  await expect(page.getByTestId('generator-credits')).toHaveText('0')
  // The Credits badge and the prompt beside Generate both offer Buy Now; Generate itself cannot fail.
  for (const buyNow of await page.getByRole('link', { name: 'Buy Now' }).all()) {
    await expect(buyNow).toHaveAttribute('href', '/user/select-package')
  }
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Generate Thumbnail' })).toBeDisabled()
  await expect(page.getByText('Insufficient credits. Buy more to generate images.')).toBeVisible()
})

async function expectNoSeriousAxeViolations(page: Page) {
  // The app shell's toaster is left out: a toast caught mid fade-in reads as low contrast, and it is
  // not part of these pages.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

test('axe finds no serious or critical violations on the generator, its results and the gallery', async ({
  page,
  signUp,
}) => {
  await signUp()
  await openGenerator(page)
  await page.getByLabel('Category').selectOption('Travel')
  await expectNoSeriousAxeViolations(page)

  await page.getByLabel('Prompt').fill('Backpacker above a turquoise lagoon')
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByRole('link', { name: 'Download Thumbnail' })).toBeVisible(untilRunDone)
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('link', { name: 'My Thumbnails' }).click()
  await expect(page.getByRole('link', { name: 'Download Thumbnail' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

const e2eKey = { name: 'E2E key', secret: 'AIzaSyE2Eabcdefghijklmnopqrstuvwxyz' }

// An active key would switch every later journey on this server from offline to Gemini.
test.afterEach(async ({ page, baseURL }) => {
  const keys = await page.request.get('/api/gemini-keys')
  if (!keys.ok()) return
  for (const key of (await keys.json()).items as { id: string; name: string }[]) {
    if (key.name === e2eKey.name)
      await page.request.delete(`/api/gemini-keys/${key.id}`, { headers: sameOrigin(baseURL) })
  }
})

test('the operator adds a Gemini key that only ever shows masked, switches it off and deletes it', async ({
  page,
  signIn,
}) => {
  await signIn(owner)
  await page.goto('/admin/settings?panel=gemini')
  const settings = page.getByTestId('ai-effective-provider')
  await expect(settings).toContainText('the offline renderer runs (0 active keys)')

  await page.getByRole('button', { name: 'Add Key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add API key' })
  await expect(dialog.getByLabel('API key')).toHaveAttribute('type', 'password')
  await dialog.getByLabel('Name').fill(e2eKey.name)
  await dialog.getByLabel('API key').fill(e2eKey.secret)
  await dialog.getByRole('button', { name: 'Add Key' }).click()
  await expect(page.getByText('API key added successfully!')).toBeVisible()

  const mask = page.getByTestId('gemini-key-mask')
  await expect(mask).toContainText(e2eKey.secret.slice(0, 8))
  await expect(mask).toContainText(e2eKey.secret.slice(-4))
  await expect(page.locator('body')).not.toContainText(e2eKey.secret)
  await expect(settings).toContainText('Gemini runs (1 active key)')

  await page.getByRole('switch', { name: `Active: ${e2eKey.name}` }).click()
  await expect(page.getByText('API key deactivated successfully!')).toBeVisible()
  await expect(settings).toContainText('the offline renderer runs (0 active keys)')

  await page.getByRole('button', { name: `Delete ${e2eKey.name}` }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this API key?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('API key deleted successfully!')).toBeVisible()
  await expect(mask).toHaveCount(0)
})
