import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json } from '#web/test/fetch-stub.ts'
import {
  button,
  describeThumbnail,
  instantRun,
  previewBodies,
  ready,
  renderPage,
  stubEventSourceEachTest,
} from './generate-image-page-test-support.tsx'

stubEventSourceEachTest()

describe('Edit text on a result', () => {
  it('PATCHes the new text, shows the new image and leaves the balance alone', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': instantRun(),
      'PATCH /api/generations/11111111-1111-4111-8111-111111111111': ({ body }) =>
        json(
          200,
          generation({
            params: {
              ...generation().params,
              textOverlay: {
                ...generation().params.textOverlay,
                ...(body as { textOverlay: object }).textOverlay,
              },
            },
          }),
        ),
    })
    await ready()
    await describeThumbnail(user)
    await user.click(button('Generate Thumbnail'))
    const before = (await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).getAttribute('src')

    await user.click(button('Edit text'))
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' })
    const title = within(dialog).getByLabelText('Title')
    expect(title).toHaveValue('Boss Fight')
    await user.clear(title)
    await user.type(title, 'Final Boss')
    await user.click(within(dialog).getByRole('button', { name: 'Save text' }))

    const after = await screen.findByRole('img', { name: 'Thumbnail 1: Final Boss' })
    expect(after.getAttribute('src')).not.toBe(before)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ textOverlay: { title: 'Final Boss' } })
    expect(screen.getByTestId('generator-credits')).toHaveTextContent((1249).toLocaleString())
  })
})

describe('the live preview beside the results', () => {
  it('stays visible after results appear, and keeps following the form', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/generator/generate': instantRun(),
    })
    await ready()
    await describeThumbnail(user)
    await user.type(screen.getByLabelText('Title'), 'Boss Fight')
    await user.click(button('Generate Thumbnail'))
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your thumbnails' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeInTheDocument()
    // The preview follows the title after its 300 ms pause, which may end after the results do.
    expect(
      await screen.findByRole('img', { name: 'Live preview of your thumbnail: Boss Fight' }),
    ).toBeInTheDocument()

    await user.type(screen.getByLabelText('Title'), ' 2')
    expect(
      await screen.findByRole('img', { name: 'Live preview of your thumbnail: Boss Fight 2' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(previewBodies(fetchMock).at(-1)).toMatchObject({ textOverlay: { title: 'Boss Fight 2' } })
  })
})
