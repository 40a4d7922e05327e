import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { personaMessages } from '#shared/personas/schemas.ts'
import { cropRangeMessage } from '#web/features/personas/components/crop-dialog.tsx'
import { listOf, personaFixture, photoFixture } from '#web/features/personas/test/personas.ts'
import { refusal, renderPersonas } from '#web/features/personas/test/render-personas.tsx'
import { json, stubFetch } from '#web/test/fetch-stub.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const photo = photoFixture(1)
const cropPath = `${new URL(photo.cutoutUrl, 'http://x').pathname.replace('/cutout', '')}/crop`
const cropped = photoFixture(1, 1, {
  cutoutSource: 'crop',
  crop: { x: 0.1, y: 0.05, w: 0.8, h: 0.9 },
  cutoutUrl: `${photo.cutoutUrl.split('?')[0]}?v=2`,
})

async function openCrop() {
  const view = renderPersonas()
  const card = await screen.findByRole('region', { name: 'Me on camera' })
  await view.user.click(within(card).getByRole('button', { name: 'Re-crop' }))
  return { ...view, card, dialog: screen.getByRole('dialog', { name: 'Re-crop Me on camera' }) }
}

describe('Re-crop', () => {
  it('takes the frame from the keyboard alone and sends it as fractions; the new cut-out replaces the old', async () => {
    let personas = listOf(personaFixture(1, 1))
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, personas),
      [`PUT ${cropPath}`]: () => {
        personas = listOf(personaFixture(1, 0, { photos: [cropped] }))
        return json(200, cropped)
      },
    })
    const { user, card, dialog } = await openCrop()
    // The whole photo to start with (no crop yet), in % of the photo.
    for (const [label, value] of [
      ['X', 0],
      ['Y', 0],
      ['Width', 100],
      ['Height', 100],
    ] as const)
      expect(within(dialog).getByLabelText(label)).toHaveValue(value)

    // Keyboard only: Tab into each field, replace its value, and save with Enter on the button.
    within(dialog).getByLabelText('X').focus()
    for (const value of ['10', '5', '80', '90']) {
      await user.keyboard('{Control>}a{/Control}')
      await user.keyboard(value)
      await user.tab()
    }
    const rectangle = within(dialog).getByTestId('crop-rectangle')
    expect(rectangle.style.left).toBe('10%')
    expect(rectangle.style.height).toBe('90%')
    within(dialog).getByRole('button', { name: 'Save crop' }).focus()
    await user.keyboard('{Enter}')

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ x: 0.1, y: 0.05, w: 0.8, h: 0.9 })
    expect(within(card).getByRole('img', { name: 'Cut-out of Me on camera' }).getAttribute('src')).toMatch(
      /\?v=2$/,
    )
    expect(within(card).getByText('Cropped')).toBeInTheDocument()
  })

  it('opens on the saved crop, and refuses a frame outside the photo or a missing number in words', async () => {
    const fetchMock = stubFetch({
      'GET /api/personas': () => json(200, listOf(personaFixture(1, 0, { photos: [cropped] }))),
    })
    const { user, dialog } = await openCrop()
    expect(within(dialog).getByLabelText('X')).toHaveValue(10)
    expect(within(dialog).getByLabelText('Height')).toHaveValue(90)

    await user.clear(within(dialog).getByLabelText('X'))
    await user.type(within(dialog).getByLabelText('X'), '50')
    await user.click(within(dialog).getByRole('button', { name: 'Save crop' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keep the crop inside the photo')

    await user.clear(within(dialog).getByLabelText('Width'))
    await user.click(within(dialog).getByRole('button', { name: 'Save crop' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cropRangeMessage)

    await user.click(within(dialog).getByRole('button', { name: 'Whole photo' }))
    expect(within(dialog).getByLabelText('Width')).toHaveValue(100)
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('shows the server’s refusal of a crop in its words and stays open', async () => {
    stubFetch({
      'GET /api/personas': () => json(200, listOf(personaFixture(1, 1))),
      [`PUT ${cropPath}`]: () => refusal(400, 'NO_PERSON_FOUND', personaMessages.noPersonFound),
    })
    const { user, dialog } = await openCrop()
    await user.click(within(dialog).getByRole('button', { name: 'Save crop' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(personaMessages.noPersonFound)
    expect(screen.getByRole('dialog', { name: 'Re-crop Me on camera' })).toBeInTheDocument()
  })

  it('drags a corner with the pointer, in fractions of the drawn photo, into the number fields', async () => {
    stubFetch({ 'GET /api/personas': () => json(200, listOf(personaFixture(1, 1))) })
    const { dialog } = await openCrop()
    const rectangle = within(dialog).getByTestId('crop-rectangle')
    const frame = rectangle.parentElement as HTMLElement
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 500))
    const corner = rectangle.querySelector('[data-corner="se"]') as HTMLElement
    fireEvent.pointerDown(corner, { pointerId: 1, clientX: 400, clientY: 500 })
    fireEvent.pointerMove(corner, { pointerId: 1, clientX: 300, clientY: 250 })
    fireEvent.pointerUp(corner, { pointerId: 1 })
    expect(within(dialog).getByLabelText('Width')).toHaveValue(75)
    expect(within(dialog).getByLabelText('Height')).toHaveValue(50)
    // Dragging the body moves the frame, stopping at the photo's edge.
    fireEvent.pointerDown(rectangle, { pointerId: 2, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(rectangle, { pointerId: 2, clientX: 300, clientY: 200 })
    expect(within(dialog).getByLabelText('X')).toHaveValue(25)
    expect(within(dialog).getByLabelText('Y')).toHaveValue(20)
  })
})
