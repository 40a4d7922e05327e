import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PageNumbers, pageWindow, showingText } from './page-numbers.tsx'
import { Pager } from './pager.tsx'

const exact = (total: number) => ({ total, totalCapped: false })
/** What the server answers for a list past its count cap. */
const capped = { total: 10_000, totalCapped: true }
const cappedNote =
  'Only the first 10,000 entries can be paged through. Narrow the search or the filters to reach the others.'

describe('page numbers', () => {
  it('keeps a window of 5 around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(7, 12, 5)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3])
  })

  it("words the footer as the spec's tables do", () => {
    expect(showingText(2, 10, exact(23))).toBe('Showing 11 to 20 of 23 entries')
    expect(showingText(3, 10, exact(23))).toBe('Showing 21 to 23 of 23 entries')
    expect(showingText(1, 10, exact(0))).toBe('Showing 0 to 0 of 0 entries')
    expect(showingText(101, 10, exact(1234))).toBe('Showing 1,001 to 1,010 of 1,234 entries')
  })

  it("reads 'of 10,000+ entries' past the count cap, on the first and the deepest page", () => {
    expect(showingText(1, 10, capped)).toBe('Showing 1 to 10 of 10,000+ entries')
    expect(showingText(1000, 10, capped)).toBe('Showing 9,991 to 10,000 of 10,000+ entries')
  })

  it('stops at the deepest page of a capped list and says why', async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(
      <PageNumbers
        label="Pages"
        page={1}
        pageSize={10}
        count={capped}
        onPageChange={onPageChange}
        firstLast
      />,
    )
    expect(screen.getByText('Showing 1 to 10 of 10,000+ entries')).toBeInTheDocument()
    expect(screen.queryByText(cappedNote)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Last' }))
    expect(onPageChange).toHaveBeenCalledWith(1000)

    rerender(
      <PageNumbers
        label="Pages"
        page={1000}
        pageSize={10}
        count={capped}
        onPageChange={onPageChange}
        firstLast
      />,
    )
    expect(screen.getByRole('button', { name: 'Page 1000' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button', { name: 'Page 1001' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByText(cappedNote)).toBeInTheDocument()
  })

  it('says nothing about the cap on the last page of a list that holds exactly what it shows', () => {
    render(
      <PageNumbers label="Pages" page={3} pageSize={10} count={exact(23)} onPageChange={() => undefined} />,
    )
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.queryByText(cappedNote)).not.toBeInTheDocument()
  })

  it('shows the current page number in white on the brand colour, never white on white', () => {
    render(
      <PageNumbers label="Pages" page={1} pageSize={10} count={exact(15)} onPageChange={() => undefined} />,
    )
    const current = screen.getByRole('button', { name: 'Page 1' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveClass('bg-brand-600', 'text-white')
    expect(current).not.toHaveClass('bg-surface')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveClass('bg-surface')
  })
})

describe('the previous/next pager', () => {
  it("reads 'Page 1 of 3' for an exact count, and 'Page 1 of 500+' past the cap", () => {
    const { rerender } = render(
      <Pager label="Pages" page={1} pageSize={20} count={exact(45)} onPageChange={() => undefined} />,
    )
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    rerender(<Pager label="Pages" page={1} pageSize={20} count={capped} onPageChange={() => undefined} />)
    expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
  })

  it('stops at the deepest page of a capped list and says why', () => {
    render(<Pager label="Pages" page={500} pageSize={20} count={capped} onPageChange={() => undefined} />)
    expect(screen.getByText('Page 500 of 500+')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByText(cappedNote)).toBeInTheDocument()
  })

  it('is hidden when everything fits on one page', () => {
    render(<Pager label="Pages" page={1} pageSize={20} count={exact(20)} onPageChange={() => undefined} />)
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })
})
