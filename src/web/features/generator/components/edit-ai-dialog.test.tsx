import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import { batchView, generation, pendingGeneration } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

beforeEach(() => {
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

const parent = generation({ provider: 'gemini', model: 'gemini-2.5-flash-image' })
const childId = '33333333-3333-4333-8333-333333333333'
const child = (status: 'pending' | 'succeeded') =>
  (status === 'pending' ? pendingGeneration : generation)({
    id: childId,
    batchId: 'b1',
    parentId: parent.id,
    params: { ...parent.params, edit: { instruction: 'make the sky darker', hasMask: false } },
  })
const accepted = {
  batchId: 'b1',
  results: [child('pending')],
  balance: 1249,
  message: generatorMessages.editing,
}

function renderCard(provider: 'gemini' | 'offline' | null, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const versions: Generation[] = []
  const fetchMock = stubFetch({ 'GET /api/me': () => json(200, member), ...handlers })
  const view = renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ResultCard
            generation={parent}
            index={0}
            aiEdit={{ provider, onVersion: (version) => versions.push(version) }}
          />
        ),
      },
    ],
    initialEntries: ['/'],
  })
  return { ...view, fetchMock, versions }
}

const editCalls = (fetchMock: ReturnType<typeof renderCard>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/generations/${parent.id}/edit`)

async function openDialog(user: ReturnType<typeof renderCard>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit with AI' }))
  return screen.findByRole('dialog', { name: 'Edit with AI' })
}

describe("'Edit with AI' on a result card", () => {
  it('is disabled offline, with the reason shown beside it (not only in a tooltip)', async () => {
    for (const provider of ['offline', null] as const) {
      const { unmount } = renderCard(provider)
      const button = await screen.findByRole('button', { name: 'Edit with AI' })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(generatorMessages.editNeedsGemini)
      expect(screen.getByText(generatorMessages.editNeedsGemini)).toBeVisible()
      unmount()
    }
  })

  it('opens a dialog with the picture, the instruction field focused, the mask tools and the cost', async () => {
    const { user } = renderCard('gemini')
    const dialog = await openDialog(user)
    expect(within(dialog).getByRole('img', { name: 'The thumbnail to edit: Boss Fight' })).toBeVisible()
    expect(within(dialog).getByLabelText('What should change?')).toHaveFocus()
    expect(within(dialog).getByLabelText('Brush size')).toBeVisible()
    // Nothing painted yet: nothing to clear.
    expect(within(dialog).getByRole('button', { name: 'Clear mask' })).toBeDisabled()
    expect(dialog).toHaveTextContent('Costs 1 credit, refunded if it fails')
    expect(within(dialog).getByRole('button', { name: 'Apply edit' })).toBeEnabled()
  })

  it('says what is wrong with the instruction, word for word, and sends nothing', async () => {
    const { user, fetchMock } = renderCard('gemini')
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    expect(await within(dialog).findByText('Describe what to change')).toBeVisible()
    const field = within(dialog).getByLabelText('What should change?')
    await user.type(field, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    expect(await within(dialog).findByText('Describe what to change')).toBeVisible()
    await user.clear(field)
    await user.click(field)
    await user.paste('x'.repeat(501))
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    expect(await within(dialog).findByText('Keep the instruction to 500 characters')).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(editCalls(fetchMock)).toHaveLength(0)
  })

  it('sends the instruction alone when no mask was painted, closes on 202 and follows the new version', async () => {
    const { user, fetchMock, versions } = renderCard('gemini', {
      [`POST /api/generations/${parent.id}/edit`]: () => json(202, accepted),
    })
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('What should change?'), '  make the sky darker ')
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [call] = editCalls(fetchMock)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ instruction: 'make the sky darker' })
    expect(versions.map((v) => [v.id, v.status])).toEqual([[childId, 'pending']])
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(FakeEventSource.latest().url).toBe('/api/generator/batches/b1/events')
    FakeEventSource.latest().sendBatch(batchView({ results: [child('succeeded')], balance: 1249 }))
    await waitFor(() => expect(versions.at(-1)?.status).toBe('succeeded'))
  })

  it('sends the painted mask as a PNG data URL, and Clear mask takes it back', async () => {
    // jsdom draws nothing: a canvas that records strokes and exports a fixed PNG stands in.
    const strokes: string[] = []
    const context = {
      fillRect: () => strokes.push('fill'),
      drawImage: () => strokes.push('draw'),
      clearRect: () => strokes.push('clear'),
      beginPath: () => undefined,
      moveTo: () => undefined,
      lineTo: () => undefined,
      stroke: () => strokes.push('stroke'),
    }
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=')
    const { user, fetchMock } = renderCard('gemini', {
      [`POST /api/generations/${parent.id}/edit`]: () => json(202, accepted),
    })
    const dialog = await openDialog(user)
    const canvas = within(dialog).getByTestId('mask-canvas')
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 })
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 20, pointerId: 1 })
    fireEvent.pointerUp(canvas, { pointerId: 1 })
    expect(canvas).toHaveAttribute('data-painted', 'true')
    expect(strokes.filter((s) => s === 'stroke')).toHaveLength(2)
    const clear = within(dialog).getByRole('button', { name: 'Clear mask' })
    await user.click(clear)
    expect(canvas).toHaveAttribute('data-painted', 'false')
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 })
    fireEvent.pointerUp(canvas, { pointerId: 1 })
    await user.type(within(dialog).getByLabelText('What should change?'), 'add fire here')
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    await waitFor(() => expect(editCalls(fetchMock)).toHaveLength(1))
    const [call] = editCalls(fetchMock)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      instruction: 'add fire here',
      mask: 'data:image/png;base64,iVBORw0KGgo=',
    })
    // The mask is the strokes over a black fill: white = change, black = keep.
    expect(strokes.slice(-2)).toEqual(['fill', 'draw'])
  })

  it("keeps the dialog open with the server's words when the edit is refused", async () => {
    const { user } = renderCard('gemini', {
      [`POST /api/generations/${parent.id}/edit`]: () =>
        json(402, {
          error: {
            code: 'INSUFFICIENT_CREDITS',
            message: 'Insufficient credits. Buy more to generate images.',
          },
        }),
    })
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByLabelText('What should change?'), 'brighter')
    await user.click(within(dialog).getByRole('button', { name: 'Apply edit' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Insufficient credits. Buy more to generate images.',
    )
    expect(FakeEventSource.opened).toHaveLength(0)
  })
})

describe('an edited version', () => {
  it('says where it came from and what was asked, pending and done', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member) })
    renderApp({
      routes: [{ path: '/', element: <ResultCard generation={child('pending')} index={1} /> }],
      initialEntries: ['/'],
    })
    const pending = await screen.findByRole('region', { name: 'Thumbnail 2' })
    expect(pending).toHaveTextContent('Editing...')
    expect(pending).toHaveTextContent('Edited from an earlier version: “make the sky darker”')
    expect(within(pending).getByRole('link', { name: 'an earlier version' })).toHaveAttribute(
      'href',
      `#thumbnail-${parent.id}`,
    )
  })
})

describe('the generator page keeps a new version beside its parent', () => {
  it('inserts it after its parent, then updates it in place', async () => {
    const { withVersion } = await import('#web/features/generator/components/thumbnail-generator.tsx')
    const other = generation({ id: '44444444-4444-4444-8444-444444444444' })
    const inserted = withVersion([parent, other], child('pending'))
    expect(inserted.map((g) => g.id)).toEqual([parent.id, childId, other.id])
    const updated = withVersion(inserted, child('succeeded'))
    expect(updated.map((g) => [g.id, g.status])).toEqual([
      [parent.id, 'succeeded'],
      [childId, 'succeeded'],
      [other.id, 'succeeded'],
    ])
  })
})
