import { describe, expect, it } from 'vitest'
import { LANDSCAPE_LAYOUTS, LAYOUT_IDS, PORTRAIT_LAYOUTS } from './defaults.ts'
import {
  type Box,
  EDGE_MARGIN,
  isRtlTitle,
  LAYOUTS,
  layoutById,
  layoutFor,
  layoutsFor,
  pickLayouts,
  STAMP_CORNER,
} from './layouts.ts'

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

describe('layouts as data', () => {
  it('has one entry per layout id: 8 for 16:9 and 4 of their own for 9:16', () => {
    expect(LAYOUTS.map((l) => l.id).sort()).toEqual([...LAYOUT_IDS].sort())
    expect(layoutsFor('16:9').map((l) => l.id)).toEqual([...LANDSCAPE_LAYOUTS])
    expect(layoutsFor('9:16').map((l) => l.id)).toEqual([...PORTRAIT_LAYOUTS])
  })

  it('keeps every text box out of the stamp corner and the edge margin', () => {
    for (const layout of LAYOUTS) {
      const box = layout.textBox
      expect(overlaps(box, STAMP_CORNER), `${layout.id} touches the stamp corner`).toBe(false)
      expect(box.x, layout.id).toBeGreaterThanOrEqual(EDGE_MARGIN)
      expect(box.y, layout.id).toBeGreaterThanOrEqual(EDGE_MARGIN)
      expect(box.x + box.w, layout.id).toBeLessThanOrEqual(1 - EDGE_MARGIN + 1e-9)
      expect(box.y + box.h, layout.id).toBeLessThanOrEqual(1 - EDGE_MARGIN + 1e-9)
    }
  })

  it('gives the type a big box and keeps subject boxes inside the frame', () => {
    for (const layout of LAYOUTS) {
      // A third of the frame or more: the type is fitted to this box, so its size is the letters' size.
      expect(layout.textBox.w * layout.textBox.h, layout.id).toBeGreaterThanOrEqual(0.2)
      const subject = layout.subjectBox
      if (!subject) continue
      expect(subject.x >= 0 && subject.y >= 0, layout.id).toBe(true)
      expect(subject.x + subject.w <= 1 + 1e-9 && subject.y + subject.h <= 1 + 1e-9, layout.id).toBe(true)
    }
  })
})

describe('pickLayouts', () => {
  it("puts the versus split first for an 'A vs B' title and the big number for a leading number", () => {
    expect(pickLayouts('iPhone vs Pixel', '16:9', 1, 'auto')).toEqual(['versus'])
    expect(pickLayouts('Cats Versus Dogs', '16:9', 1, 'auto')).toEqual(['versus'])
    expect(pickLayouts('7 Mistakes Beginners Make', '16:9', 1, 'auto')).toEqual(['big-number'])
    expect(pickLayouts('$100 vs $1000 Phone', '16:9', 2, 'auto')).toEqual(['versus', 'big-number'])
  })

  it('uses the centre stack for a word or two and a wide banner for a long title', () => {
    expect(pickLayouts('Unbeatable?', '16:9', 1, 'auto')).toEqual(['center-stack'])
    expect(pickLayouts('The Night Everything Changed In My Small Town', '16:9', 1, 'auto')).toEqual([
      'top-banner',
    ])
    expect(pickLayouts('Hidden Gem In Japan', '16:9', 1, 'auto')).toEqual(['text-left'])
  })

  it('never offers the versus split to a title without a vs, nor the big number to one without a number', () => {
    const all = pickLayouts('Hidden Gem In Japan', '16:9', 8, 'auto')
    expect(all).not.toContain('versus')
    expect(all).not.toContain('big-number')
  })

  it('gives each of 4 variants a different layout, with auto and with a chosen one first', () => {
    for (const title of ['Hidden Gem In Japan', 'iPhone vs Pixel', '30 Day Abs', 'Wow']) {
      const auto = pickLayouts(title, '16:9', 4, 'auto')
      expect(new Set(auto).size, title).toBe(4)
      const chosen = pickLayouts(title, '16:9', 4, 'corner-reaction')
      expect(chosen[0]).toBe('corner-reaction')
      expect(new Set(chosen).size, title).toBe(4)
    }
  })

  it('picks only 9:16 layouts for a Shorts cover, all different, and refuses a layout of the other aspect', () => {
    const portrait = pickLayouts('Hidden Gem In Japan', '9:16', 4, 'auto')
    expect(new Set(portrait).size).toBe(4)
    expect(portrait.every((id) => layoutById(id).aspect === '9:16')).toBe(true)
    expect(() => pickLayouts('Hidden Gem', '9:16', 1, 'text-left')).toThrow(/not a 9:16 layout/)
    expect(() => pickLayouts('Hidden Gem', '16:9', 1, 'shorts-top')).toThrow(/not a 16:9 layout/)
  })
})

