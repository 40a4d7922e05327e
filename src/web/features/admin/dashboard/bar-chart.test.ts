import { describe, expect, it } from 'vitest'
import { niceMax } from '#web/features/admin/dashboard/bar-chart.tsx'

describe('niceMax', () => {
  it('rounds the scale up to 1, 2 or 5 × 10ⁿ, never below 2', () => {
    expect([0, 1, 2, 3, 7, 11, 20, 21, 99, 1500, 4999].map(niceMax)).toEqual([
      2, 2, 2, 5, 10, 20, 20, 50, 100, 2000, 5000,
    ])
  })
})
