import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { figureCutout } from '../support/person-figure.ts'
import { expect, test } from './support/fixtures.ts'
import { openMoreOptions } from './support/generator-form.ts'
import { personPhoto } from './support/person-photo.ts'
import { untilRunDone } from './support/runs.ts'

// Issue 11's journey: a creator's persona → generate offline with it → the download shows the
// person in the subject box beside the title.
//
const WIDTH = 1280
const HEIGHT = 720
const PERSONA = 'Casey on camera'

async function generateAndDownload(page: Page, title: string) {
  await page.getByLabel('Category').selectOption('Travel')
  await page.getByLabel('Prompt').fill('A quiet mountain village at dawn')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await openMoreOptions(page)
  await page.getByLabel('Format').selectOption('png')
  // The card (its label), as a creator clicks it; the radio itself is visually hidden.
  await page.getByText('Big text left, subject right', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Big text left, subject right' })).toBeChecked()
  await page.getByRole('button', { name: 'Generate Thumbnail' }).click()
  await expect(page.getByText('YouTube thumbnail generated successfully!')).toBeVisible(untilRunDone)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Thumbnail' }).first().click(),
  ])
  return readFile(await download.path())
}

/** Mean colour of a rectangle (fractions of the frame) of a downloaded thumbnail. */
async function meanColour(image: Buffer, box: { x: number; y: number; w: number; h: number }) {
  const { data, info } = await sharp(image)
    .extract({
      left: Math.round(box.x * WIDTH),
      top: Math.round(box.y * HEIGHT),
      width: Math.round(box.w * WIDTH),
      height: Math.round(box.h * HEIGHT),
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sum = [0, 0, 0]
  for (let i = 0; i < data.length; i += 3)
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0)
  const pixels = info.width * info.height
  return sum.map((value) => value / pixels)
}

test('a creator puts their persona in an offline thumbnail, in the subject box beside the title', async ({
  page,
  signUp,
}) => {
  // A cut-out and two queued runs, each allowed its own wait (untilRunDone).
  test.setTimeout(180_000)
  await signUp()
  // The persona, as a creator makes it: a photo of them, cut out by the server, then (so the
  // colours the download must show are known exactly) their own transparent cut-out instead.
  await page.goto('/user/personas')
  await page.getByRole('button', { name: 'New persona' }).click()
  await page.getByRole('dialog', { name: 'New persona' }).getByLabel('Name').fill(PERSONA)
  await page.getByRole('button', { name: 'Create persona' }).click()
  const card = page.getByRole('region', { name: PERSONA })
  await card.getByLabel('Add photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await personPhoto(),
  })
  await expect(card.getByRole('img', { name: `Cut-out of ${PERSONA}` })).toBeVisible({ timeout: 60_000 })
  await expect(card.getByText('Cut out automatically')).toBeVisible()
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    card.getByRole('button', { name: 'Use my own cut-out' }).click(),
  ])
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await figureCutout() })
  await expect(card.getByText('Your own cut-out')).toBeVisible()

  await page.goto('/user/generate-image')
  await expect(page.getByTestId('generator-provider')).toContainText('offline renderer')
  const without = await generateAndDownload(page, 'Hidden Gem')

  await page.getByRole('button', { name: 'Reset' }).click()
  await page.getByRole('combobox', { name: 'Persona' }).selectOption({ label: PERSONA })
  await expect(page.getByRole('radio', { name: /^Authentic/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^AI likeness/ })).toBeDisabled()
  const withPersona = await generateAndDownload(page, 'Hidden Gem')
  await expect(page.getByText('Your real photo · Drawn background · Typeset title')).toBeVisible()

  // The person stands in the subject box (right): their blue shirt low in it, skin at the face.
  // 'Big text left, subject right' (text-left): its subject box, as src/shared/generator/layouts.ts has it.
  const subject = { x: 0.6, y: 0.04, w: 0.4, h: 0.96 }
  const cx = subject.x + subject.w / 2
  const shirt = await meanColour(withPersona, { x: cx - 0.05, y: 0.88, w: 0.1, h: 0.08 })
  const face = await meanColour(withPersona, { x: cx - 0.03, y: 0.35, w: 0.06, h: 0.08 })
  const [sr = 0, sg = 0, sb = 0] = shirt
  expect(sb).toBeGreaterThan(sr + 80)
  expect(sb).toBeGreaterThan(sg + 40)
  const [fr = 0, fg = 0, fb = 0] = face
  expect(fr).toBeGreaterThan(fb + 40)
  expect(fg).toBeGreaterThan(fb)
  const before = await meanColour(without, { x: cx - 0.05, y: 0.88, w: 0.1, h: 0.08 })
  expect(Math.abs((before[2] ?? 0) - sb) + Math.abs((before[0] ?? 0) - sr)).toBeGreaterThan(40)
  // Beside the title: the text box (left) still holds the white title in both.
  const title = await meanColour(withPersona, { x: 0.05, y: 0.15, w: 0.4, h: 0.5 })
  expect((title[0] ?? 0) + (title[1] ?? 0) + (title[2] ?? 0)).toBeGreaterThan(3 * 60)
})
