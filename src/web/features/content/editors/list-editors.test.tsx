import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AboutEditor } from '#web/features/content/editors/about-editor.tsx'
import {
  envelope,
  renderEditor,
  sections,
  validationError,
} from '#web/features/content/editors/editor-test-kit.tsx'
import { FooterEditor } from '#web/features/content/editors/footer-editor.tsx'
import { TestimonialsEditor } from '#web/features/content/editors/testimonials-editor.tsx'

afterEach(() => vi.unstubAllGlobals())

type Case = {
  list: string
  editor: ReactElement
  path: string
  data: object
  itemName: string
  serverPath: string
  serverMessage: string
}

// The spec's lists that must keep one entry (the features list has its own file).
const cases: Case[] = [
  {
    list: 'about images',
    editor: <AboutEditor />,
    path: '/api/about-section',
    data: sections.about,
    itemName: 'Image',
    serverPath: 'images',
    serverMessage: 'At least one image is required',
  },
  {
    list: 'testimonials',
    editor: <TestimonialsEditor />,
    path: '/api/testimonials-section',
    data: sections.testimonials,
    itemName: 'Testimonial',
    serverPath: 'testimonials',
    serverMessage: 'At least one testimonial is required',
  },
  {
    list: 'footer useful links',
    editor: <FooterEditor />,
    path: '/api/footer-section',
    data: sections.footer,
    itemName: 'Useful Link',
    serverPath: 'usefulLinks',
    serverMessage: 'At least one useful link is required',
  },
  {
    list: 'footer social links',
    editor: <FooterEditor />,
    path: '/api/footer-section',
    data: sections.footer,
    itemName: 'Social Link',
    serverPath: 'socialLinks',
    serverMessage: 'At least one social link is required',
  },
]

describe.each(cases)('$list', ({ editor, path, data, itemName, serverPath, serverMessage }) => {
  it('disables Remove at one entry, and enables it once there are two', async () => {
    const { user } = renderEditor(editor, { [`GET ${path}`]: () => envelope(data) })
    expect(await screen.findByRole('button', { name: `Remove ${itemName} 1` })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: `Add ${itemName}` }))
    expect(screen.getByRole('button', { name: `Remove ${itemName} 1` })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: `Remove ${itemName} 2` }))
    expect(screen.getByRole('button', { name: `Remove ${itemName} 1` })).toBeDisabled()
  })

  it("shows the server's minimum-one message on the list", async () => {
    const { user } = renderEditor(editor, {
      [`GET ${path}`]: () => envelope(data),
      [`PUT ${path}`]: () => validationError([{ path: serverPath, message: serverMessage }]),
    })
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    const list = screen.getByRole('group', { name: new RegExp(`^${itemName}s`) })
    expect(await within(list).findByText(serverMessage)).toBeInTheDocument()
  })
})

describe('the landing editors say what happened, word for word', () => {
  it('about: saves new images and bullet points', async () => {
    let saved: unknown
    const { user } = renderEditor(<AboutEditor />, {
      'GET /api/about-section': () => envelope(sections.about),
      'PUT /api/about-section': ({ body }) => {
        saved = body
        return envelope({ ...sections.about, ...(body as object) })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add Image' }))
    await user.type(
      within(screen.getByRole('group', { name: 'Image 2' })).getByLabelText('Image URL'),
      '/i.png',
    )
    await user.click(screen.getByRole('button', { name: 'Add Point' }))
    await user.type(within(screen.getByRole('group', { name: 'Point 2' })).getByLabelText('Text'), 'Fast')
    // The bullet points may go down to none; the site then shows no list.
    await user.click(screen.getByRole('button', { name: 'Remove Point 1' }))
    await user.click(screen.getByRole('button', { name: 'Remove Point 1' }))
    expect(screen.queryByRole('button', { name: 'Remove Point 1' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Point' }))
    await user.type(within(screen.getByRole('group', { name: 'Point 1' })).getByLabelText('Text'), 'Kept')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('About section updated successfully')).toBeInTheDocument()
    expect(saved).toMatchObject({
      images: [{ id: 1 }, { id: 2, url: '/i.png', alt: '' }],
      features: ['Kept'],
    })
  })

  it('testimonials: Save stays disabled while the Main Title is empty', async () => {
    const { user, fetchMock } = renderEditor(<TestimonialsEditor />, {
      'GET /api/testimonials-section': () => envelope(sections.testimonials),
    })
    const title = await screen.findByLabelText(/Main Title/)
    expect(title).toBeRequired()
    await user.clear(title)
    await user.type(title, '   ')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    await user.type(title, 'Loved by creators')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('testimonials: a failed toggle and a failed reset', async () => {
    const failure = () => validationError([])
    const { user } = renderEditor(<TestimonialsEditor />, {
      'GET /api/testimonials-section': () => envelope(sections.testimonials),
      'PATCH /api/testimonials-section/toggle': failure,
      'POST /api/testimonials-section/reset': failure,
    })
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Failed to toggle testimonials section')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to reset to default values?')
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Default' }))
    expect(await screen.findByText('Failed to reset testimonials section')).toBeInTheDocument()
  })

  it('footer: a cancelled reset changes nothing', async () => {
    const { user, fetchMock } = renderEditor(<FooterEditor />, {
      'GET /api/footer-section': () => envelope(sections.footer),
    })
    await user.click(await screen.findByRole('button', { name: 'Reset to Default' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText('Copyright')).toHaveValue('© Thumbforge')
  })
})
