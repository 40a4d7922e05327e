import { describe, expect, it } from 'vitest'
import { statusTone } from '#web/components/ui/badge.tsx'

describe('payment badge colours (admin-and-items.md §4)', () => {
  it('paints the spec statuses in its colours, whatever their case', () => {
    expect(['Completed', 'Paid', 'paid'].map(statusTone)).toEqual(['green', 'green', 'green'])
    expect(['Processing', 'pending', 'PENDING'].map(statusTone)).toEqual(['yellow', 'yellow', 'yellow'])
    expect(statusTone('Shipped')).toBe('blue')
    expect(statusTone('Cancelled')).toBe('red')
  })

  it('shows a refused or returned payment in red, and anything else in grey', () => {
    expect(['Denied', 'Refunded', 'Reversed'].map(statusTone)).toEqual(['red', 'red', 'red'])
    expect([undefined, null, '', 'On hold'].map(statusTone)).toEqual(['grey', 'grey', 'grey', 'grey'])
  })
})
