import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  envelope,
  renderEditor,
  sections,
  validationError,
} from '#web/features/content/editors/editor-test-kit.tsx'
import { LogoEditor } from '#web/features/content/editors/logo-editor.tsx'

afterEach(() => vi.unstubAllGlobals())

const logo = (extra: Parameters<typeof renderEditor>[1] = {}) =>
  renderEditor(<LogoEditor />, { 'GET /api/navlogo': () => envelope(sections.navlogo), ...extra })

describe('logo editor', () => {
  it('previews both logos and falls back to the default logo when one fails to load', async () => {
    const { user } = logo()
    const desktop = await screen.findByRole('figure', { name: 'Desktop preview' })
    expect(within(desktop).getByRole('img', { name: 'Thumbforge' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )
    const mobile = screen.getByRole('figure', { name: 'Mobile preview' })
    expect(within(mobile).getByRole('img', { name: 'Thumbforge mark' })).toHaveAttribute(
      'src',
      '/images/logo-mark.svg',
    )

    await user.clear(screen.getByLabelText('Mobile Logo URL'))
    await user.type(screen.getByLabelText('Mobile Logo URL'), 'https://example.com/broken.png')
    const image = within(mobile).getByRole('img', { name: 'Thumbforge mark' })
    expect(image).toHaveAttribute('src', 'https://example.com/broken.png')
    fireEvent.error(image)
    expect(within(mobile).getByRole('img', { name: 'Thumbforge mark' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )
  })

  it('saves the fields and the Logo Active switch', async () => {
    let saved: unknown
    const { user } = logo({
      'PUT /api/navlogo': ({ body }) => {
        saved = body
        return envelope({ ...sections.navlogo, ...(body as object) })
      },
    })
    await user.click(await screen.findByRole('switch', { name: 'Logo Active' }))
    await user.clear(screen.getByLabelText('Desktop Logo Alt Text'))
    await user.type(screen.getByLabelText('Desktop Logo Alt Text'), 'Thumbforge home')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Logo updated successfully')).toBeInTheDocument()
    expect(saved).toMatchObject({ alt: 'Thumbforge home', isActive: false })
    expect(screen.getByText('Inactive')).toBeInTheDocument()
  })

  it('shows what the server refused, field by field', async () => {
    const { user } = logo({
      'PUT /api/navlogo': () => validationError([{ path: 'url', message: 'Logo URL is required' }]),
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update logo')).toBeInTheDocument()
    expect(screen.getByLabelText('Desktop Logo URL')).toHaveAccessibleDescription('Logo URL is required')
  })

  it('activates and deactivates the logo with its own button', async () => {
    const { user } = logo({
      'PATCH /api/navlogo/toggle': () => envelope({ ...sections.navlogo, isActive: false }),
    })
    await user.click(await screen.findByRole('button', { name: 'Deactivate Logo' }))
    expect(await screen.findByText('Logo deactivated successfully')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Activate Logo' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Logo Active' })).not.toBeChecked()
  })

  it('asks before resetting', async () => {
    const { user } = logo({
      'POST /api/navlogo/reset': () => envelope(sections.navlogo),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to reset to default settings?')
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }))
    expect(await screen.findByText('Logo reset to default successfully')).toBeInTheDocument()
  })

  it('says when the logo cannot be loaded', async () => {
    renderEditor(<LogoEditor />, { 'GET /api/navlogo': () => validationError([]) })
    expect(await screen.findByText('Failed to load logo data')).toBeInTheDocument()
  })
})
