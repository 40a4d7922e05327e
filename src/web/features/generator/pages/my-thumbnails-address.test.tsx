import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { catalog, generation } from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderGallery } from './my-thumbnails-test-support.tsx'

afterEach(() => vi.unstubAllGlobals())

const titled = (id: string, title: string): Generation => {
  const base = generation({ id })
  return { ...base, params: { ...base.params, textOverlay: { ...base.params.textOverlay, title } } }
}
const pageOne = [
  titled('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Boss Fight'),
  titled('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Speedrun'),
]
const pageTwo = [titled('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Road Trip')]

/** 13 thumbnails: 12 a page, so page 2 holds the last one. */
function stubGallery(provider: 'offline' | 'gemini' = 'offline') {
  return stubFetch({
    'GET /api/generations': ({ url }) => {
      const page = Number(url.searchParams.get('page'))
      return json(200, {
        items: page === 1 ? pageOne : page === 2 ? pageTwo : [],
        total: 13,
        totalCapped: false,
        page,
        pageSize: 12,
      })
    },
    'GET /api/generator/catalog': () => json(200, { ...catalog, effectiveProvider: provider }),
  })
}

const askedPages = (fetchMock: ReturnType<typeof stubGallery>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/generations')
    .map((url) => url.searchParams.get('page'))

describe('My Thumbnails: the page in the address', () => {
  it('opens the page the address names, as after a reload or a shared link', async () => {
    const fetchMock = stubGallery()
    renderGallery('/user/thumbnails?page=2')

    expect(await screen.findByRole('img', { name: 'Thumbnail 13: Road Trip' })).toBeInTheDocument()
    expect(askedPages(fetchMock)).toEqual(['2'])
  })

  it('writes the page into the address when paging, and page 1 is the bare address', async () => {
    stubGallery()
    const { user, router } = renderGallery('/user/thumbnails')
    await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })

    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(await screen.findByRole('img', { name: 'Thumbnail 13: Road Trip' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')

    await user.click(screen.getByRole('button', { name: /Previous/ }))
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('reads a page that is not a number as page 1, and one past the end as the last page', async () => {
    const fetchMock = stubGallery()
    const { unmount } = renderGallery('/user/thumbnails?page=abc')
    expect(await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })).toBeInTheDocument()
    expect(askedPages(fetchMock)).toEqual(['1'])
    unmount()

    const { router } = renderGallery('/user/thumbnails?page=9')
    expect(await screen.findByRole('img', { name: 'Thumbnail 13: Road Trip' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.queryByText(generatorMessages.noThumbnails)).not.toBeInTheDocument()
  })
})

describe("My Thumbnails: why 'Edit with AI' is off", () => {
  it('says it once for the page, and every card’s button is described by that one note', async () => {
    stubGallery('offline')
    renderGallery('/user/thumbnails')
    const cards = [
      await screen.findByRole('region', { name: 'Thumbnail 1' }),
      screen.getByRole('region', { name: 'Thumbnail 2' }),
    ]

    await waitFor(() => expect(screen.getAllByText(generatorMessages.editNeedsGemini)).toHaveLength(1))
    for (const card of cards) {
      expect(within(card).queryByText(generatorMessages.editNeedsGemini)).not.toBeInTheDocument()
      const button = within(card).getByRole('button', { name: 'Edit with AI' })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(generatorMessages.editNeedsGemini)
    }
  })

  it('says nothing about it when Gemini is set up', async () => {
    stubGallery('gemini')
    renderGallery('/user/thumbnails')
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })

    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit with AI' })).toBeEnabled())
    expect(screen.queryByText(generatorMessages.editNeedsGemini)).not.toBeInTheDocument()
  })
})
