import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BannerEditor } from '#web/features/content/editors/banner-editor.tsx'
import {
  envelope,
  renderEditor,
  sections,
  validationError,
} from '#web/features/content/editors/editor-test-kit.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const stats = {
  isActive: true,
  hasYoutubeVideo: false,
  hasBackgroundImage: true,
  lastUpdated: '2026-11-20T10:00:00.000Z',
}

const banner = (extra: Record<string, Parameters<typeof renderEditor>[1][string]> = {}) =>
  renderEditor(<BannerEditor />, {
    'GET /api/banner-section': () => envelope(sections.banner),
    'GET /api/banner-section/stats': () => envelope(stats),
    ...extra,
  })

/** Settles the fetch stub's promises and React's updates while the clock is stopped. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0))
const preview = () => screen.getByRole('figure', { name: 'Live Preview' })

describe('banner editor', () => {
  it('shows the stats strip', async () => {
    banner()
    const list = await screen.findByLabelText('Banner stats')
    for (const term of ['Status', 'Video', 'Background', 'Last Updated']) {
      expect(within(list).getByText(term)).toBeInTheDocument()
    }
    expect(within(list).getByText('Active')).toBeInTheDocument()
    expect(within(list).getByText('Set')).toBeInTheDocument()
  })

  it('previews the background image, and the embedded video once a YouTube URL is entered', async () => {
    const { user } = banner()
    await screen.findByLabelText('Main Title')
    expect(within(preview()).getByRole('img', { name: 'Banner background preview' })).toHaveAttribute(
      'src',
      '/images/banner-background.webp',
    )
    expect(within(preview()).queryByTitle('Banner video preview')).not.toBeInTheDocument()
    // The HTML in the main title renders as formatting.
    expect(within(preview()).getByText('clicked', { selector: 'strong' })).toBeInTheDocument()

    await user.type(screen.getByLabelText('YouTube URL'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(within(preview()).getByTitle('Banner video preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(
      within(preview()).queryByRole('img', { name: 'Banner background preview' }),
    ).not.toBeInTheDocument()

    // An id that is not 11 characters is no video: the background comes back.
    await user.clear(screen.getByLabelText('YouTube URL'))
    await user.type(screen.getByLabelText('YouTube URL'), 'https://youtu.be/short')
    expect(within(preview()).queryByTitle('Banner video preview')).not.toBeInTheDocument()
    expect(within(preview()).getByRole('img', { name: 'Banner background preview' })).toBeInTheDocument()
  })

  it('disables Save Changes while the main title is empty', async () => {
    const { user } = banner()
    const title = await screen.findByLabelText('Main Title')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    await user.clear(title)
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    await user.type(title, 'Hello')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })

  it('refuses a YouTube link the home page cannot play (an id that is not 11 characters)', async () => {
    const { user, fetchMock } = banner()
    await user.type(await screen.findByLabelText('YouTube URL'), 'https://www.youtube.com/shorts/abc')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Please enter a valid YouTube URL')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/banner-section',
      expect.objectContaining({ method: 'PUT' }),
    )
  })

  it("checks the spec's URL rules before sending anything", async () => {
    const { user, fetchMock } = banner()
    await user.type(await screen.findByLabelText('YouTube URL'), 'https://vimeo.com/123')
    await user.clear(screen.getByLabelText('Background Image URL'))
    await user.type(screen.getByLabelText('Background Image URL'), 'https://example.com/banner.bmp')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Please enter a valid YouTube URL')).toBeInTheDocument()
    expect(screen.getByLabelText('Background Image URL')).toHaveAccessibleDescription(
      'An image address ending in jpg, jpeg, png, gif or webp Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
    )
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/banner-section',
      expect.objectContaining({ method: 'PUT' }),
    )
  })

  it('saves, says so for 5 seconds, and refreshes the stats', async () => {
    let saved: unknown
    const { user, fetchMock } = banner({
      'PUT /api/banner-section': ({ body }) => {
        saved = body
        return envelope({ ...sections.banner, ...(body as object) })
      },
    })
    const title = await screen.findByLabelText('Main Title')
    await user.clear(title)
    await user.type(title, 'Fresh title')
    // The clock stops before the save, so the alert's 5 s start exactly when it appears.
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await flush()
    await flush()
    expect(screen.getByText('Banner section updated successfully!')).toBeInTheDocument()
    expect(saved).toMatchObject({ mainTitle: 'Fresh title', buttonText: 'Generate a Thumbnail' })
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/banner-section/stats')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.getByText('Banner section updated successfully!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Banner section updated successfully!')).not.toBeInTheDocument()
  })

  it("shows the server's reasons on the fields, and words a lost connection differently", async () => {
    let calls = 0
    const { user } = banner({
      'PUT /api/banner-section': () => {
        calls += 1
        if (calls === 1) {
          return validationError([{ path: 'youtubeUrl', message: 'Please enter a valid YouTube URL' }])
        }
        throw new TypeError('Failed to fetch')
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update banner section')).toBeInTheDocument()
    expect(screen.getByLabelText('YouTube URL')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid YouTube URL'),
    )
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument()
  })

  it('asks before resetting, in the spec words, then resets', async () => {
    const { user } = banner({
      'POST /api/banner-section/reset': () => envelope({ ...sections.banner, mainTitle: 'Default title' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Are you sure you want to reset the banner section to default? This action cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }))
    expect(await screen.findByText('Banner section reset to default successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText('Main Title')).toHaveValue('Default title')
  })

  it('deactivates and activates', async () => {
    let active = true
    const { user } = banner({
      'PATCH /api/banner-section/toggle': () => {
        active = !active
        return envelope({ ...sections.banner, isActive: active })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Banner section deactivated successfully!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Activate' }))
    expect(await screen.findByText('Banner section activated successfully!')).toBeInTheDocument()
  })

  it('says when the banner cannot be loaded', async () => {
    renderEditor(<BannerEditor />, {
      'GET /api/banner-section': () => validationError([]),
      'GET /api/banner-section/stats': () => envelope(stats),
    })
    expect(await screen.findByText('Failed to fetch banner data')).toBeInTheDocument()
  })
})
