import type { LayoutId } from '#shared/generator/defaults.ts'
import {
  layoutAwayFromSubject,
  MAX_TITLE_ON_SUBJECT,
  textBoxOnSubject,
} from '#shared/generator/layout-around.ts'
import { type Box, layoutById } from '#shared/generator/layouts.ts'
import { advise, type CheckItem } from './prepublish-advice.ts'
import type { Rect } from './regions.ts'

/** What the check needs to judge the title against the background's subject. */
export interface SubjectOverlapInput {
  width: number
  height: number
  title: string
  /** The salient subject's box (fractions of the frame), as the job recorded it. */
  box: Box
  layout: LayoutId
  /** A persona run suggests only layouts the person can stand in. */
  withSubject?: boolean
}

/**
 * The share (0-1) of the title's drawn area that lies on the subject's box: each title line's box
 * (outline and shadow included) counts by its area.
 */
export function titleShareOnSubject(titleRects: readonly Rect[], box: Box, width: number, height: number) {
  const subject = { x: box.x * width, y: box.y * height, w: box.w * width, h: box.h * height }
  let total = 0
  let on = 0
  for (const rect of titleRects) {
    total += rect.w * rect.h
    const w = Math.min(rect.x + rect.w, subject.x + subject.w) - Math.max(rect.x, subject.x)
    const h = Math.min(rect.y + rect.h, subject.y + subject.h) - Math.max(rect.y, subject.y)
    if (w > 0 && h > 0) on += w * h
  }
  return total > 0 ? on / total : 0
}

/**
 * The title must stay off what the picture is of: past MAX_TITLE_ON_SUBJECT of its area on the
 * subject, the fix names the layout that keeps it off (or 'Auto' on the next run when none does).
 * A layout is named only if its text box is itself within that share (decision 054): a layout
 * that is merely less bad (a subject filling the middle, 'Top banner' still a third on it) was
 * advice that, followed, warned again.
 */
export function titleOnSubjectItem(input: SubjectOverlapInput, titleRects: readonly Rect[]): CheckItem {
  const share = titleShareOnSubject(titleRects, input.box, input.width, input.height)
  const percent = Math.round(share * 100)
  if (share <= MAX_TITLE_ON_SUBJECT) {
    return {
      code: 'title-on-subject',
      ok: true,
      message: `${percent}% of the title lies on the picture's subject`,
      fix: null,
    }
  }
  const aspect = input.height > input.width ? '9:16' : '16:9'
  const better = layoutAwayFromSubject(input.box, {
    title: input.title,
    aspect,
    current: input.layout,
    withSubject: input.withSubject,
  })
  return {
    code: 'title-on-subject',
    ok: false,
    message: `${percent}% of the title lies on the picture's subject; keep it under ${Math.round(MAX_TITLE_ON_SUBJECT * 100)}%`,
    fix:
      better && textBoxOnSubject(better, input.box, input.title) <= MAX_TITLE_ON_SUBJECT
        ? advise('layout-off-subject', layoutById(better).label)
        : advise('auto-layout'),
  }
}
