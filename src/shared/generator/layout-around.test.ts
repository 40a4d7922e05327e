import { describe, expect, it } from 'vitest'
import { chooseLayoutAround, layoutAwayFromSubject, textBoxOnSubject } from './layout-around.ts'
import { layoutById } from './layouts.ts'

const LEFT = { x: 0.02, y: 0.15, w: 0.36, h: 0.7 }
const RIGHT = { x: 0.62, y: 0.15, w: 0.36, h: 0.7 }
const TOP_CORNER = { x: 0.8, y: 0, w: 0.2, h: 0.2 }
const title = 'This Changed Everything Forever'

describe('chooseLayoutAround', () => {
  it('moves the text off a subject on the left, and off one on the right', () => {
    const left = chooseLayoutAround(LEFT, { title, aspect: '16:9', planned: 'text-left', n: 1 })
    expect(left.layout).not.toBe('text-left')
    expect(left.overlap).toBeLessThanOrEqual(0.1)
    expect(textBoxOnSubject('text-left', LEFT)).toBeGreaterThan(0.3)

    const right = chooseLayoutAround(RIGHT, { title, aspect: '16:9', planned: 'text-right', n: 1 })
    expect(right.layout).not.toBe('text-right')
    expect(right.overlap).toBeLessThan(textBoxOnSubject('text-right', RIGHT))
    expect(right.overlap).toBeLessThanOrEqual(0.1)
  })

  it('keeps the planned layout when its text box is clear of the subject', () => {
    expect(chooseLayoutAround(RIGHT, { title, aspect: '16:9', planned: 'text-left', n: 2 })).toEqual({
      layout: 'text-left',
      overlap: expect.any(Number),
    })
    expect(chooseLayoutAround(null, { title, aspect: '16:9', planned: 'versus', n: 3 }).layout).toBe('versus')
  })

  it('spreads the variants over the equally good layouts', () => {
    const picks = [1, 2, 3].map(
      (n) => chooseLayoutAround(TOP_CORNER, { title, aspect: '16:9', planned: 'top-banner', n }).layout,
    )
    expect(new Set(picks).size).toBe(3)
    for (const layout of picks) expect(textBoxOnSubject(layout, TOP_CORNER)).toBeLessThanOrEqual(0.05)
  })

  it("keeps the run's variants on different layouts unless sharing one is what keeps the title clear", () => {
    // Two layouts clear a top corner: a variant moves onto the one no other variant was planned with.
    const free = chooseLayoutAround(TOP_CORNER, {
      title,
      aspect: '16:9',
      planned: 'top-banner',
      n: 1,
      taken: ['text-left'],
    })
    expect(free.layout).not.toBe('text-left')
    expect(free.overlap).toBeLessThanOrEqual(0.05)
    // Only text-right clears a subject on the left: a title on the subject would be worse than a shared layout.
    const shared = chooseLayoutAround(LEFT, {
      title,
      aspect: '16:9',
      planned: 'text-left',
      n: 1,
      taken: ['text-right'],
    })
    expect(shared.layout).toBe('text-right')
    // A subject no layout clears: the variant keeps a layout of its own rather than take another's.
    const WIDE = { x: 0, y: 0.1, w: 1, h: 0.6 }
    const own = chooseLayoutAround(WIDE, {
      title,
      aspect: '16:9',
      planned: 'text-left',
      n: 1,
      taken: ['text-right', 'corner-reaction', 'top-banner', 'bottom-banner'],
    })
    expect(['text-right', 'corner-reaction', 'top-banner', 'bottom-banner']).not.toContain(own.layout)
  })

  it('stays within the aspect and, for a persona, among layouts with a subject box', () => {
    const portrait = chooseLayoutAround(
      { x: 0, y: 0, w: 1, h: 0.4 },
      { title, aspect: '9:16', planned: 'shorts-top', n: 1 },
    )
    expect(layoutById(portrait.layout).aspect).toBe('9:16')
    expect(portrait.layout).not.toBe('shorts-top')
    const centre = { x: 0.25, y: 0.05, w: 0.5, h: 0.9 }
    for (const n of [1, 2, 3, 4]) {
      const pick = chooseLayoutAround(centre, {
        title: 'Big Win',
        aspect: '16:9',
        planned: 'text-left',
        n,
        withSubject: true,
      })
      expect(layoutById(pick.layout).subjectBox).not.toBeNull()
    }
  })
})

describe('chooseLayoutAround for a right-to-left title', () => {
  it("judges an 'auto' layout as drawn, mirrored: text on the right stays planned beside a subject on the left", () => {
    const arabic = 'أفضل هاتف في عام 2025'
    const FAR_LEFT = { x: 0, y: 0.15, w: 0.3, h: 0.7 }
    expect(textBoxOnSubject('text-left', FAR_LEFT)).toBeGreaterThan(0.3)
    const kept = chooseLayoutAround(FAR_LEFT, {
      title: arabic,
      aspect: '16:9',
      planned: 'text-left',
      n: 1,
      auto: true,
    })
    expect(kept.layout).toBe('text-left')
    expect(kept.overlap).toBe(0)
    const moved = chooseLayoutAround(RIGHT, {
      title: arabic,
      aspect: '16:9',
      planned: 'text-left',
      n: 1,
      auto: true,
    })
    expect(moved.layout).not.toBe('text-left')
    expect(moved.overlap).toBeLessThanOrEqual(0.1)
  })
})

describe('layoutAwayFromSubject', () => {
  it('names a layout with less of its text on the subject, or none when nothing is better', () => {
    const better = layoutAwayFromSubject(LEFT, { title, aspect: '16:9', current: 'text-left' })
    expect(better).not.toBeNull()
    expect(textBoxOnSubject(better ?? 'text-left', LEFT)).toBeLessThan(textBoxOnSubject('text-left', LEFT))
    expect(layoutAwayFromSubject(RIGHT, { title, aspect: '16:9', current: 'text-left' })).toBeNull()
  })
})
