import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { owner } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { untilRunDone } from './support/runs.ts'
import { sameOrigin } from './support/same-origin.ts'

// 'Edit with AI' (issue 11) against the fake Gemini server the e2e app is pointed at
// (playwright.config.ts): the operator's key switches the site to Gemini for this journey only.
const editKey = { name: 'E2E edit key', secret: 'AIzaSyE2EeditABCDEFGHIJKLMNOPQRSTUVWX' }

// An active key would switch every later journey on this server from offline to Gemini.
test.afterEach(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
    headers: sameOrigin(baseURL),
  })
  const keys = await page.request.get('/api/gemini-keys')
  for (const key of (await keys.json()).items as { id: string; name: string }[]) {
    if (key.name === editKey.name)
      await page.request.delete(`/api/gemini-keys/${key.id}`, { headers: sameOrigin(baseURL) })
  }
  const after = await page.request.get('/api/generator/catalog')
  expect((await after.json()).effectiveProvider).toBe('offline')
  await context.close()
})

async function expectNoSeriousAxeViolations(page: Page) {
  // The toaster is left out, as in generator.spec.ts: a toast mid fade-in reads as low contrast.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

test('a creator edits a Gemini thumbnail by instruction with a painted mask, for one credit, as a new version', async ({
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  // The operator adds a Gemini key, in the admin screen.
  const operator = await browser.newContext({ baseURL })
  const admin = await operator.newPage()
  await signIn(owner, admin)
  await admin.goto('/admin/settings?panel=gemini')
  await admin.getByRole('button', { name: 'Add Key' }).click()
  const keyDialog = admin.getByRole('dialog', { name: 'Add API key' })
  await keyDialog.getByLabel('Name').fill(editKey.name)
  await keyDialog.getByLabel('API key').fill(editKey.secret)
  await keyDialog.getByRole('button', { name: 'Add Key' }).click()
  await expect(admin.getByText('API key added successfully!')).toBeVisible()
  await expect(admin.getByTestId('ai-effective-provider')).toContainText('Gemini runs (1 active key)')
  await operator.close()

  // A creator generates through Gemini.
  const creator = await browser.newContext({ baseURL })
  const page = await creator.newPage()
  await signUp(undefined, page)
  await page.goto('/user/generate-image')
  const credits = page.getByTestId('generator-credits')
  await expect(credits).toHaveText('3')
  await page.getByLabel('Category').selectOption('Gaming')
  await page.getByLabel('Prompt').fill('A knight facing a dragon over a burning castle')
  await page.getByLabel('Title', { exact: true }).fill('Dragon Day')
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  await expect(credits).toHaveText('2')

  // Edit with AI: an instruction and one painted stroke.
  await page.getByRole('button', { name: 'Edit with AI' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit with AI' })
  await expect(dialog).toContainText('Costs 1 credit, refunded if it fails')
  await expect(dialog.getByLabel('What should change?')).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  const canvas = dialog.getByTestId('mask-canvas')
  await canvas.scrollIntoViewIfNeeded()
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the mask canvas has no box')
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 8 })
  await page.mouse.up()
  await expect(canvas).toHaveAttribute('data-painted', 'true')
  await dialog.getByLabel('What should change?').fill('add fire behind the castle')
  const sent = page.waitForRequest((request) => /\/api\/generations\/[^/]+\/edit$/.test(request.url()))
  const accepted = page.waitForResponse((response) => /\/api\/generations\/[^/]+\/edit$/.test(response.url()))
  await dialog.getByRole('button', { name: 'Apply edit' }).click()
  const body = (await sent).postDataJSON() as { instruction: string; mask?: string }
  expect(body.instruction).toBe('add fire behind the castle')
  expect(body.mask).toMatch(/^data:image\/png;base64,/)
  expect((await accepted).status()).toBe(202)
  await expect(dialog).toBeHidden()

  // The new version appears, linked to its parent, and exactly one credit was spent.
  const version = page.getByRole('region', { name: 'Thumbnail 2' })
  await expect(version).toContainText('Edited from an earlier version: “add fire behind the castle”')
  await expect(version.getByRole('link', { name: 'Download Thumbnail' })).toBeVisible(untilRunDone)
  await expect(page.getByText('Edited version added to your gallery.')).toBeVisible()
  await expect(credits).toHaveText('1')

  // The gallery lists both, the version with its line.
  await page.getByRole('link', { name: 'My Thumbnails' }).click()
  await expect(page.getByRole('link', { name: 'Download Thumbnail' })).toHaveCount(2)
  await expect(page.getByText('Edited from an earlier version: “add fire behind the castle”')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await creator.close()
})
