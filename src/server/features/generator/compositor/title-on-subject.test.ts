import { describe, expect, it } from 'vitest'
import { layoutById } from '#shared/generator/layouts.ts'
import { titleOnSubjectItem, titleShareOnSubject } from './title-on-subject.ts'

const frame = { width: 1280, height: 720, title: 'The Phone Nobody Expected' }
const RIGHT = { x: 0.6, y: 0.2, w: 0.32, h: 0.56 }
// Two title lines set right, over the subject's side.
const rightLines = [
  { x: 500, y: 100, w: 720, h: 150 },
  { x: 700, y: 260, w: 520, h: 150 },
]

describe('the title-on-subject item', () => {
  it('measures the share of the title lines on the subject box', () => {
    expect(titleShareOnSubject(rightLines, RIGHT, 1280, 720)).toBeGreaterThan(0.4)
    expect(titleShareOnSubject([{ x: 40, y: 100, w: 600, h: 150 }], RIGHT, 1280, 720)).toBe(0)
  })

  it('warns past 15% and names a layout whose text box keeps off the subject', () => {
    const item = titleOnSubjectItem({ ...frame, box: RIGHT, layout: 'text-right' }, rightLines)
    expect(item.ok).toBe(false)
    expect(item.message).toMatch(/^\d+% of the title lies on the picture's subject; keep it under 15%$/)
    expect(item.fix).toBe(
      `Choose the layout '${layoutById('text-left').label}', which keeps the title off the subject`,
    )
  })

  it("passes when the title is clear, and says 'Auto' when no layout does better", () => {
    const clear = titleOnSubjectItem({ ...frame, box: RIGHT, layout: 'text-left' }, [
      { x: 40, y: 100, w: 600, h: 150 },
    ])
    expect(clear).toMatchObject({ ok: true, fix: null })
    const everywhere = { x: 0, y: 0, w: 1, h: 1 }
    const item = titleOnSubjectItem({ ...frame, box: everywhere, layout: 'text-left' }, rightLines)
    expect(item.ok).toBe(false)
    expect(item.fix).toMatch(/'Auto'/)
  })

  it('names no layout that would still put the title on the subject', () => {
    // 'Top banner' has less of its text box on a subject filling the middle, but still a third.
    const middle = { x: 0.2, y: 0.1, w: 0.6, h: 0.8 }
    const item = titleOnSubjectItem({ ...frame, box: middle, layout: 'center-stack' }, rightLines)
    expect(item.ok).toBe(false)
    expect(item.fix).toBe("Choose 'Auto' for the layout on your next run, so the layout follows the picture")
  })
})
