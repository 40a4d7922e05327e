import type { Page } from '@playwright/test'
import { YOUTUBE_SCOPE_WORDS, youtubeMessages } from '#shared/youtube/schemas.ts'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { signInAsOwner } from './support/accounts.ts'
import { expectNoBlockingViolations, TOASTER } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone } from './support/responsive.ts'
import { sameOrigin } from './support/same-origin.ts'
import { expectPicture, generateOffline, openFromNavigation } from './support/youtube.ts'

// Publishing to YouTube (issue 30) with the simulated channel a local install offers: connect it,
// set a thumbnail from the gallery on one of its sample videos, restore the original, disconnect.

/** One of the simulated channel's six sample videos, as its row and the dialog name it. */
const VIDEO = 'The 15-Minute Weeknight Ramen That Beats Takeout'

async function confirmWith(page: Page, text: string, action: string) {
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' })
  await expect(confirm).toContainText(text)
  await confirm.getByRole('button', { name: action }).click()
  await expect(confirm).toBeHidden()
}

// The connect panel explains the two permissions before the browser leaves for Google's screen,
// so this shop has a Google client as well as the simulated channel; the creator picks the latter.
// Shared install state: entered as the owner before each test, cleared after, as other journeys expect.
test.beforeEach(async ({ request, baseURL }) => {
  await signInAsOwner(request, baseURL)
  const saved = await request.put('/api/admin/google-client', {
    headers: sameOrigin(baseURL),
    data: { clientId: '1234-e2e.apps.googleusercontent.com', clientSecret: 'GOCSPX-e2e-secret' },
  })
  expect(saved.ok()).toBe(true)
})

test.afterEach(async ({ request, baseURL }) => {
  const cleared = await request.put('/api/admin/google-client', {
    headers: sameOrigin(baseURL),
    data: { clientId: '' },
  })
  expect(cleared.ok()).toBe(true)
})

for (const viewport of [desktop, phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a creator connects the simulated channel, sets a thumbnail from the gallery, restores it and disconnects', async ({
      page,
      signUp,
    }) => {
      // A run, a connect round trip and three changes on a busy machine.
      test.setTimeout(120_000)
      await signUp()
      await generateOffline(page)

      // Connect: both permissions in words first, then the simulated channel's round trip.
      await openFromNavigation(page, 'YouTube')
      await expect(page.getByRole('heading', { name: 'YouTube', level: 1 })).toBeVisible()
      await expect(page.getByText(youtubeTexts.noChannelsTitle)).toBeVisible()
      const connect = page.getByRole('region', { name: 'Connect a channel' })
      await expect(connect.getByText(youtubeTexts.permissionsIntro)).toBeVisible()
      for (const { allows } of YOUTUBE_SCOPE_WORDS) await expect(connect.getByText(allows)).toBeVisible()
      await connect.getByRole('button', { name: 'Try the simulated channel' }).click()

      // Back from the shop's own callback: the notice, then the address loses its ?connected=1.
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: youtubeMessages.connected }),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/user\/youtube$/)
      await expect(page.getByRole('heading', { name: 'Your channels (1 of 3)' })).toBeVisible()
      const channel = page.getByRole('region', { name: 'Simulated channel' })
      await expect(channel.getByText('Simulated', { exact: true })).toBeVisible()
      await expect(channel).toContainText(youtubeTexts.simulatedNote)
      await expect(page.getByRole('heading', { name: 'My videos' })).toBeVisible()
      const myVideos = page.getByRole('list', { name: 'My videos' })
      await expect(myVideos.getByRole('listitem')).toHaveCount(6)
      const row = myVideos.getByRole('listitem', { name: VIDEO })
      await expectPicture(row.getByRole('img', { name: `Current thumbnail of “${VIDEO}”`, exact: true }))
      await expect(page.getByRole('button', { name: 'Restore original' })).toHaveCount(0)
      await expectNoBlockingViolations(page)

      // Publish from the gallery: pick the video, look at both thumbnails, set it.
      await openFromNavigation(page, 'My Thumbnails')
      await page
        .getByRole('region', { name: 'Thumbnail 1' })
        .getByRole('button', { name: 'Set as thumbnail on YouTube' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Set as thumbnail on YouTube' })
      const choices = dialog.getByRole('list', { name: 'Videos to choose from' })
      await expect(choices.getByRole('listitem')).toHaveCount(6)
      await choices
        .getByRole('listitem', { name: VIDEO })
        .getByRole('button', { name: 'Choose this video' })
        .click()

      await expect(dialog.getByText(`Replace the thumbnail of “${VIDEO}”?`)).toBeVisible()
      const now = dialog.getByRole('img', { name: `Current thumbnail of “${VIDEO}”`, exact: true })
      const yours = dialog.getByRole('img', { name: `New thumbnail for “${VIDEO}”`, exact: true })
      await expectPicture(now)
      await expectPicture(yours)
      await expect(dialog.getByText('Now on YouTube')).toBeVisible()
      await expect(dialog.getByText('Yours, to set')).toBeVisible()
      // Side by side, the current on the left, on a phone too.
      const before = await now.boundingBox()
      const after = await yours.boundingBox()
      if (!before || !after) throw new Error('Both thumbnails should be laid out')
      expect(Math.abs(before.y - after.y)).toBeLessThan(1)
      expect(before.x + before.width).toBeLessThanOrEqual(after.x)

      await dialog.getByRole('button', { name: 'Set thumbnail' }).click()
      await expect(dialog.getByRole('status').filter({ hasText: youtubeMessages.published })).toBeVisible()
      await expectPicture(dialog.getByRole('img', { name: `Thumbnail now on “${VIDEO}”`, exact: true }))
      // The toast saying the same is on its way in just now.
      await expectNoBlockingViolations(page, { exclude: TOASTER })
      await dialog.getByRole('button', { name: 'Done' }).click()
      await expect(dialog).toBeHidden()

      // Restore the original from the YouTube page.
      await openFromNavigation(page, 'YouTube')
      const restore = row.getByRole('button', { name: 'Restore original' })
      await expect(restore).toBeVisible()
      await expect(page.getByRole('button', { name: 'Restore original' })).toHaveCount(1)
      await restore.click()
      await confirmWith(page, youtubeTexts.confirmRestore(VIDEO), 'Restore original')
      await expect(page.getByText(youtubeMessages.restored)).toBeVisible()
      await expect(restore).toBeHidden()
      await expectPicture(row.getByRole('img', { name: `Current thumbnail of “${VIDEO}”`, exact: true }))

      // Disconnect: the empty state again, and no videos.
      await channel.getByRole('button', { name: 'Disconnect' }).click()
      await confirmWith(page, youtubeTexts.confirmDisconnectSimulated, 'Disconnect')
      await expect(page.getByText(youtubeMessages.disconnected)).toBeVisible()
      await expect(page.getByText(youtubeTexts.noChannelsTitle)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Your channels (0 of 3)' })).toBeVisible()
      await expect(channel).toBeHidden()
      await expect(page.getByRole('heading', { name: 'My videos' })).toBeHidden()
      await expect(connect.getByRole('button', { name: 'Try the simulated channel' })).toBeEnabled()
    })
  })
}
