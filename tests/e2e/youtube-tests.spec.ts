import type { Page } from '@playwright/test'
import { youtubeMessages } from '#shared/youtube/schemas.ts'
import { thumbnailTestMessages } from '#shared/youtube/thumbnail-tests.ts'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'
import { expectNoBlockingViolations, TOASTER } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { desktop, phone, sidewaysOverflow } from './support/responsive.ts'
import { expectPicture, generateOffline, openFromNavigation } from './support/youtube.ts'

// Thumbnail tests (issue 30, items 5 and 6) on the simulated channel: start one on a public video
// with two of my thumbnails, skip its days until it ends, read its figures, verdict and timeline,
// then find it on the YouTube page as ended, and under 'What won' if it named a winner.

/** One of the simulated channel's public, non-Short sample videos. */
const VIDEO = 'I Beat Every Boss Without Taking a Single Hit'
const DAYS = 4
/** The rotation shows variant (day − 1) mod 2 on each day (decision 056): A, B, A, B. */
const liveOn = (day: number) => ((day - 1) % 2 === 0 ? 'A' : 'B')

/** How the page says the test ended (the outcome), in the header and as the timeline's last entry. */
const ENDED = {
  winner: {
    header: 'The winner stays on the video.',
    timeline: (x: string) => `Thumbnail ${x} won and stays on the video.`,
  },
  original: {
    header: 'The original thumbnail is back on the video.',
    timeline: () => 'The original thumbnail is back on the video.',
  },
}

async function connectSimulatedChannel(page: Page) {
  await openFromNavigation(page, 'YouTube')
  await expect(page.getByRole('heading', { name: 'YouTube', level: 1 })).toBeVisible()
  await page
    .getByRole('region', { name: 'Connect a channel' })
    .getByRole('button', { name: 'Try the simulated channel' })
    .click()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: youtubeMessages.connected }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Simulated channel' })).toBeVisible()
}

/** The test page's charts, by the accessible names they get once figures exist. */
const charts = (page: Page) => ({
  impressions: page.getByRole('img', { name: /^Impressions per day: / }),
  ctr: page.getByRole('img', { name: /^CTR per day: / }),
  intervals: page.getByRole('img', { name: /^CTR with its 95% interval: / }),
})

