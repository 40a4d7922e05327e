import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThumbnailTests } from '#web/features/youtube/components/tests-list.tsx'
import { renderWithConfirm } from '#web/features/youtube/test/render-youtube.tsx'
import {
  generationFixture,
  testDetailFixture,
  testSummaryFixture,
  variantFixture,
} from '#web/features/youtube/test/thumbnail-tests.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { refusal } from '#web/test/youtube-fixtures.ts'

afterEach(() => vi.unstubAllGlobals())

const LIST = 'GET /api/youtube/tests'
const renderList = () => renderWithConfirm(<ThumbnailTests />)

const won = testSummaryFixture({
  id: 'test-2',
  videoTitle: 'Speedrun',
  status: 'finished',
  liveVariant: 1,
  simulated: true,
  channelTitle: 'Practice channel',
})
const stopped = testSummaryFixture({ id: 'test-3', videoTitle: 'Q&A', status: 'stopped', liveVariant: null })
const running = testSummaryFixture({ id: 'test-1', videoTitle: 'Boss fight' })

describe('Thumbnail tests on the YouTube page', () => {
  it('lists running tests first, each linking to its page, with its status and live variant or winner', async () => {
    stubFetch({
      // Newest first, as the server sends them: the running one is the oldest.
      [LIST]: () => json(200, { tests: [won, stopped, running] }),
      'GET /api/youtube/tests/test-2': () =>
        json(200, testDetailFixture({ ...won, variants: [variantFixture(0)] })),
    })
    renderList()
    const list = await screen.findByRole('list', { name: 'Thumbnail tests' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/youtube/tests/test-1',
      '/user/youtube/tests/test-2',
      '/user/youtube/tests/test-3',
    ])
    expect(links[0]).toHaveTextContent('Boss fight')
    expect(links[0]).toHaveTextContent('Running')
    expect(links[0]).toHaveTextContent('Live now: B')
    expect(links[1]).toHaveTextContent('Finished')
    expect(links[1]).toHaveTextContent('Simulated')
    expect(links[1]).toHaveTextContent('Winner: B')
    expect(links[2]).toHaveTextContent('Stopped')
    expect(links[2]).not.toHaveTextContent('Winner')
  })

  it('says how to start one when there is none', async () => {
    stubFetch({ [LIST]: () => json(200, { tests: [] }) })
    renderList()
    expect(await screen.findByText(/No thumbnail tests yet/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'What won' })).toHaveTextContent(
      'When a test ends with a winner, it shows here',
    )
  })

  it('shows the server’s words when the tests cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      [LIST]: () =>
        ++calls === 1 ? refusal(503, 'INTERNAL', 'Try again shortly.') : json(200, { tests: [] }),
    })
    const { user } = renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/No thumbnail tests yet/)).toBeInTheDocument()
  })

  it('shows what won beside the others, what differed in their settings, and where to make more', async () => {
    const loser = generationFixture(1)
    const winner = generationFixture(2, {
      params: {
        ...loser.params,
        layout: 'text-left',
        colorScheme: { ...loser.params.colorScheme, primary: '#00AAFF' },
        textOverlay: { ...loser.params.textOverlay, title: 'I beat the *boss* in 3 minutes' },
      },
    })
    stubFetch({
      [LIST]: () => json(200, { tests: [won, running] }),
      'GET /api/youtube/tests/test-2': () =>
        json(
          200,
          testDetailFixture({
            ...won,
            verdict: { ...testDetailFixture().verdict, kind: 'winner', winner: 1 },
          }),
        ),
      'GET /api/generations/gen-1': () => json(200, loser),
      'GET /api/generations/gen-2': () => json(200, winner),
      'GET /api/me': () => json(200, member),
    })
    const { user, router } = renderList()
    const section = await screen.findByRole('region', { name: 'What won' })
    const comparison = await within(section).findByRole('region', { name: 'Speedrun' })
    const pictures = within(comparison).getAllByRole('img')
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['Thumbnail B (winner)', 'Thumbnail A'])
    expect(pictures[0]).toHaveAttribute('src', '/api/generations/gen-2/image?size=small')

    const table = await within(comparison).findByRole('table', { name: 'What differed between them' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['What differed', 'B (winner)', 'A'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Title',
      'Title length',
      'Layout',
      'Colours',
    ])
    expect(rows[0]).toHaveTextContent('I beat the boss in 3 minutes')
    expect(rows[2]).toHaveTextContent('Big text left, subject right')
    expect(rows[2]).toHaveTextContent('Not recorded')
    // A running test has no winner to learn from yet.
    expect(within(section).queryByRole('region', { name: 'Boss fight' })).not.toBeInTheDocument()
    // 'Make more like this' opens the generator with the winner's settings as the account's draft.
    await user.click(within(comparison).getByRole('button', { name: 'Make more like this' }))
    expect(router.state.location.pathname).toBe('/user/generate-image')
    const draft = JSON.parse(localStorage.getItem(`thumbforge:generator-draft:${member.id}`) ?? '{}')
    expect(draft.value.values).toMatchObject({
      layout: 'text-left',
      textOverlay: { title: 'I beat the *boss* in 3 minutes' },
      colorScheme: { primary: '#00AAFF' },
    })
  })
})
