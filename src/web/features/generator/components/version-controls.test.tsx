import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Generation } from '#shared/generator/schemas.ts'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderCard = (shown: Generation) =>
  renderApp({
    routes: [{ path: '/', element: <ResultCard generation={shown} index={0} /> }],
    initialEntries: ['/'],
  })

describe('versions on the result card', () => {
  const edited = generation({
    versions: 3,
    params: { ...generation().params, textOverlay: { ...generation().params.textOverlay, title: 'Third' } },
  })
  const base = `/api/generations/${edited.id}`
  const version = (number: number, title: string, current: boolean) => ({
    number,
    createdAt: '2026-11-22T08:00:00.000Z',
    current,
    imageUrl: current && number === 3 ? edited.imageUrl : `${base}/versions/${number}/image`,
    title,
    width: 1280,
    height: 720,
    check: null,
  })

  function renderVersions() {
    let currentNumber = 3
    const titles = ['First', 'Second', 'Third']
    const fetchMock = stubFetch({
      'GET /api/me': () => json(200, member),
      [`GET ${base}/versions`]: () =>
        json(200, {
          items: titles.map((title, i) => version(i + 1, title, i + 1 === currentNumber)),
          limit: 20,
        }),
      [`POST ${base}/versions/2/restore`]: () => {
        currentNumber = 2
        return json(200, {
          ...edited,
          params: { ...edited.params, textOverlay: { ...edited.params.textOverlay, title: 'Second' } },
        })
      },
    })
    return { ...renderCard(edited), fetchMock }
  }

  it('steps back and forward with labelled controls, showing each version’s own picture', async () => {
    const { user } = renderVersions()
    expect(await screen.findByText('Version 3 of 3')).toBeVisible()
    const previous = screen.getByRole('button', { name: 'Previous version' })
    const next = screen.getByRole('button', { name: 'Next version' })
    expect(next).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument()

    await user.click(previous)
    await user.click(previous)
    expect(screen.getByText('Version 1 of 3')).toBeVisible()
    expect(previous).toBeDisabled()
    const image = screen.getByRole('img', { name: 'Thumbnail 1, version 1 of 3: First' })
    expect(image).toHaveAttribute('src', `${base}/versions/1/image`)
    // The download stays on the current version while an earlier one is shown.
    expect(screen.getByRole('link', { name: 'Download Thumbnail' })).toHaveAttribute(
      'href',
      `${edited.imageUrl}?download=1`,
    )
    expect(screen.getByText(/Download and Feed preview use version 3, the current one/)).toBeVisible()

    await user.click(next)
    expect(screen.getByText('Version 2 of 3')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Thumbnail 1, version 2 of 3: Second' })).toBeVisible()
  })

  it('restores the version shown: it becomes the card’s current image', async () => {
    const { user, fetchMock } = renderVersions()
    await user.click(await screen.findByRole('button', { name: 'Previous version' }))
    await user.click(screen.getByRole('button', { name: 'Restore this version' }))

    const image = await screen.findByRole('img', { name: 'Thumbnail 1: Second' })
    // The current image's URL again, with a revision so the browser fetches the restored file.
    expect(image.getAttribute('src')).toMatch(new RegExp(`^${edited.imageUrl}\\?v=\\d+$`))
    await waitFor(() => expect(screen.getByText('· current', { exact: false })).toBeVisible())
    expect(screen.getByText('Version 2 of 3')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument()
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/versions/2/restore') && init?.method === 'POST',
      ),
    ).toBe(true)
  })

  it('edits the restored version’s text next, not the text it replaced', async () => {
    const { user } = renderVersions()
    await user.click(await screen.findByRole('button', { name: 'Previous version' }))
    await user.click(screen.getByRole('button', { name: 'Restore this version' }))
    await screen.findByRole('img', { name: 'Thumbnail 1: Second' })

    await user.click(screen.getByRole('button', { name: 'Edit text' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Second')
  })

  it('shows no version controls, and asks for no list, for a thumbnail never re-edited', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': () => json(200, member) })
    renderCard(generation({ versions: 1 }))
    await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(screen.queryByRole('button', { name: 'Previous version' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/versions'))).toBe(false)
  })

  it('says what happens at the limit of kept versions', async () => {
    const full = generation({ versions: 20 })
    stubFetch({
      'GET /api/me': () => json(200, member),
      [`GET /api/generations/${full.id}/versions`]: () =>
        json(200, {
          items: Array.from({ length: 20 }, (_, i) => version(i + 1, `Title ${i + 1}`, i === 19)),
          limit: 20,
        }),
    })
    renderCard(full)
    expect(await screen.findByText('Version 20 of 20')).toBeVisible()
    expect(
      screen.getByText('The last 20 versions are kept: your next edit replaces the oldest.'),
    ).toBeVisible()
  })
})
