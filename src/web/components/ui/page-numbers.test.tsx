import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageNumbers, pageWindow, showingText } from './page-numbers.tsx'

describe('page numbers', () => {
  it('keeps a window of 5 around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(7, 12, 5)).toEqual([5, 6, 7, 8, 9])
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3])
  })

  it("words the footer as the spec's tables do", () => {
    expect(showingText(2, 10, 23)).toBe('Showing 11 to 20 of 23 entries')
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 entries')
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 entries')
  })

  it('shows the current page number in white on the brand colour, never white on white', () => {
    render(<PageNumbers label="Pages" page={1} pageSize={10} total={15} onPageChange={() => undefined} />)
    const current = screen.getByRole('button', { name: 'Page 1' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveClass('bg-brand-600', 'text-white')
    expect(current).not.toHaveClass('bg-white')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveClass('bg-white')
  })
})
