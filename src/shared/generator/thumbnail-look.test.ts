import { describe, expect, it } from 'vitest'
import { thumbnailTitle } from './thumbnail-look.ts'

describe('thumbnailTitle', () => {
  it('reads the title without its accent asterisks', () => {
    expect(thumbnailTitle({ textOverlay: { title: 'I Beat *The Boss*', subtitle: 'fast' } })).toBe(
      'I Beat The Boss',
    )
  })

  it('falls back to the subtitle, then to nothing', () => {
    expect(thumbnailTitle({ textOverlay: { title: ' ** ', subtitle: 'in ten minutes' } })).toBe(
      'in ten minutes',
    )
    expect(thumbnailTitle({ textOverlay: { title: '', subtitle: '' } })).toBeNull()
    expect(thumbnailTitle({})).toBeNull()
  })
})
