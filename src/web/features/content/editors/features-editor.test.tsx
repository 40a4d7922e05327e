import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  envelope,
  renderEditor,
  sections,
  validationError,
} from '#web/features/content/editors/editor-test-kit.tsx'
import { FeaturesEditor } from '#web/features/content/editors/features-editor.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('features editor', () => {
  it('keeps at least one feature: Remove is disabled at one entry and comes back after Add', async () => {
    const { user } = renderEditor(<FeaturesEditor />, {
      'GET /api/features-section': () => envelope(sections.features),
    })
    const remove = await screen.findByRole('button', { name: 'Remove Feature 1' })
    expect(remove).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    expect(screen.getByRole('button', { name: 'Remove Feature 1' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Remove Feature 2' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove Feature 1' }))
    expect(screen.getByRole('button', { name: 'Remove Feature 1' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Remove Feature 2' })).not.toBeInTheDocument()
  })

  it('saves the whole section and says so for 3 seconds', async () => {
    let saved: unknown
    const { user } = renderEditor(<FeaturesEditor />, {
      'GET /api/features-section': () => envelope(sections.features),
      'PUT /api/features-section': ({ body }) => {
        saved = body
        return envelope({ ...sections.features, ...(body as object) })
      },
    })
    const title = await screen.findByLabelText('Main Title')
    await user.clear(title)
    await user.type(title, 'New heading')
    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    await user.type(within(screen.getByRole('group', { name: 'Feature 2' })).getByLabelText('Title'), 'Fast')
    // The clock stops before the save, so the alert's 3 s start exactly when it appears.
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('Features section updated successfully')).toBeInTheDocument()
    expect(saved).toMatchObject({
      mainTitle: 'New heading',
      features: [
        { id: 1, title: 'AI backgrounds' },
        { id: 2, icon: 'icon-16', title: 'Fast' },
      ],
    })
    act(() => vi.advanceTimersByTime(2_999))
    expect(screen.getByText('Features section updated successfully')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Features section updated successfully')).not.toBeInTheDocument()
  })

  it("shows what the server rejected on the field it names, and the list's own message", async () => {
    const { user } = renderEditor(<FeaturesEditor />, {
      'GET /api/features-section': () => envelope(sections.features),
      'PUT /api/features-section': () =>
        validationError([
          { path: 'features.0.title', message: 'Too long' },
          { path: 'features', message: 'At least one feature is required' },
        ]),
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update features section')).toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'Feature 1' })
    expect(within(group).getByLabelText('Title')).toHaveAccessibleDescription('Too long')
    expect(screen.getByText('At least one feature is required')).toBeInTheDocument()
  })

  it('resets after the confirm, word for word, and toggles', async () => {
    const { user, fetchMock } = renderEditor(<FeaturesEditor />, {
      'GET /api/features-section': () => envelope(sections.features),
      'POST /api/features-section/reset': () => envelope({ ...sections.features, mainTitle: 'Default' }),
      'PATCH /api/features-section/toggle': () => envelope({ ...sections.features, isActive: false }),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to reset to default values?')
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }))
    expect(await screen.findByText('Features section reset to default')).toBeInTheDocument()
    expect(screen.getByLabelText('Main Title')).toHaveValue('Default')

    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Features section deactivated')).toBeInTheDocument()
    expect(screen.getByText('Inactive')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument()
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/features-section/toggle', expect.anything()),
    )
  })

  it('says when the section cannot be loaded', async () => {
    renderEditor(<FeaturesEditor />, {
      'GET /api/features-section': () => validationError([]),
    })
    expect(await screen.findByText('Failed to load features data')).toBeInTheDocument()
  })
})
