import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Generation } from '#shared/generator/schemas.ts'
import { ResultCard } from '#web/features/generator/components/result-card.tsx'
import { generation } from '#web/features/generator/test/fixtures.ts'
import { json, member, signedOut, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const renderCard = (shown: Generation) =>
  renderApp({
    routes: [{ path: '/', element: <ResultCard generation={shown} index={0} /> }],
    initialEntries: ['/'],
  })

const warned = generation({
  check: {
    status: 'warn',
    items: [
      {
        code: 'title-size',
        ok: false,
        message: 'Title letters are 6.8 px tall at 168×94 (the sidebar); aim for at least 8 px',
        fix: 'Shorten the title to 4 words',
      },
      { code: 'word-count', ok: true, message: 'The title has 2 words', fix: null },
    ],
  },
})

const shorts = generation({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  width: 1080,
  height: 1920,
  params: { ...generation().params, output: { size: '1080x1920', format: 'jpeg' } },
})

describe('pre-publish check on the result card', () => {
  it('says in words what to fix, open from the start', async () => {
    renderCard(warned)
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).getByText('Pre-publish check: 1 thing to fix')).toBeVisible()
    expect(card).toHaveTextContent(
      'Title size: Check this. Title letters are 6.8 px tall at 168×94 (the sidebar); aim for at least 8 px.',
    )
    expect(card).toHaveTextContent('Fix: Shorten the title to 4 words.')
    expect(card).toHaveTextContent('Word count: OK. The title has 2 words.')
  })

  it('says it passed, with the details folded away', async () => {
    renderCard(
      generation({
        check: {
          status: 'pass',
          items: [{ code: 'word-count', ok: true, message: 'The title has 2 words', fix: null }],
        },
      }),
    )
    expect(await screen.findByText('Pre-publish check: passed')).toBeVisible()
    expect(screen.getByText(/The title has 2 words/)).not.toBeVisible()
  })

  it('shows nothing for a thumbnail made before the check existed', async () => {
    renderCard(generation({ check: null }))
    await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(screen.queryByText(/Pre-publish check/)).not.toBeInTheDocument()
  })
})

describe('Shorts covers on the result card', () => {
  it('keep their 9:16 shape instead of being cropped to 16:9', async () => {
    renderCard(shorts)
    const image = await screen.findByRole('img', { name: 'Thumbnail 1: Boss Fight' })
    expect(image).toHaveAttribute('data-aspect', '9:16')
    expect(image).toHaveClass('object-contain')
    expect(image).not.toHaveClass('aspect-video')
    expect(screen.getByText(/Shorts cover/)).toBeInTheDocument()
  })
})

describe('feed preview', () => {
  it('shows the thumbnail in each YouTube place, light or dark, with the channel and an editable title', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member) })
    const { user } = renderCard(
      generation({
        params: {
          ...generation().params,
          textOverlay: { ...generation().params.textOverlay, title: 'Boss *Fight*' },
        },
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Feed preview' }))
    const dialog = await screen.findByRole('dialog', { name: 'Feed preview' })
    const mockup = within(dialog).getByTestId('feed-mockup')
    expect(mockup).toHaveAttribute('data-mode', 'home')
    expect(mockup).toHaveAttribute('data-theme', 'light')
    expect(within(dialog).getByRole('radio', { name: 'Home (desktop)' })).toBeChecked()
    // The video title starts as the thumbnail's, without the accent marks.
    expect(within(dialog).getByLabelText('Video title')).toHaveValue('Boss Fight')
    expect(mockup).toHaveTextContent('Boss Fight')
    expect(await within(mockup).findByText('Mia Member')).toBeInTheDocument()
    // This account has no photo: the avatar is its initial.
    expect(within(mockup).getAllByText('M', { exact: true }).length).toBeGreaterThan(0)
    expect(within(mockup).getByText('12:34')).toBeInTheDocument()
    expect(within(mockup).getByRole('img', { name: 'Your thumbnail in Home (desktop)' })).toHaveAttribute(
      'src',
      '/api/generations/11111111-1111-4111-8111-111111111111/image',
    )

    await user.click(within(dialog).getByRole('radio', { name: 'Watch-page sidebar' }))
    expect(mockup).toHaveAttribute('data-mode', 'sidebar')
    const sidebarImage = within(mockup).getByRole('img', { name: 'Your thumbnail in Watch-page sidebar' })
    expect(sidebarImage.parentElement).toHaveStyle({ width: '168px' })

    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }))
    expect(mockup).toHaveAttribute('data-theme', 'dark')

    const title = within(dialog).getByLabelText('Video title')
    await user.clear(title)
    await user.type(title, 'I beat the final boss')
    expect(mockup).toHaveTextContent('I beat the final boss')

    const length = within(dialog).getByLabelText('Length')
    await user.clear(length)
    await user.type(length, '1:02:03')
    expect(within(mockup).getByText('1:02:03')).toBeInTheDocument()

    for (const mode of ['Search results', 'Home (mobile)'] as const) {
      await user.click(within(dialog).getByRole('radio', { name: mode }))
      expect(within(mockup).getByRole('img', { name: `Your thumbnail in ${mode}` })).toBeInTheDocument()
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("falls back to 'Your channel' and a default stamp when the input is unusable", async () => {
    stubFetch({ 'GET /api/me': () => signedOut() })
    const { user } = renderCard(generation())
    await user.click(await screen.findByRole('button', { name: 'Feed preview' }))
    const dialog = await screen.findByRole('dialog', { name: 'Feed preview' })
    const mockup = within(dialog).getByTestId('feed-mockup')
    expect(mockup).toHaveTextContent('Your channel')
    const length = within(dialog).getByLabelText('Length')
    await user.clear(length)
    await user.type(length, 'soon')
    expect(within(mockup).getByText('12:34')).toBeInTheDocument()
  })

  it('shows a Shorts cover in the Shorts shelf, not in 16:9 places', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member) })
    const { user } = renderCard(shorts)
    await user.click(await screen.findByRole('button', { name: 'Feed preview' }))
    const dialog = await screen.findByRole('dialog', { name: 'Feed preview' })
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Shorts shelf (desktop)', 'Shorts shelf (mobile)', 'Light', 'Dark'])
    expect(within(dialog).getByTestId('feed-mockup')).toHaveAttribute('data-mode', 'shorts-desktop')
    // The shelf shows no duration stamp, so there is no length to set.
    expect(within(dialog).queryByLabelText('Length')).not.toBeInTheDocument()
    expect(within(dialog).queryByText('12:34')).not.toBeInTheDocument()
  })
})