/** The page leaves nothing reaching past the window's right edge (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
}

for (const viewport of [desktop, phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a creator tests two thumbnails on the simulated channel, skips to the end and reads the result', async ({
      page,
      signUp,
    }) => {
      // A run of two variants, a connect round trip, a start, four skipped days and two axe runs.
      test.setTimeout(180_000)
      await signUp()
      await generateOffline(page, { variants: '2' })
      await connectSimulatedChannel(page)

      // 'Test thumbnails' on a public video: both thumbnails, four days.
      const row = page.getByRole('list', { name: 'My videos' }).getByRole('listitem', { name: VIDEO })
      await expect(page.getByRole('region', { name: 'Thumbnail tests' })).toContainText(testTexts.noTests)
      await row.getByRole('button', { name: 'Test thumbnails' }).click()
      const dialog = page.getByRole('dialog', { name: 'Test thumbnails' })
      await expect(dialog).toContainText(`On “${VIDEO}”`)
      const choices = dialog.getByRole('group', { name: /^Thumbnails to test/ })
      await expect(choices).toContainText('(0 of 3 picked)')
      const boxes = choices.getByRole('checkbox')
      await expect(boxes).toHaveCount(2)
      await boxes.nth(0).check()
      await boxes.nth(1).check()
      await expect(choices).toContainText('(2 of 3 picked)')
      await expect(choices).toContainText('Variant A ·')
      await expect(choices).toContainText('Variant B ·')
      await dialog.getByLabel('Length in days').fill(String(DAYS))
      await dialog.getByRole('button', { name: 'Start test' }).click()

      // The test's own page: thumbnail A is live on day 1, and no figures yet.
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/user\/youtube\/tests\/[0-9a-f-]{36}$/)
      await expect(page.getByText(thumbnailTestMessages.started)).toBeVisible()
      await expect(page.getByRole('heading', { name: VIDEO, level: 1 })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByText('Running', { exact: true })).toBeVisible()
      await expect(main.getByText('Simulated', { exact: true })).toBeVisible()
      await expect(main.getByText(`Day 1 of ${DAYS}`, { exact: true })).toBeVisible()
      await expect(main.getByText('Live now: A', { exact: true })).toBeVisible()
      const variants = page.getByRole('list', { name: 'Thumbnails in this test' })
      await expect(variants.getByRole('listitem')).toHaveCount(2)
      const cardA = variants.getByRole('listitem', { name: 'Thumbnail A' })
      const cardB = variants.getByRole('listitem', { name: 'Thumbnail B' })
      await expect(cardA.getByText('Live now', { exact: true })).toBeVisible()
      await expect(cardB.getByText('Live now', { exact: true })).toHaveCount(0)
      for (const card of [cardA, cardB]) await expectPicture(card.getByRole('img'))
      const figures = page.getByRole('region', { name: 'Figures' })
      await expect(figures).toContainText(testTexts.noFigures)
      const verdict = page.getByRole('region', { name: 'Verdict' })
      await expect(verdict).toContainText(thumbnailTestMessages.lag)
      const timeline = page.getByRole('region', { name: 'Timeline' })
      await expect(timeline).toContainText(`Test started: 2 thumbnails, one a day for ${DAYS} days.`)
      await expect(timeline).toContainText(`Thumbnail A is live for day 1 of ${DAYS}.`)
      const skip = page.getByRole('button', { name: 'Skip a day' })
      const stop = page.getByRole('button', { name: 'Stop test' })
      await expect(stop).toBeEnabled()

      // Each skip moves the channel's clock a day on: the next thumbnail goes live, and the figures
      // follow two days behind (day 1's arrive on day 3).
      for (let day = 2; day <= DAYS; day++) {
        await skip.click()
        await expect(main.getByText(`Day ${day} of ${DAYS}`, { exact: true })).toBeVisible()
        await expect(main.getByText(`Live now: ${liveOn(day)}`, { exact: true })).toBeVisible()
        // A skipped day's change comes at the clock's hour, not at midnight: it may say it came late.
        await expect(timeline).toContainText(`Thumbnail ${liveOn(day)} is live for day ${day} of ${DAYS}`)
        await expect(skip).toBeEnabled()
        if (day < 3) await expect(figures).toContainText(testTexts.noFigures)
      }
      await expect(timeline.getByText('Skipped ahead one day (simulated channel).')).toHaveCount(DAYS - 1)
      // Days 1 (A) and 2 (B) have arrived: every chart is drawn, and each card counts its day.
      const { impressions, ctr, intervals } = charts(page)
      await expect(impressions).toHaveAccessibleName(
        /^Impressions per day: A [\d,]+ impressions over 1 day; B [\d,]+ impressions over 1 day$/,
      )
      await expect(ctr).toHaveAccessibleName(/^CTR per day: A \d+\.\d% overall; B \d+\.\d% overall$/)
      await expect(intervals).toHaveAccessibleName(
        /^CTR with its 95% interval: A \d+\.\d% \(\d+\.\d–\d+\.\d%\); B \d+\.\d% \(\d+\.\d–\d+\.\d%\)$/,
      )
      for (const chart of [impressions, ctr, intervals]) {
        await chart.scrollIntoViewIfNeeded()
        await expect(chart).toBeVisible()
      }
      for (const card of [cardA, cardB])
        await expect(card).toContainText(/CTR \(95% interval\)\d+\.\d% \(\d+\.\d–\d+\.\d%\)/)
      await expect(figures).not.toContainText(testTexts.noFigures)
      await expectNoSidewaysScroll(page)
      // The skip's toast may still be fading in.
      await expectNoBlockingViolations(page, { exclude: TOASTER })

      // One more day and the test is over: its outcome follows the verdict on the figures in by then.
      await skip.click()
      await expect(main.getByText('Finished', { exact: true })).toBeVisible()
      await expect(skip).toBeHidden()
      await expect(stop).toBeHidden()
      await expect(main.getByText(/^Live now/)).toHaveCount(0)
      await expect(impressions).toHaveAccessibleName(
        /^Impressions per day: A [\d,]+ impressions over 2 days; B [\d,]+ impressions over 1 day$/,
      )
      const said = verdict.getByText(
        /^(Thumbnail [AB] wins: |Not enough impressions yet: |No clear winner yet: )/,
      )
      await expect(said).toBeVisible()
      const winner = /^Thumbnail ([AB]) wins: /.exec((await said.textContent()) ?? '')?.[1] ?? null
      const ended = winner ? ENDED.winner : ENDED.original
      const lost = winner ? ENDED.original : ENDED.winner
      await expect(main.getByText(new RegExp(`^Started .+, ${DAYS} days\\. ${ended.header}$`))).toBeVisible()
      await expect(main.getByText(lost.header)).toHaveCount(0)
      await expect(timeline.getByRole('listitem').last()).toContainText(ended.timeline(winner ?? ''))
      if (winner) {
        const card = variants.getByRole('listitem', { name: `Thumbnail ${winner}` })
        await expect(card.getByText('Winner', { exact: true })).toBeVisible()
      } else {
        await expect(variants.getByText('Winner', { exact: true })).toHaveCount(0)
      }
      await expectNoSidewaysScroll(page)
      await expectNoBlockingViolations(page, { exclude: TOASTER })

      // Back on the YouTube page: listed as finished, and under 'What won' if it named a winner.
      await page.getByRole('link', { name: 'YouTube', exact: true }).first().click()
      await expect(page).toHaveURL(/\/user\/youtube$/)
      const listed = page.getByRole('list', { name: 'Thumbnail tests' }).getByRole('listitem')
      await expect(listed).toHaveCount(1)
      await expect(listed).toContainText(VIDEO)
      await expect(listed).toContainText(`2 thumbnails, ${DAYS} days from`)
      await expect(listed.getByText('Finished', { exact: true })).toBeVisible()
      const whatWon = page.getByRole('region', { name: 'What won' })
      if (winner) {
        await expect(listed).toContainText(`Winner: ${winner}`)
        const won = whatWon.getByRole('region', { name: VIDEO })
        await expectPicture(won.getByRole('img', { name: `Thumbnail ${winner} (winner)`, exact: true }))
        await expect(whatWon).not.toContainText(testTexts.noWinnersYet)
      } else {
        await expect(listed).not.toContainText('Winner:')
        await expect(whatWon).toContainText(testTexts.noWinnersYet)
      }
      // The row leads back to the test's page.
      await listed.getByRole('link').click()
      await expect(page.getByRole('heading', { name: VIDEO, level: 1 })).toBeVisible()
      await expect(main.getByText('Finished', { exact: true })).toBeVisible()
    })
  })
}
