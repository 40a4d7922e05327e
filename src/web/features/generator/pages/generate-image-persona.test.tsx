import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Catalog } from '#shared/generator/schemas.ts'
import { NO_ROOM_FOR_PERSONA } from '#web/features/generator/components/layout-field.tsx'
import { GenerateImagePage } from '#web/features/generator/pages/generate-image-page.tsx'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import {
  acceptedRun,
  batchView,
  catalog,
  persona,
  previewImage,
} from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

beforeEach(() => {
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

const mine = persona()
const second = persona({ id: '44444444-4444-4444-8444-444444444444', name: 'Studio me' })

function renderPage(options: { personas?: unknown[]; provider?: Catalog['effectiveProvider'] } = {}) {
  FakeEventSource.reply = batchView()
  const fetchMock = stubFetch({
    'GET /api/me': () => json(200, member),
    'GET /api/generator/catalog': () =>
      json(200, { ...catalog, effectiveProvider: options.provider ?? 'offline' }),
    'GET /api/personas': () => json(200, { items: options.personas ?? [mine, second] }),
    'POST /api/generator/preview': () => previewImage(),
    'POST /api/generator/generate': () => json(202, acceptedRun()),
  })
  const view = renderApp({
    routes: [{ path: '/user/generate-image', element: <GenerateImagePage /> }],
    initialEntries: ['/user/generate-image'],
  })
  return { ...view, fetchMock }
}

type FetchMock = ReturnType<typeof renderPage>['fetchMock']
const bodiesTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

const personaSelect = () => screen.findByRole('combobox', { name: 'Persona' })

describe('the persona picker', () => {
  it('starts at None with a link to manage personas, and shows no mode until one is chosen', async () => {
    renderPage()
    const select = await personaSelect()
    expect(select).toHaveValue('')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Me on camera', 'Studio me'])
    expect(screen.getByRole('link', { name: 'Manage personas' })).toHaveAttribute('href', '/user/personas')
    expect(screen.queryByRole('group', { name: 'Persona mode' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: /Expression/ })).not.toBeInTheDocument()
  })

  it('offers a short line with the link when the creator has no persona', async () => {
    renderPage({ personas: [] })
    await screen.findByRole('button', { name: 'Generate Thumbnail' })
    expect(await screen.findByText(/add a persona with a photo of you/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Manage personas' })).toHaveAttribute('href', '/user/personas')
    expect(screen.queryByRole('combobox', { name: 'Persona' })).not.toBeInTheDocument()
  })

  it("offline: 'Authentic' is chosen and 'AI likeness' is disabled with the reason beside it", async () => {
    const { user } = renderPage({ provider: 'offline' })
    await user.selectOptions(await personaSelect(), 'Me on camera')
    const modes = screen.getByRole('group', { name: 'Persona mode' })
    expect(within(modes).getByRole('radio', { name: /^Authentic/ })).toBeChecked()
    const likeness = within(modes).getByRole('radio', { name: /AI likeness/ })
    expect(likeness).toBeDisabled()
    expect(likeness).toHaveAccessibleDescription(generatorMessages.likenessNeedsGemini)
    expect(within(modes).getByText(generatorMessages.likenessNeedsGemini)).toBeVisible()
    const expression = screen.getByRole('combobox', { name: 'Expression' })
    expect(
      within(expression)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Shocked', 'Happy', 'Serious', 'Pointing'])
    expect(expression).toHaveAccessibleDescription(
      "Only 'AI likeness' uses the expression: 'Authentic' keeps your face as you photographed it.",
    )
  })

  it('puts the persona in the preview and the run, and None takes it out again', async () => {
    const { user, fetchMock } = renderPage()
    await user.selectOptions(await personaSelect(), 'Me on camera')
    await waitFor(() =>
      expect(bodiesTo(fetchMock, '/api/generator/preview').at(-1)?.persona).toEqual({
        id: mine.id,
        framing: 'chest',
      }),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expression' }), 'Shocked')
    await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
    await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
    await user.click(screen.getByRole('button', { name: 'Generate Thumbnail' }))
    await waitFor(() => expect(bodiesTo(fetchMock, '/api/generator/generate')).toHaveLength(1))
    expect(bodiesTo(fetchMock, '/api/generator/generate')[0]?.persona).toEqual({
      id: mine.id,
      mode: 'authentic',
      expression: 'shocked',
      framing: 'chest',
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'None')
    expect(screen.queryByRole('group', { name: 'Persona mode' })).not.toBeInTheDocument()
    await waitFor(() => expect(bodiesTo(fetchMock, '/api/generator/preview').at(-1)?.persona).toBeUndefined())
  })

  it("with Gemini, 'AI likeness' is chosen from the keyboard and sent", async () => {
    const { user, fetchMock } = renderPage({ provider: 'gemini' })
    await user.selectOptions(await personaSelect(), 'Studio me')
    const authentic = screen.getByRole('radio', { name: /^Authentic/ })
    authentic.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: /AI likeness/ })).toBeChecked()
    await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
    await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
    await user.click(screen.getByRole('button', { name: 'Generate Thumbnail' }))
    await waitFor(() => expect(bodiesTo(fetchMock, '/api/generator/generate')).toHaveLength(1))
    expect(bodiesTo(fetchMock, '/api/generator/generate')[0]?.persona).toEqual({
      id: second.id,
      mode: 'likeness',
      expression: 'none',
      framing: 'chest',
    })
  })

  it("offers head, head and shoulders (chosen) or waist framing for 'Authentic', sent to the preview and the run", async () => {
    const { user, fetchMock } = renderPage({ provider: 'gemini' })
    await user.selectOptions(await personaSelect(), 'Me on camera')
    const framing = screen.getByRole('combobox', { name: 'Framing' })
    expect(framing).toHaveValue('chest')
    expect(
      within(framing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Head', 'Head and shoulders', 'Down to the waist'])
    expect(framing).toHaveAccessibleDescription(
      'How much of you the thumbnail shows, standing on its bottom edge.',
    )
    await user.selectOptions(framing, 'Head')
    await waitFor(() =>
      expect(bodiesTo(fetchMock, '/api/generator/preview').at(-1)?.persona).toEqual({
        id: mine.id,
        framing: 'head',
      }),
    )
    await user.selectOptions(screen.getByLabelText(/Category/), 'Gaming')
    await user.type(screen.getByLabelText(/Prompt/), 'boss fight')
    await user.click(screen.getByRole('button', { name: 'Generate Thumbnail' }))
    await waitFor(() => expect(bodiesTo(fetchMock, '/api/generator/generate')).toHaveLength(1))
    expect(bodiesTo(fetchMock, '/api/generator/generate')[0]?.persona).toMatchObject({ framing: 'head' })
    // 'AI likeness' draws the creator anew from the photos: there is no cut-out to frame.
    await user.click(screen.getByRole('radio', { name: /AI likeness/ }))
    expect(screen.queryByRole('combobox', { name: 'Framing' })).not.toBeInTheDocument()
  })

  it('says a persona without a photo must get one first', async () => {
    const { user } = renderPage({ personas: [persona({ photos: [] })] })
    await user.selectOptions(await personaSelect(), 'Me on camera')
    expect(screen.getByText(generatorMessages.personaHasNoPhotos)).toBeVisible()
  })

  it('warns when the chosen layout has no place for the persona, and only then', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('radio', { name: 'Centre stack' }))
    expect(screen.queryByText(NO_ROOM_FOR_PERSONA)).toBeNull()
    await user.selectOptions(await personaSelect(), 'Me on camera')
    expect(await screen.findByText(NO_ROOM_FOR_PERSONA)).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'Big text left, subject right' }))
    expect(screen.queryByText(NO_ROOM_FOR_PERSONA)).toBeNull()
  })
})
