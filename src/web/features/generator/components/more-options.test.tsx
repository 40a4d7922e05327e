import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MoreOptions } from '#web/features/generator/components/more-options.tsx'

const folded = (props: { needsAttention: boolean; submitCount: number }) => (
  <MoreOptions {...props}>
    <label>
      Format
      <input />
    </label>
  </MoreOptions>
)

describe("'More options'", () => {
  it('starts folded and opens from its summary', async () => {
    const user = userEvent.setup()
    render(folded({ needsAttention: false, submitCount: 0 }))
    expect(screen.getByLabelText('Format')).not.toBeVisible()
    await user.click(screen.getByText('More options'))
    expect(screen.getByLabelText('Format')).toBeVisible()
  })

  it('opens by itself when a field inside needs attention, and again on the next submit', async () => {
    const user = userEvent.setup()
    const view = render(folded({ needsAttention: false, submitCount: 0 }))
    view.rerender(folded({ needsAttention: true, submitCount: 1 }))
    expect(screen.getByLabelText('Format')).toBeVisible()
    // Shut by the creator with the error still there, a new Generate press opens it again.
    await user.click(screen.getByText('More options'))
    expect(screen.getByLabelText('Format')).not.toBeVisible()
    view.rerender(folded({ needsAttention: true, submitCount: 2 }))
    expect(screen.getByLabelText('Format')).toBeVisible()
  })
})