describe('pickLayouts with a subject to place (a persona)', () => {
  it("skips layouts without a subject box, so a short title's 'auto' still leaves room for the person", () => {
    expect(pickLayouts('Hidden Gem', '16:9', 1, 'auto')).toEqual(['center-stack'])
    const picked = pickLayouts('Hidden Gem', '16:9', 4, 'auto', true)
    expect(picked[0]).toBe('text-left')
    expect(picked.every((id) => layoutById(id).subjectBox !== null)).toBe(true)
    expect(new Set(picked).size).toBe(4)
  })
})

describe('layouts for a right-to-left title', () => {
  const arabic = 'أفضل هاتف iPhone 17 في 2025'

  it('reads the direction from the first letter', () => {
    expect(isRtlTitle(arabic)).toBe(true)
    expect(isRtlTitle('*טיול* לאילת')).toBe(true)
    expect(isRtlTitle('17 iPhone أفضل')).toBe(false)
    expect(isRtlTitle('絶対に見てはいけない')).toBe(false)
  })

  it("mirrors an 'auto' layout: text on the right and right-aligned, subject on the left, still clear of the stamp", () => {
    const mirrored = layoutFor('text-left', arabic, true)
    expect(mirrored.textAlign).toBe('right')
    expect(mirrored.textBox.x + mirrored.textBox.w).toBeGreaterThan(0.9)
    expect(mirrored.subjectBox?.x).toBe(0)
    for (const layout of layoutsFor('16:9')) {
      const box = layoutFor(layout.id, arabic, true).textBox
      expect(overlaps(box, STAMP_CORNER), layout.id).toBe(false)
      expect(box.x, layout.id).toBeGreaterThanOrEqual(EDGE_MARGIN - 1e-9)
      expect(box.x + box.w, layout.id).toBeLessThanOrEqual(1 - EDGE_MARGIN + 1e-9)
      expect(layoutFor(layout.id, arabic, true).textAlign, layout.id).not.toBe('left')
    }
  })

  it('keeps the boxes of a layout the creator chose, but never left-aligns the title', () => {
    const chosen = layoutFor('text-left', arabic, false)
    expect(chosen.textBox).toEqual(layoutById('text-left').textBox)
    expect(chosen.subjectBox).toEqual(layoutById('text-left').subjectBox)
    expect(chosen.textAlign).toBe('right')
    expect(layoutFor('top-banner', arabic, false).textAlign).toBe('center')
    expect(layoutFor('text-left', 'The Best Phone', true)).toEqual(layoutById('text-left'))
  })

  it('counts the words of a title without spaces, and sees a number in any script', () => {
    expect(pickLayouts('絶対に見てはいけない本当の動画です', '16:9', 1, 'auto')[0]).toBe('top-banner')
    expect(pickLayouts('١٠ أشياء لا تعرفها', '16:9', 1, 'auto')[0]).toBe('big-number')
  })
})
