import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestOnYoutubeButton } from '#web/features/youtube/index.ts'
import {
  generationFixture,
  generationsPage,
  testDetailFixture,
} from '#web/features/youtube/test/thumbnail-tests.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { channelFixture, channelsFixture, pageOf, videoFixture } from '#web/test/youtube-fixtures.ts'

afterEach(() => vi.unstubAllGlobals())

/** Issue 30, item 5: the gallery's Test & Compare picks go straight into a test on a video. */
const START = 'POST /api/youtube/channels/ch-1/tests'
const stubApi = (channels = [channelFixture(1)]) =>
  stubFetch({
    'GET /api/youtube/channels': () => json(200, channelsFixture(channels)),
    'GET /api/youtube/channels/ch-1/videos': () =>
      json(
        200,
        pageOf([
          videoFixture(1, { title: 'Boss fight' }),
          videoFixture(2, { title: 'Quick tip', isShort: true }),
        ]),
      ),
    'GET /api/generations': () => json(200, generationsPage([1, 2, 3].map((n) => generationFixture(n)))),
    [START]: () => json(201, testDetailFixture({ id: 'test-7' })),
  })

function renderButton(ids = ['gen-3', 'gen-1']) {
  return renderApp({
    routes: [
      { path: '/', element: <TestOnYoutubeButton generationIds={ids} /> },
      { path: '/user/youtube/tests/:testId', element: <p>Test page</p> },
    ],
  })
}

describe('Test on YouTube from the picks', () => {
  it('asks for the video, then starts the test with the picks ticked, in the order picked', async () => {
    const fetchMock = stubApi()
    const { user } = renderButton()
    await user.click(screen.getByRole('button', { name: 'Test on YouTube' }))
    const chooser = await screen.findByRole('dialog', { name: 'Test these on YouTube' })
    const row = (title: string) => within(chooser).findByRole('listitem', { name: title })
    const tip = within(await row('Quick tip')).getByRole('button', { name: 'Test on this video' })
    expect(tip).toBeDisabled()
    await user.click(within(await row('Boss fight')).getByRole('button', { name: 'Test on this video' }))

    const start = await screen.findByRole('dialog', { name: 'Test thumbnails' })
    expect(await within(start).findByRole('checkbox', { name: /Thumb 3/ })).toBeChecked()
    expect(within(start).getByRole('checkbox', { name: /Thumb 1/ })).toBeChecked()
    expect(within(start).getByRole('checkbox', { name: /Thumb 2/ })).not.toBeChecked()
    await user.click(within(start).getByRole('button', { name: 'Start test' }))
    expect(await screen.findByText('Test page')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      videoId: 'vid-1',
      generationIds: ['gen-3', 'gen-1'],
      days: 14,
    })
  })

  it('says where to connect a channel when there is none', async () => {
    stubApi([])
    const { user } = renderButton()
    await user.click(screen.getByRole('button', { name: 'Test on YouTube' }))
    const chooser = await screen.findByRole('dialog', { name: 'Test these on YouTube' })
    expect(await within(chooser).findByRole('link', { name: 'Connect a channel' })).toBeInTheDocument()
  })
})
