import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import { generation, previewImage } from '#web/features/generator/test/fixtures.ts'
import { deferredResponse, json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const shown = generation()
const base = `/api/generations/${shown.id}`

type Body = { textOverlay: { title: string; textColor: string } }

/** `firstPreview`: the answer to the dialog's first preview request, released when the test says. */
function renderDialog(firstPreview?: Promise<Response>) {
  const previews: Body[] = []
  const patches: Body[] = []
  stubFetch({
    'GET /api/me': () => json(200, member),
    [`POST ${base}/preview`]: ({ body }) => {
      previews.push(body as Body)
      return previews.length === 1 && firstPreview ? firstPreview : previewImage()
    },
    [`PATCH ${base}`]: ({ body }) => {
      patches.push(body as Body)
      return json(200, { ...shown, versions: 2, params: { ...shown.params, ...(body as object) } })
    },
    [`GET ${base}/versions`]: () => json(200, { items: [], limit: 20 }),
  })
  const view = renderApp({
    routes: [{ path: '/', element: <ResultCard generation={shown} index={0} /> }],
    initialEntries: ['/'],
  })
  const open = async () => {
    await view.user.click(await screen.findByRole('button', { name: 'Edit text' }))
    return screen.findByRole('dialog', { name: 'Edit text' })
  }
  return { ...view, open, previews, patches }
}

describe('the edit text dialog', () => {
  it('previews the edit over the thumbnail’s own background as you type', async () => {
    const first = deferredResponse()
    const { user, open, previews } = renderDialog(first.promise)
    const dialog = await open()
    // The thumbnail stands in until the server's first preview comes.
    expect(within(dialog).getByRole('img', { name: 'Preview of your edit: Boss Fight' })).toHaveAttribute(
      'src',
      shown.imageUrl,
    )
    first.release(previewImage())
    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Final Boss')
    const preview = await within(dialog).findByRole('img', { name: 'Preview of your edit: Final Boss' })
    expect(preview.getAttribute('src')).toMatch(/^blob:/)
    expect(previews.at(-1)?.textOverlay.title).toBe('Final Boss')
  })

  it('opens on the thumbnail’s own text again after a change was cancelled', async () => {
    const { user, open, patches } = renderDialog()
    let dialog = await open()
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.type(within(dialog).getByLabelText('Title'), 'Never saved')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    dialog = await open()
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Boss Fight')
    expect(patches).toHaveLength(0)
  })

  it('takes a typed hex colour, and says how to write one when it is not', async () => {
    const { user, open, patches } = renderDialog()
    const dialog = await open()
    const hex = within(dialog).getByLabelText('Text colour as hex')
    expect(hex).toHaveValue('#FFFFFF')

    await user.clear(hex)
    await user.type(hex, '#12AG')
    await user.tab()
    expect(hex).toHaveAttribute('aria-invalid', 'true')
    expect(hex).toHaveAccessibleDescription('Type a colour as # and 6 hex digits (0-9, A-F), like #FF0000.')
    // The picker keeps the last good colour meanwhile.
    expect(within(dialog).getByLabelText('Text colour')).toHaveValue('#ffffff')

    await user.clear(hex)
    await user.type(hex, 'f80')
    await user.tab()
    expect(hex).toHaveAttribute('aria-invalid', 'false')
    expect(hex).toHaveValue('#FF8800')
    expect(within(dialog).queryByText(/Type a colour as #/)).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Save text' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]?.textOverlay.textColor).toBe('#FF8800')
  })
})
