import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountSettings } from '#web/features/users/components/account-settings.tsx'
import { json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp, testQueryClient } from '#web/test/render.tsx'

afterEach(() => vi.unstubAllGlobals())

const me = {
  ...member,
  aboutMe: 'Cooking videos',
  address: '12 Rue des Fleurs',
  phone: '+33 6 12 34 56 78',
  city: 'Lyon',
  country: 'France',
}

function renderSettings(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/me': () => json(200, me), ...handlers })
  const queryClient = testQueryClient()
  queryClient.setQueryData(['me'], me)
  const view = renderApp({ routes: [{ path: '/', element: <AccountSettings /> }], queryClient })
  return { ...view, fetchMock }
}

const fileInput = () => screen.getByLabelText('Profile photo file') as HTMLInputElement
const imageFile = (bytes: number, type = 'image/png', name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type })

describe('Account Settings: profile form', () => {
  it('shows every field, with the e-mail disabled and its note', () => {
    renderSettings()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mia Member')
    const email = screen.getByLabelText('Email Address')
    expect(email).toBeDisabled()
    expect(email).toHaveValue('mia@example.com')
    expect(email).toHaveAccessibleDescription('Email address cannot be changed')
    expect(screen.getByLabelText('About Me')).toHaveValue('Cooking videos')
    expect(screen.getByLabelText('Address')).toHaveValue('12 Rue des Fleurs')
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+33 6 12 34 56 78')
    expect(screen.getByLabelText('City')).toHaveValue('Lyon')
    expect(screen.getByLabelText('Country')).toHaveValue('France')
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  })

  it('requires a Full Name and sends nothing without one', async () => {
    const { user, fetchMock } = renderSettings()
    await user.clear(screen.getByLabelText('Full Name'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('saves the fields (never the e-mail) and says so', async () => {
    const { user, fetchMock } = renderSettings({
      'PUT /api/me/profile': ({ body }) => json(200, { ...me, ...(body as object) }),
    })
    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'Paris')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Mia Member',
      aboutMe: 'Cooking videos',
      address: '12 Rue des Fleurs',
      phone: '+33 6 12 34 56 78',
      city: 'Paris',
      country: 'France',
    })
  })

  it('shows the server’s reason when the update is refused', async () => {
    const { user } = renderSettings({
      'PUT /api/me/profile': () => json(400, { error: { code: 'VALIDATION', message: 'Too long' } }),
    })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update profile: Too long')).toBeInTheDocument()
  })

  it('shows the general error when the server cannot be reached', async () => {
    const { user } = renderSettings({
      'PUT /api/me/profile': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('An error occurred while updating your profile.')).toBeInTheDocument()
  })
})

describe('Account Settings: photo', () => {
  it('refuses a file over 2 MB in the browser, with the spec’s message', async () => {
    const { user, fetchMock } = renderSettings()
    await user.upload(fileInput(), imageFile(2_097_153))
    expect(
      await screen.findByText('File size exceeds 2 MB. Please upload a smaller image.'),
    ).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me/photo')).toBe(false)
  })

  it('refuses a file that is not an image', async () => {
    const { fetchMock } = renderSettings()
    fireEvent.change(fileInput(), { target: { files: [imageFile(100, 'text/plain', 'notes.txt')] } })
    expect(await screen.findByText('Please choose an image file (JPEG, PNG or WebP).')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me/photo')).toBe(false)
  })

  it('uploads exactly 2 MB as the field "image", shows the new photo and says so', async () => {
    let photo: string | null = null
    const { user, fetchMock } = renderSettings({
      'POST /api/me/photo': () => {
        photo = '/api/avatars/u1/new.jpg'
        return json(200, { profileUrl: photo })
      },
      'GET /api/me': () => json(200, { ...me, profileUrl: photo }),
    })
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).not.toBeInTheDocument()
    await user.upload(fileInput(), imageFile(2_097_152))
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/me/photo')
    const sent = call?.[1]?.body
    expect(sent).toBeInstanceOf(FormData)
    expect((sent as FormData).get('image')).toBeInstanceOf(File)
    await waitFor(() =>
      expect(document.querySelector('img')).toHaveAttribute('src', '/api/avatars/u1/new.jpg'),
    )
    expect(document.querySelector('img')).toHaveAttribute('width', '150')
    expect(screen.getByRole('button', { name: 'Remove Photo' })).toBeInTheDocument()
  })

  it('says the upload failed when the server fails', async () => {
    const { user } = renderSettings({
      'POST /api/me/photo': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    })
    await user.upload(fileInput(), imageFile(1000))
    expect(await screen.findByText('Failed to upload image.')).toBeInTheDocument()
  })

  it('shows why the server refused a damaged image', async () => {
    const message = 'The file is not a valid image. It may be damaged or cut short; please choose another.'
    const { user } = renderSettings({
      'POST /api/me/photo': () => json(400, { error: { code: 'VALIDATION', message } }),
    })
    await user.upload(fileInput(), imageFile(1000))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('removes the photo', async () => {
    let photo: string | null = '/api/avatars/u1/old.jpg'
    const { user, queryClient } = renderSettings({
      'DELETE /api/me/photo': () => {
        photo = null
        return json(200, { profileUrl: null })
      },
      'GET /api/me': () => json(200, { ...me, profileUrl: photo }),
    })
    queryClient.setQueryData(['me'], { ...me, profileUrl: photo })
    await user.click(await screen.findByRole('button', { name: 'Remove Photo' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Photo' })).not.toBeInTheDocument(),
    )
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('/update-profile', () => {
  it('sends a signed-out visitor to sign in', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const { router } = renderApp({ initialEntries: ['/update-profile'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
