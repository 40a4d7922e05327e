import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PERSONA_NAME_MAX_LENGTH, personaMessages } from '#shared/personas/schemas.ts'
import { listOf, personaFixture, personaId, photoFixture } from '#web/features/personas/test/personas.ts'
import { refusal, renderPersonas } from '#web/features/personas/test/render-personas.tsx'
import { deferredResponse, json, stubFetch } from '#web/test/fetch-stub.ts'

afterEach(() => vi.unstubAllGlobals())

const jpeg = (name = 'me.jpg', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' })

describe('/user/personas', () => {
  it('says it is loading, then shows the empty state with what a persona is for and New persona', async () => {
    const answer = deferredResponse()
    stubFetch({ 'GET /api/personas': () => answer.promise })
    renderPersonas()
    expect(screen.getByRole('heading', { name: 'Personas' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading personas...')
    answer.release(json(200, listOf()))
    expect(await screen.findByText('No personas yet')).toBeInTheDocument()
    expect(screen.getByText(/^Your real face, cut out, in your thumbnails/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New persona' })).toBeEnabled()
  })

  it('shows the server’s words when the list cannot be loaded, and tries again', async () => {
    let calls = 0
    stubFetch({
      'GET /api/personas': () =>
        ++calls === 1 ? refusal(503, 'INTERNAL', 'The service is busy.') : json(200, listOf()),
    })
    const { user } = renderPersonas()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your personas could not be loaded. The service is busy.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No personas yet')).toBeInTheDocument()
  })

  it('lists each persona as a region with its photos: original and cut-out side by side, and the cut-out’s source', async () => {
    const persona = personaFixture(1, 0, {
      photos: [
        photoFixture(1),
        photoFixture(2, 1, { cutoutSource: 'crop', crop: { x: 0.1, y: 0, w: 0.8, h: 1 } }),
        photoFixture(3, 1, { cutoutSource: 'upload' }),
      ],
    })
    stubFetch({ 'GET /api/personas': () => json(200, listOf(persona, personaFixture(2))) })
    renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    const cutouts = within(card).getAllByRole('img', { name: 'Cut-out of Me on camera' })
    expect(cutouts).toHaveLength(3)
    expect(cutouts[0]).toHaveAttribute('src', persona.photos[0]?.cutoutUrl)
    expect(within(card).getByRole('img', { name: 'Original of Me on camera, 1' })).toHaveAttribute(
      'src',
      persona.photos[0]?.originalUrl,
    )
    expect(
      within(card)
        .getAllByTestId('cutout-source')
        .map((node) => node.textContent),
    ).toEqual(['Cut out automatically', 'Cropped', 'Your own cut-out'])
    const first = within(card).getByRole('listitem', { name: 'Photo 1' })
    for (const name of ['Re-crop', 'Use my own cut-out', 'Delete photo'])
      expect(within(first).getByRole('button', { name })).toBeEnabled()
    expect(within(card).getByLabelText('Add photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    )
    const empty = screen.getByRole('region', { name: 'Persona 2' })
    expect(within(empty).getByText(/Add a photo of yourself/)).toBeInTheDocument()
    expect(within(empty).getByRole('button', { name: 'Delete persona' })).toBeInTheDocument()
  })

  it('disables New persona at 3 personas and Add photo at 5 photos, with the reasons in view', async () => {
    stubFetch({
      'GET /api/personas': () =>
        json(200, listOf(personaFixture(1, 5), personaFixture(2, 4), personaFixture(3))),
    })
    renderPersonas()
    const full = await screen.findByRole('region', { name: 'Me on camera' })
    const newPersona = screen.getByRole('button', { name: 'New persona' })
    expect(newPersona).toBeDisabled()
    expect(newPersona).toHaveAccessibleDescription(personaMessages.limit)
    expect(screen.getByText(personaMessages.limit)).toBeVisible()
    expect(within(full).getByLabelText('Add photo')).toBeDisabled()
    expect(within(full).getByLabelText('Add photo')).toHaveAccessibleDescription(personaMessages.photoLimit)
    expect(
      within(screen.getByRole('region', { name: 'Persona 2' })).getByLabelText('Add photo'),
    ).toBeEnabled()
  })

  it('checks the name with the API’s words, then creates the persona with the trimmed name', async () => {
    let personas = listOf()
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, personas),
      'POST /api/personas': ({ body }) => {
        personas = listOf(personaFixture(1, 0, { name: (body as { name: string }).name }))
        return json(201, personas.items[0])
      },
    })
    const { user } = renderPersonas()
    await user.click(await screen.findByRole('button', { name: 'New persona' }))
    const dialog = screen.getByRole('dialog', { name: 'New persona' })
    await user.type(within(dialog).getByLabelText('Name'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create persona' }))
    expect(await within(dialog).findByText(personaMessages.nameRequired)).toBeInTheDocument()
    expect(personaMessages.nameRequired).toBe('Give the persona a name')

    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'x'.repeat(PERSONA_NAME_MAX_LENGTH + 1))
    await user.click(within(dialog).getByRole('button', { name: 'Create persona' }))
    expect(await within(dialog).findByText('Keep the name to 40 characters')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), '  Studio me  ')
    await user.click(within(dialog).getByRole('button', { name: 'Create persona' }))
    expect(await screen.findByRole('region', { name: 'Studio me' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Studio me' })
  })

  it('shows the server’s refusal of a new persona in its own words', async () => {
    stubFetch({
      'GET /api/personas': () => json(200, listOf(personaFixture(1))),
      'POST /api/personas': () => refusal(409, 'PERSONA_LIMIT', personaMessages.limit),
    })
    const { user } = renderPersonas()
    await user.click(await screen.findByRole('button', { name: 'New persona' }))
    const dialog = screen.getByRole('dialog', { name: 'New persona' })
    await user.type(within(dialog).getByLabelText('Name'), 'Fourth')
    await user.click(within(dialog).getByRole('button', { name: 'Create persona' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(personaMessages.limit)
  })
})

describe('renaming', () => {
  it('renames a persona with the same checks, sending the trimmed name', async () => {
    let personas = listOf(personaFixture(1))
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, personas),
      [`PATCH /api/personas/${personaId(1)}`]: ({ body }) => {
        personas = listOf(personaFixture(1, 0, { name: (body as { name: string }).name }))
        return json(200, personas.items[0])
      },
    })
    const { user } = renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    await user.click(within(card).getByRole('button', { name: 'Rename' }))
    const dialog = screen.getByRole('dialog', { name: 'Rename persona' })
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue('Me on camera')
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    expect(await within(dialog).findByText(personaMessages.nameRequired)).toBeInTheDocument()
    await user.type(name, '  On stage  ')
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    expect(await screen.findByRole('region', { name: 'On stage' })).toBeInTheDocument()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'On stage' })
  })
})

describe('adding a photo', () => {
  it('announces Cutting out… with the input disabled, then shows the new cut-out', async () => {
    const answer = deferredResponse()
    let personas = listOf(personaFixture(1))
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, personas),
      [`POST /api/personas/${personaId(1)}/photos`]: () => answer.promise,
    })
    const { user } = renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    const input = within(card).getByLabelText('Add photo')
    await user.upload(input, jpeg())
    expect(within(card).getByText('Cutting out…')).toHaveAttribute('role', 'status')
    expect(input).toBeDisabled()
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body
    expect(sent).toBeInstanceOf(FormData)
    expect((sent as FormData).get('file')).toBeInstanceOf(File)

    personas = listOf(personaFixture(1, 1))
    answer.release(json(201, photoFixture(1)))
    expect(await within(card).findByRole('img', { name: 'Cut-out of Me on camera' })).toBeInTheDocument()
    expect(within(card).queryByText('Cutting out…')).not.toBeInTheDocument()
    expect(input).toBeEnabled()
  })

  it.each([
    ['NO_PERSON_FOUND', 400, personaMessages.noPersonFound],
    ['VALIDATION', 400, personaMessages.photoNotImage],
    ['PAYLOAD_TOO_LARGE', 413, personaMessages.photoTooLarge],
    ['PHOTO_LIMIT', 409, personaMessages.photoLimit],
  ])('shows the server’s %s refusal in its words', async (code, status, message) => {
    stubFetch({
      'GET /api/personas': () => json(200, listOf(personaFixture(1))),
      [`POST /api/personas/${personaId(1)}/photos`]: () => refusal(status, code, message),
    })
    const { user } = renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    await user.upload(within(card).getByLabelText('Add photo'), jpeg())
    expect(await within(card).findByRole('alert')).toHaveTextContent(message)
    expect(within(card).getByLabelText('Add photo')).toBeEnabled()
  })

  it('refuses a file that is not an image, or over 10 MB, before uploading it', async () => {
    const fetchMock = stubFetch({ 'GET /api/personas': () => json(200, listOf(personaFixture(1))) })
    renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    const input = within(card).getByLabelText('Add photo')
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    })
    expect(await within(card).findByRole('alert')).toHaveTextContent(personaMessages.photoNotImage)
    fireEvent.change(input, { target: { files: [jpeg('big.jpg', 10 * 1024 * 1024 + 1)] } })
    expect(await within(card).findByText(personaMessages.photoTooLarge)).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })
})

describe('a photo’s cut-out and deleting', () => {
  it('uploads the creator’s own PNG cut-out, and shows the server’s words when it is not transparent', async () => {
    const cutoutPath = new URL(photoFixture(1).cutoutUrl, 'http://x').pathname
    const own = photoFixture(1, 1, { cutoutSource: 'upload', cutoutUrl: `${cutoutPath}?v=2` })
    let personas = listOf(personaFixture(1, 1))
    let attempts = 0
    stubFetch({
      'GET /api/personas': () => json(200, personas),
      [`PUT ${cutoutPath}`]: () => {
        if (++attempts === 1) return refusal(400, 'VALIDATION', personaMessages.cutoutNotTransparent)
        personas = listOf(personaFixture(1, 0, { photos: [own] }))
        return json(200, own)
      },
    })
    const { user } = renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    const input = within(card).getByLabelText('Own cut-out PNG')
    expect(input).toHaveAttribute('accept', 'image/png')
    const png = () => new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })
    await user.upload(input, png())
    expect(await within(card).findByRole('alert')).toHaveTextContent(personaMessages.cutoutNotTransparent)
    await user.upload(input, png())
    expect(await within(card).findByText('Your own cut-out')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Cut-out of Me on camera' }).getAttribute('src')).toMatch(
      /\?v=2$/,
    )
  })

  it('deletes a photo and a persona only after confirming', async () => {
    let personas = listOf(personaFixture(1, 2))
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, personas),
      [`DELETE ${new URL(photoFixture(1).originalUrl, 'http://x').pathname.replace('/original', '')}`]:
        () => {
          personas = listOf(personaFixture(1, 0, { photos: [photoFixture(2)] }))
          return new Response(null, { status: 204 })
        },
      [`DELETE /api/personas/${personaId(1)}`]: () => {
        personas = listOf()
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderPersonas()
    const card = await screen.findByRole('region', { name: 'Me on camera' })
    const first = within(card).getByRole('listitem', { name: 'Photo 1' })
    await user.click(within(first).getByRole('button', { name: 'Delete photo' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(within(first).getByRole('button', { name: 'Delete photo' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }))
    await vi.waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1))

    await user.click(within(card).getByRole('button', { name: 'Delete persona' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Delete the persona "Me on camera" and all its photos? This cannot be undone.',
    )
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete persona' }))
    expect(await screen.findByText('No personas yet')).toBeInTheDocument()
  })
})
