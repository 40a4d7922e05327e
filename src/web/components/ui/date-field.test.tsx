import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DateField, dayFormatMessage } from '#web/components/ui/date-field.tsx'

/** A filter holding the ISO day, as the order and ticket filters do, with a way to clear it. */
function Filter({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [day, setDay] = useState(initial)
  return (
    <>
      <DateField
        label="From"
        value={day}
        onChange={(next) => {
          seen.push(next)
          setDay(next)
        }}
      />
      <output aria-label="Sent">{day}</output>
      <button type="button" onClick={() => setDay('')}>
        Clear filters
      </button>
    </>
  )
}

const setup = (initial?: string) => {
  const seen: string[] = []
  const user = userEvent.setup()
  render(<Filter initial={initial} seen={seen} />)
  return { user, seen, input: screen.getByLabelText('From'), sent: screen.getByLabelText('Sent') }
}

describe('DateField', () => {
  it('shows a set day as dd/mm/yyyy, like every date on screen, not as the browser’s locale would', () => {
    const { input } = setup('2026-04-03')
    expect(input).toHaveValue('03/04/2026')
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy')
    expect(input).toHaveAccessibleDescription('Format: dd/mm/yyyy')
  })

  it('reads a typed dd/mm/yyyy day first, and sends the ISO day once the text is a whole day', async () => {
    const { user, input, seen, sent } = setup()
    await user.type(input, '03/04/202')
    expect(seen).toEqual([])
    await user.type(input, '6')
    expect(sent).toHaveTextContent('2026-04-03')
    expect(input).toHaveValue('03/04/2026')
  })

  it('says how to write the day once a wrong one is left, and sends nothing for it', async () => {
    const { user, input, seen } = setup()
    await user.type(input, '31/02/2026')
    expect(screen.queryByText(dayFormatMessage)).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByText(dayFormatMessage)).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(dayFormatMessage)
    expect(seen).toEqual([])

    await user.clear(input)
    expect(screen.queryByText(dayFormatMessage)).not.toBeInTheDocument()
    expect(seen).toEqual([''])
  })

  it('empties the text when the filter is cleared from outside', async () => {
    const { user, input } = setup('2026-04-03')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(input).toHaveValue('')
  })
})