describe('a queued result', () => {
  it('says it is still generating, not that it failed, and offers nothing to download yet', async () => {
    stubFetch({ 'GET /api/me': () => json(200, member) })
    renderCard(generation({ status: 'pending', imageUrl: null, width: null, height: null }))
    expect(await screen.findByRole('status')).toHaveTextContent('Generating...')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Download Thumbnail' })).not.toBeInTheDocument()
  })
})

describe('the layers line', () => {
  it('says in one line whose pixels each layer is', async () => {
    renderCard(
      generation({
        params: {
          ...generation().params,
          subject: 'persona',
          layers: { background: 'procedural', subject: 'creator', text: 'typeset' },
        },
      }),
    )
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).getByText('Your real photo · Drawn background · Typeset title')).toBeVisible()
  })

  it('names an AI likeness and AI-drawn text', async () => {
    renderCard(
      generation({
        params: {
          ...generation().params,
          textMode: 'ai',
          layers: { background: 'ai', subject: 'ai-likeness', text: 'ai' },
        },
      }),
    )
    expect(await screen.findByText('AI likeness of you · AI background · AI-drawn text')).toBeVisible()
  })

  it('shows no line for an older thumbnail without layers', async () => {
    renderCard(generation())
    const card = await screen.findByRole('region', { name: 'Thumbnail 1' })
    expect(within(card).queryByText(/background ·/)).not.toBeInTheDocument()
  })
})

describe('the model on the result', () => {
  it('names the image model that made a Gemini result, and none for an offline one', async () => {
    const view = renderCard(generation({ provider: 'gemini', model: 'gemini-3.1-flash-image' }))
    expect(await screen.findByTestId('result-model')).toHaveTextContent('gemini-3.1-flash-image')
    view.unmount()
    renderCard(generation({ model: null }))
    await screen.findByRole('img')
    expect(screen.queryByTestId('result-model')).not.toBeInTheDocument()
  })
})

describe('set as thumbnail on YouTube', () => {
  const youtube = {
    'GET /api/me': () => json(200, member),
    'GET /api/youtube/channels': () =>
      json(200, {
        channels: [
          {
            id: 'ch-1',
            channelId: 'UC1',
            title: 'Mia Plays',
            source: 'simulated',
            status: 'connected',
            customThumbnails: 'allowed',
            connectedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        max: 3,
        offers: { google: false, simulated: true },
        scopes: [],
      }),
    'GET /api/youtube/channels/ch-1/videos': () =>
      json(200, {
        videos: [
          {
            id: 'v1',
            title: 'Boss run',
            publishedAt: '2026-11-01T12:00:00.000Z',
            thumbnailUrl: null,
            duration: '4:13',
            durationSeconds: 253,
            privacy: 'public',
            isShort: false,
            cannotSet: null,
            restorable: false,
          },
        ],
        nextPageToken: null,
        prevPageToken: null,
        totalResults: 1,
      }),
  }

  it('is offered on the card and in the feed preview, and shows the card’s small image beside the video’s', async () => {
    stubFetch(youtube)
    const shown = generation()
    const { user } = renderCard(shown)
    await user.click(await screen.findByRole('button', { name: 'Set as thumbnail on YouTube' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set as thumbnail on YouTube' })
    await user.click(await within(dialog).findByRole('button', { name: 'Choose this video' }))
    expect(within(dialog).getByRole('img', { name: 'New thumbnail for “Boss run”' })).toHaveAttribute(
      'src',
      `/api/generations/${shown.id}/image?size=small`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    await user.click(screen.getByRole('button', { name: 'Feed preview' }))
    const preview = await screen.findByRole('dialog', { name: 'Feed preview' })
    await user.click(within(preview).getByRole('button', { name: 'Set as thumbnail on YouTube' }))
    expect(await screen.findByRole('dialog', { name: 'Set as thumbnail on YouTube' })).toBeInTheDocument()
  })
})
