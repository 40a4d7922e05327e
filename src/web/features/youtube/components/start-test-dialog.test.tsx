import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { thumbnailTestMessages } from '#shared/youtube/thumbnail-tests.ts'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { ChannelVideos } from '#web/features/youtube/components/channel-videos.tsx'
import { renderWithConfirm } from '#web/features/youtube/test/render-youtube.tsx'
import {
  generationFixture,
  generationsPage,
  testDetailFixture,
} from '#web/features/youtube/test/thumbnail-tests.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'
import { channelFixture, pageOf, refusal, videoFixture } from '#web/test/youtube-fixtures.ts'

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('#web/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/toast.ts')>()),
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}))

beforeEach(() => toasts.success.mockClear())
afterEach(() => vi.unstubAllGlobals())

const START = 'POST /api/youtube/channels/ch-1/tests'
const thumbnails = generationsPage([
  generationFixture(1),
  generationFixture(2),
  generationFixture(3),
  generationFixture(4),
  generationFixture(5, {
    params: { ...generationFixture(5).params, output: { size: '1080x1920', format: 'jpeg' } },
  }),
  generationFixture(6, { status: 'failed', imageUrl: null }),
])

const stubApi = (handlers: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/youtube/channels/ch-1/videos': () =>
      json(
        200,
        pageOf([
          videoFixture(1, { title: 'Boss fight' }),
          videoFixture(2, { title: 'Secret plans', privacy: 'private' }),
          videoFixture(3, {
            title: 'Quick tip',
            isShort: true,
            cannotSet: 'YouTube sets a Short’s cover only in the app.',
          }),
        ]),
      ),
    'GET /api/generations': () => json(200, thumbnails),
    ...handlers,
  })

/** The video rows inside the app's routes, so Start can go on to the test's page. */
function renderRows() {
  return renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <ChannelVideos channel={channelFixture(1)} />
          </ConfirmProvider>
        ),
      },
      { path: '/user/youtube/tests/:testId', element: <p>Test page</p> },
    ],
  })
}

async function openDialog() {
  const view = renderRows()
  const row = await screen.findByRole('listitem', { name: 'Boss fight' })
  // Keyboard: the row's button is reached with Tab and opened with Enter.
  within(row).getByRole('button', { name: 'Test thumbnails' }).focus()
  await view.user.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Test thumbnails' })
  await within(dialog).findByRole('checkbox', { name: /Thumb 1/ })
  return { ...view, dialog }
}

describe('Test thumbnails', () => {
  it('is offered only on public videos that are not Shorts, and says why not', async () => {
    stubApi()
    renderWithConfirm(<ChannelVideos channel={channelFixture(1)} />)
    const button = (title: string) =>
      within(screen.getByRole('listitem', { name: title })).getByRole('button', { name: 'Test thumbnails' })
    await screen.findByRole('listitem', { name: 'Boss fight' })
    expect(button('Boss fight')).toBeEnabled()
    expect(button('Secret plans')).toBeDisabled()
    expect(button('Secret plans')).toHaveAccessibleDescription('Tests run on public videos only, not Shorts.')
    expect(button('Quick tip')).toBeDisabled()
    expect(button('Quick tip')).toHaveAccessibleDescription('YouTube sets a Short’s cover only in the app.')
  })

  it('lists only finished 16:9 thumbnails with their small images, explains the rotation, and allows at most 3', async () => {
    stubApi()
    const { user, dialog } = await openDialog()
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Thumb 1'),
      expect.stringContaining('Thumb 2'),
      expect.stringContaining('Thumb 3'),
      expect.stringContaining('Thumb 4'),
    ])
    expect(dialog.querySelector('img[src="/api/generations/gen-1/image?size=small"]')).not.toBeNull()
    expect(dialog).toHaveTextContent('One thumbnail is live a day, in turn')
    expect(dialog).toHaveTextContent('same number of days, and the same weekdays')
    expect(dialog).toHaveTextContent('the original thumbnail comes back')
    expect(within(dialog).getByRole('spinbutton', { name: 'Length in days' })).toHaveValue(14)

    for (const n of [1, 2, 3])
      await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`Thumb ${n}`) }))
    expect(within(dialog).getByRole('group', { name: /3 of 3 picked/ })).toBeInTheDocument()
    const fourth = within(dialog).getByRole('checkbox', { name: /Thumb 4/ })
    expect(fourth).toBeDisabled()
    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 2/ }))
    expect(fourth).toBeEnabled()
  })

  it('refuses in the contract’s words before asking the server', async () => {
    const fetchMock = stubApi()
    const { user, dialog } = await openDialog()
    const days = within(dialog).getByRole('spinbutton', { name: 'Length in days' })
    const start = () => user.click(within(dialog).getByRole('button', { name: 'Start test' }))

    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 1/ }))
    await start()
    expect(within(dialog).getByText(thumbnailTestMessages.variantsCount)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 2/ }))
    expect(within(dialog).queryByText(thumbnailTestMessages.variantsCount)).not.toBeInTheDocument()
    for (const value of ['1', '29', '']) {
      await user.clear(days)
      if (value) await user.type(days, value)
      await start()
      expect(days).toHaveAccessibleDescription(expect.stringContaining(thumbnailTestMessages.days))
    }

    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 3/ }))
    await user.type(days, '2')
    await start()
    expect(days).toHaveAccessibleDescription(expect.stringContaining(thumbnailTestMessages.dayPerVariant))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('posts the picks in order with the length, then goes to the test’s page', async () => {
    const fetchMock = stubApi({ [START]: () => json(201, testDetailFixture({ id: 'test-9' })) })
    const { user, dialog, router } = await openDialog()
    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 3/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 1/ }))
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Thumb 3/ })
        .closest('label'),
    ).toHaveTextContent('Variant A')
    const days = within(dialog).getByRole('spinbutton', { name: 'Length in days' })
    await user.clear(days)
    await user.type(days, '7')
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }))

    expect(await screen.findByText('Test page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/youtube/tests/test-9')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(String(post?.[0])).toBe('/api/youtube/channels/ch-1/tests')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      videoId: 'vid-1',
      generationIds: ['gen-3', 'gen-1'],
      days: 7,
    })
    expect(toasts.success).toHaveBeenCalledWith(thumbnailTestMessages.started)
  })

  it('shows the server’s refusal word for word and stays open', async () => {
    stubApi({ [START]: () => refusal(409, 'CONFLICT', thumbnailTestMessages.alreadyRunning) })
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 1/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /Thumb 2/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Start test' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(thumbnailTestMessages.alreadyRunning)
    expect(screen.queryByText('Test page')).not.toBeInTheDocument()
  })
})
