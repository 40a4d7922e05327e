import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider } from '#web/components/ui/confirm.tsx'
import { GeminiKeysPanel } from '#web/features/generator/components/gemini-keys-panel.tsx'
import { geminiKey } from '#web/features/generator/test/fixtures.ts'
import { json, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const settings = {
  provider: 'auto',
  imageModel: 'gemini-2.5-flash-image',
  textModel: 'gemini-2.5-flash',
  activeKeyCount: 1,
  effectiveProvider: 'gemini',
  whenUnavailable: 'refuse',
}

type Handlers = Parameters<typeof stubFetch>[0]

function renderPanel(handlers: Handlers = {}) {
  const fetchMock = stubFetch({
    'GET /api/gemini-keys': () => json(200, { items: [geminiKey()] }),
    'GET /api/ai-settings': () => json(200, settings),
    ...handlers,
  })
  const view = renderApp({
    routes: [
      {
        path: '/admin/settings',
        element: (
          <ConfirmProvider>
            <GeminiKeysPanel />
          </ConfirmProvider>
        ),
      },
    ],
    initialEntries: ['/admin/settings'],
  })
  return { ...view, fetchMock }
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method)
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined
}

describe('Gemini Keys panel', () => {
  it('lists each key by its mask only, with its state', async () => {
    renderPanel()
    const list = await screen.findByRole('list', { name: 'API keys' })
    expect(within(list).getByText('Main key')).toBeInTheDocument()
    expect(within(list).getByTestId('gemini-key-mask')).toHaveTextContent('AIzaSyAB…wxyz')
    expect(within(list).getByText('Active')).toBeInTheDocument()
    expect(within(list).getByRole('switch', { name: 'Active: Main key' })).toBeChecked()
  })

  it("shows 'Error: {message}' in place of the panel when the list fails to load", async () => {
    renderPanel({
      'GET /api/gemini-keys': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Failed to load API keys' } }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load API keys')
    expect(screen.queryByRole('button', { name: 'Add Key' })).not.toBeInTheDocument()
  })

  it("requires a name and a key ('Name and key are required'), with the key masked", async () => {
    const { user, fetchMock } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Add Key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add API key' })
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('type', 'password')

    await user.type(within(dialog).getByLabelText('Name'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Add Key' }))
    expect(await within(dialog).findByText('Name and key are required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it("adds a key as active and says 'API key added successfully!'", async () => {
    const { user, fetchMock } = renderPanel({
      'POST /api/gemini-keys': () =>
        json(201, { key: geminiKey({ id: 'k2', name: 'Backup' }), message: 'API key added successfully!' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Add Key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add API key' })
    await user.type(within(dialog).getByLabelText('Name'), 'Backup')
    await user.type(within(dialog).getByLabelText('API key'), 'AIzaSyBackupKey1234567890')
    await user.click(within(dialog).getByRole('button', { name: 'Add Key' }))

    expect(await screen.findByText('API key added successfully!')).toBeInTheDocument()
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      name: 'Backup',
      key: 'AIzaSyBackupKey1234567890',
      isActive: true,
    })
  })

  it("edits a key's name, keeping the stored key when the key input is left blank", async () => {
    const { user, fetchMock } = renderPanel({
      'PUT /api/gemini-keys/k1': () =>
        json(200, { key: geminiKey({ name: 'Primary' }), message: 'API key updated successfully!' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Main key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit API key' })
    expect(within(dialog).getByLabelText('API key')).toHaveValue('')
    expect(within(dialog).getByText(/Current key: AIzaSyAB…wxyz/)).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.click(within(dialog).getByRole('button', { name: 'Update Key' }))
    expect(await within(dialog).findByText('Name and key are required')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Name'), 'Primary')
    await user.click(within(dialog).getByRole('button', { name: 'Update Key' }))
    expect(await screen.findByText('API key updated successfully!')).toBeInTheDocument()
    expect(bodyOf(fetchMock, 'PUT')).toEqual({ name: 'Primary' })
  })

  it('deletes a key only after the confirmation', async () => {
    const { user, fetchMock } = renderPanel({
      'DELETE /api/gemini-keys/k1': () => new Response(null, { status: 204 }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Main key' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this API key?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('API key deleted successfully!')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
  })

  it('says why a key that failed its test call was saved inactive, as an error', async () => {
    const reason = 'API Error: 400 - API key not valid. Please pass a valid API key.'
    const message = `API key saved but not active: its test call failed (${reason})`
    const { user } = renderPanel({
      'POST /api/gemini-keys': () =>
        json(201, {
          key: geminiKey({ id: 'k2', name: 'Typo', isActive: false, lastError: reason }),
          message,
          testFailure: reason,
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Add Key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add API key' })
    await user.type(within(dialog).getByLabelText('Name'), 'Typo')
    await user.type(within(dialog).getByLabelText('API key'), 'AIzaSyTypoKey1234567890')
    await user.click(within(dialog).getByRole('button', { name: 'Add Key' }))
    const alert = await screen.findByText(message)
    expect(alert.closest('[role="alert"]')).not.toBeNull()
  })

  it('lets the admin choose the offline fallback for when every key fails', async () => {
    const { user, fetchMock } = renderPanel({
      'PUT /api/ai-settings': ({ body }) => json(200, { ...settings, ...(body as object) }),
    })
    const form = await screen.findByRole('form', { name: 'AI settings' })
    await user.selectOptions(within(form).getByLabelText('When every Gemini key fails'), 'offline')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('AI settings saved')).toBeInTheDocument()
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ whenUnavailable: 'offline' })
  })

  it('toggles a key and announces the new state', async () => {
    const { user } = renderPanel({
      'PATCH /api/gemini-keys/k1/toggle': () =>
        json(200, { key: geminiKey({ isActive: false }), message: 'API key deactivated successfully!' }),
    })
    await user.click(await screen.findByRole('switch', { name: 'Active: Main key' }))
    expect(await screen.findByText('API key deactivated successfully!')).toBeInTheDocument()
  })

  it('saves the provider and models', async () => {
    const { user, fetchMock } = renderPanel({
      'PUT /api/ai-settings': ({ body }) =>
        json(200, { ...settings, ...(body as object), effectiveProvider: 'offline' }),
    })
    const form = await screen.findByRole('form', { name: 'AI settings' })
    expect(within(form).getByTestId('ai-effective-provider')).toHaveTextContent('Gemini runs (1 active key)')
    await user.selectOptions(within(form).getByLabelText('Provider'), 'offline')
    const models = within(form).getByRole('group', { name: 'Image model' })
    expect(within(models).getByRole('radio', { name: /gemini-2\.5-flash-image/ })).toBeChecked()
    await user.click(within(models).getByRole('radio', { name: /Gemini 3 Pro Image/ }))
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('AI settings saved')).toBeInTheDocument()
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      provider: 'offline',
      imageModel: 'gemini-3-pro-image',
      textModel: 'gemini-2.5-flash',
      whenUnavailable: 'refuse',
    })
    expect(within(form).getByTestId('ai-effective-provider')).toHaveTextContent('the offline renderer runs')
  })

  it('lists the current image models with a note on cost and quality each', async () => {
    renderPanel()
    const models = await screen.findByRole('group', { name: 'Image model' })
    const recommended = within(models).getByRole('radio', { name: /Gemini 3\.1 Flash Image/ })
    expect(recommended).toHaveAccessibleName(expect.stringContaining('Recommended. Low cost per image'))
    expect(within(models).getByRole('radio', { name: /gemini-3-pro-image/ })).toHaveAccessibleName(
      expect.stringContaining('several times the cost'),
    )
    expect(within(models).queryByLabelText('Model name')).not.toBeInTheDocument()
  })

  it('saves a model typed by name', async () => {
    const { user, fetchMock } = renderPanel({
      'PUT /api/ai-settings': ({ body }) => json(200, { ...settings, ...(body as object) }),
    })
    const models = await screen.findByRole('group', { name: 'Image model' })
    await user.click(within(models).getByRole('radio', { name: 'Another model, by name' }))
    await user.clear(within(models).getByLabelText('Model name'))
    await user.type(within(models).getByLabelText('Model name'), 'gemini-4-flash-image')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('AI settings saved')).toBeInTheDocument()
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ imageModel: 'gemini-4-flash-image' })
  })

  it('opens a stored model that is not on the list in the typed field', async () => {
    renderPanel({
      'GET /api/ai-settings': () => json(200, { ...settings, imageModel: 'gemini-4-flash-image' }),
    })
    const models = await screen.findByRole('group', { name: 'Image model' })
    expect(within(models).getByRole('radio', { name: 'Another model, by name' })).toBeChecked()
    expect(within(models).getByLabelText('Model name')).toHaveValue('gemini-4-flash-image')
  })

  it("rejects a blank typed image model with 'Model is required'", async () => {
    const { user } = renderPanel()
    const models = await screen.findByRole('group', { name: 'Image model' })
    await user.click(within(models).getByRole('radio', { name: 'Another model, by name' }))
    await user.clear(within(models).getByLabelText('Model name'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(models).findByText('Model is required')).toBeInTheDocument()
  })

  it("rejects a blank model name with 'Model is required'", async () => {
    const { user } = renderPanel()
    const form = await screen.findByRole('form', { name: 'AI settings' })
    await user.clear(within(form).getByLabelText('Text model'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Model is required')).toBeInTheDocument()
  })
})
