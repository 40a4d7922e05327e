import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DailyChart } from '#web/features/youtube/components/daily-chart.tsx'

afterEach(() => vi.restoreAllMocks())

const bars = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day, index) => ({
  day,
  variant: index % 2,
  value: 100 * (index + 1),
  tooltip: `${day}: ${100 * (index + 1)} impressions`,
}))

const drawnAt = (width: number) => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect)
  render(<DailyChart bars={bars} formatValue={String} least={2} summary="Impressions per day" />)
  return screen.getByRole('img', { name: 'Impressions per day' })
}

describe('DailyChart', () => {
  it("draws at a phone column's own width, so its 13 px labels stay 13 px there", () => {
    expect(drawnAt(311).getAttribute('viewBox')).toBe('0 0 311 200')
  })

  it('keeps its full drawing on a wide screen, and a readable least width on a tiny one', () => {
    expect(drawnAt(1100).getAttribute('viewBox')).toBe('0 0 640 200')
    vi.restoreAllMocks()
    cleanup()
    expect(drawnAt(200).getAttribute('viewBox')).toBe('0 0 280 200')
  })
})
