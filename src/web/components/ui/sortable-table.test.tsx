import { render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PlainHeader, SortHeader, TableFrame } from '#web/components/ui/sortable-table.tsx'

function Orders({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial)
  return (
    <>
      <button type="button" onClick={() => setRows([...rows, `Order ${rows.length + 1}`])}>
        Add
      </button>
      <TableFrame
        label="Orders"
        head={
          <>
            <SortHeader label="Order" column="id" sort={{ key: 'id', dir: 'asc' }} onSort={() => undefined} />
            <PlainHeader>Amount</PlainHeader>
            <PlainHeader>
              <span className="sr-only">Action</span>
            </PlainHeader>
          </>
        }
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>No orders</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row}>
              <td>{row}</td>
              <td>$5.00</td>
              <td>
                <button type="button">Pay</button>
              </td>
            </tr>
          ))
        )}
      </TableFrame>
    </>
  )
}

const labelsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.dataset.label ?? null)

describe('TableFrame card labels', () => {
  it("names every cell after its column header, so a card can show 'Amount $5.00'", () => {
    render(<Orders initial={['Order 1']} />)
    const [, row] = screen.getAllByRole('row')
    expect(labelsOf(row as HTMLElement)).toEqual(['Order', 'Amount', 'Action'])
  })

  it('labels rows added later, and leaves a cell spanning the table unlabelled', async () => {
    const { getByRole } = render(<Orders initial={[]} />)
    expect(screen.getByRole('cell', { name: 'No orders' })).not.toHaveAttribute('data-label')
    getByRole('button', { name: 'Add' }).click()
    await waitFor(() =>
      expect(screen.getByRole('cell', { name: 'Order 1' })).toHaveAttribute('data-label', 'Order'),
    )
    expect(screen.getByRole('cell', { name: '$5.00' })).toHaveAttribute('data-label', 'Amount')
  })
})
