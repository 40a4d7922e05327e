import { expectNoBlockingViolations } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { personPhoto } from './support/person-photo.ts'
import { scrollUntilVisible } from './support/scroll.ts'

// Reduced motion: the pricing cards are checked in place, not half-faded mid-animation.
test.use({ reducedMotion: 'reduce' })

for (const path of [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/reset-password',
  '/this-page-does-not-exist',
]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    // Wait for the content-managed parts (header logo, footer) so they are checked too.
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
    // The pricing cards load as a visitor scrolls towards them; axe checks them too.
    if (path === '/') await scrollUntilVisible(page, page.getByRole('link', { name: 'Buy The Plan' }).first())
    await expectNoBlockingViolations(page)
  })
}

test('axe finds no serious or critical violations on /user/personas with a persona, its photo and the re-crop dialog', async ({
  page,
  signUp,
}) => {
  // The upload waits for the server's cut-out on a shared 2-core machine.
  test.setTimeout(120_000)
  await signUp()
  await page.goto('/user/personas')
  await page.getByRole('button', { name: 'New persona' }).click()
  await page.getByRole('dialog', { name: 'New persona' }).getByLabel('Name').fill('Studio me')
  await page.getByRole('button', { name: 'Create persona' }).click()
  const persona = page.getByRole('region', { name: 'Studio me' })
  await persona.getByLabel('Add photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await personPhoto(),
  })
  await expect(persona.getByRole('img', { name: 'Cut-out of Studio me' })).toBeVisible({ timeout: 60_000 })
  await expectNoBlockingViolations(page)
  await persona.getByRole('button', { name: 'Re-crop' }).click()
  await expect(page.getByRole('dialog', { name: 'Re-crop Studio me' })).toBeVisible()
  await expectNoBlockingViolations(page)
})
