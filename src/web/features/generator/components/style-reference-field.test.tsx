import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { generatorMessages, REFERENCE_MAX_BYTES } from '#shared/generator/defaults.ts'
import {
  STYLE_REFERENCE_HELP,
  StyleReferenceField,
} from '#web/features/generator/components/style-reference-field.tsx'
import type { PickedImage } from '#web/features/generator/lib/use-image-pick.ts'

/** The field as the form holds it, with what the form was last given. */
function Harness({ seen }: { seen: (PickedImage | null)[] }) {
  const [value, setValue] = useState<PickedImage | null>(null)
  return (
    <StyleReferenceField
      value={value}
      maxBytes={REFERENCE_MAX_BYTES}
      onChange={(next) => {
        seen.push(next)
        setValue(next)
      }}
    />
  )
}

function renderField() {
  const seen: (PickedImage | null)[] = []
  const user = userEvent.setup()
  render(<Harness seen={seen} />)
  return { user, seen, input: () => screen.getByLabelText('Style reference') as HTMLInputElement }
}

const png = () => new File(['png-bytes'], 'liked.png', { type: 'image/png' })

describe('the style reference field', () => {
  it("sits in 'Recreate this style' with its one line of help, taking images only", () => {
    const { input } = renderField()
    expect(screen.getByRole('group', { name: 'Recreate this style' })).toBeInTheDocument()
    expect(input()).toHaveAttribute('type', 'file')
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(input()).toHaveAccessibleDescription(STYLE_REFERENCE_HELP)
    expect(STYLE_REFERENCE_HELP).toBe(
      'Upload a thumbnail you like. We match its colours and mood, not its content.',
    )
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
  })

  it('shows the chosen thumbnail and hands the form its data URL', async () => {
    const { user, seen, input } = renderField()
    await user.upload(input(), png())
    const preview = await screen.findByRole('img', { name: 'Style reference: liked.png' })
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(seen.at(-1)).toMatchObject({
      name: 'liked.png',
      dataUrl: expect.stringMatching(/^data:image\/png/),
    })
    expect(screen.getByText('Replace')).toBeInTheDocument()
  })

  it('Remove takes the picture away, empties the input and gives the keyboard back to it', async () => {
    const { user, seen, input } = renderField()
    await user.upload(input(), png())
    await screen.findByRole('img', { name: 'Style reference: liked.png' })
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('img', { name: /Style reference/ })).not.toBeInTheDocument()
    expect(seen.at(-1)).toBeNull()
    expect(input().files).toHaveLength(0)
    expect(input()).toHaveFocus()
  })

  it('is reached and used from the keyboard', async () => {
    const { user, input } = renderField()
    await user.tab()
    expect(input()).toHaveFocus()
    await user.upload(input(), png())
    await screen.findByRole('img', { name: 'Style reference: liked.png' })
    await user.tab()
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('img', { name: /Style reference/ })).not.toBeInTheDocument()
  })

  it(`refuses a file over 10 MB: '${generatorMessages.styleReferenceTooLarge}'`, async () => {
    const { seen, input } = renderField()
    const big = png()
    Object.defineProperty(big, 'size', { value: REFERENCE_MAX_BYTES + 1 })
    fireEvent.change(input(), { target: { files: [big] } })
    expect(await screen.findByText('The style reference must be 10 MB or smaller.')).toBeInTheDocument()
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(seen).toEqual([])
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it(`refuses a file that is not an image: '${generatorMessages.styleReferenceNotImage}'`, async () => {
    const { seen, input } = renderField()
    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } })
    expect(
      await screen.findByText('Please choose an image file for the style reference.'),
    ).toBeInTheDocument()
    expect(seen).toEqual([])
    // A good file afterwards clears the error.
    fireEvent.change(input(), { target: { files: [png()] } })
    await screen.findByRole('img', { name: 'Style reference: liked.png' })
    expect(screen.queryByText(generatorMessages.styleReferenceNotImage)).not.toBeInTheDocument()
  })
})
