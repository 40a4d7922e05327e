import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactPageEditor } from '#web/features/content/editors/contact-page-editor.tsx'
import { envelope, renderEditor, sections } from '#web/features/content/editors/editor-test-kit.tsx'
import { json } from '#web/test/fetch-stub.ts'

afterEach(() => vi.unstubAllGlobals())

const contact = (extra: Parameters<typeof renderEditor>[1] = {}) =>
  renderEditor(<ContactPageEditor />, { 'GET /api/contact-page': () => envelope(sections.contact), ...extra })

describe('contact page editor', () => {
  it('requires a title', async () => {
    const { user, fetchMock } = contact()
    await user.clear(await screen.findByLabelText('Title'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('adds contact details and saves, in an in-page alert', async () => {
    let saved: unknown
    const { user } = contact({
      'PUT /api/contact-page': ({ body }) => {
        saved = body
        return envelope({ ...sections.contact, ...(body as object) })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add Contact' }))
    const entry = screen.getByRole('group', { name: 'Contact 1' })
    await user.selectOptions(within(entry).getByLabelText('Type'), 'phone')
    await user.type(within(entry).getByLabelText('Value'), '+1 555 0100')
    await user.type(within(entry).getByLabelText('Label'), 'Call us')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Contact page updated successfully!')
    expect(saved).toMatchObject({ contactInfo: [{ type: 'phone', value: '+1 555 0100', label: 'Call us' }] })
  })

  it("words failures as the spec's alerts did", async () => {
    let resets = 0
    const { user } = contact({
      'PUT /api/contact-page': () => json(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } }),
      'POST /api/contact-page/reset': () => {
        resets += 1
        if (resets === 1) return json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
        throw new TypeError('Failed to fetch')
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update contact page: Admins only')).toBeInTheDocument()

    const resetOnce = async () => {
      await user.click(screen.getByRole('button', { name: 'Reset to Default' }))
      const dialog = await screen.findByRole('alertdialog')
      expect(dialog).toHaveTextContent('Are you sure you want to reset to default values?')
      await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }))
    }
    await resetOnce()
    expect(await screen.findByText('Failed to reset contact page: Something went wrong')).toBeInTheDocument()
    await resetOnce()
    expect(await screen.findByText('Error resetting contact page')).toBeInTheDocument()
  })

  it('resets to the defaults', async () => {
    const { user } = contact({
      'POST /api/contact-page/reset': () => envelope({ ...sections.contact, title: 'Contact us' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset to Default' }),
    )
    expect(await screen.findByText('Contact page reset to default successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Contact us')
  })
})
