import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { EmailTemplatesPage } from '#web/features/users/pages/email-templates-page.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const welcome = {
  id: '11111111-1111-4111-8111-111111111111',
  templateName: 'Welcome',
  subject: 'Welcome, {{name}}',
  body: '<p>Hi {{name}}</p>',
  updatedAt: '2026-11-01T10:00:00.000Z',
}

function renderPage(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handlers)
  const view = renderApp({
    routes: [
      {
        path: '/',
        element: (
          <ConfirmProvider>
            <EmailTemplatesPage />
          </ConfirmProvider>
        ),
      },
    ],
  })
  return { ...view, fetchMock }
}

describe('Email Templates screen', () => {
  it('says so when there are no templates', async () => {
    renderPage({ 'GET /api/email-templates': () => json(200, []) })
    expect(
      await screen.findByText('No templates yet. Create one to message users faster.'),
    ).toBeInTheDocument()
  })

  it('requires a name, a subject and a body, word for word, and sends nothing', async () => {
    const { user, fetchMock } = renderPage({ 'GET /api/email-templates': () => json(200, []) })
    await user.click(await screen.findByRole('button', { name: 'New Template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Template' })
    expect(within(dialog).getByLabelText('Body')).toHaveAccessibleDescription(
      "HTML is allowed (links, bold, lists). Write {{name}} where the recipient's name should go.",
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }))
    expect(await within(dialog).findByText('Template name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Message body is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('creates a template and lists it', async () => {
    const saved: object[] = []
    const { user } = renderPage({
      'GET /api/email-templates': () => json(200, saved),
      'POST /api/email-templates': ({ body }) => {
        saved.push({ ...welcome, ...(body as object) })
        return json(201, saved[0])
      },
    })
    await user.click(await screen.findByRole('button', { name: 'New Template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Template' })
    await user.type(within(dialog).getByLabelText('Template Name'), 'Thanks')
    await user.type(within(dialog).getByLabelText('Subject'), 'Thanks!')
    await user.type(within(dialog).getByLabelText('Body'), 'Hello')
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }))
    expect(await screen.findByText('Template created successfully')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Thanks' })).toBeInTheDocument()
  })

  it('edits a template with its values filled in, and deletes after confirming', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/email-templates': () => json(200, [welcome]),
      'PUT /api/email-templates/11111111-1111-4111-8111-111111111111': ({ body }) =>
        json(200, { ...welcome, ...(body as object) }),
      'DELETE /api/email-templates/11111111-1111-4111-8111-111111111111': () => json(200, { deleted: true }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' })
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Welcome, {{name}}')
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }))
    expect(await screen.findByText('Template updated successfully')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete Welcome' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('Are you sure you want to delete this template?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
  })
})
