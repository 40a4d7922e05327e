// Types and pure functions only, like layouts.ts: the job, the offline renderer's image thread and
// the pre-publish check all choose and judge a layout around a background's subject with these.
import type { Aspect, LayoutId } from './defaults.ts'
import { type Box, layoutFor, pickLayouts } from './layouts.ts'

/** What the saliency detector found on a background: its subject's box and share of the frame. */
export interface Salient {
  /** Around the subject, in fractions of the frame; null when nothing stood out. */
  box: Box | null
  /** The subject's share of the frame's pixels (0-1). */
  share: number
}

/** More of the title than this on the background's subject is a warning (the check's threshold). */
export const MAX_TITLE_ON_SUBJECT = 0.15
/**
 * A layout whose text box has no more than this on the subject is kept as planned: the model did
 * as the prompt asked, and the variants keep their own layouts.
 */
export const KEEP_PLANNED_OVERLAP = 0.05
/** Layouts this close to the least overlap are as good: the variants spread over them. */
const AS_GOOD = 0.02

function overlapArea(a: Box, b: Box) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

/** The share (0-1) of `area` that lies on the subject's box: 0 without a subject. */
export function shareOnSubject(area: Box, subject: Box | null): number {
  if (!subject || area.w <= 0 || area.h <= 0) return 0
  return overlapArea(area, subject) / (area.w * area.h)
}

/** The share of a layout's text box on the subject (as drawn for `title`, mirrored if `auto`). */
export const textBoxOnSubject = (layout: LayoutId, subject: Box | null, title = '', auto = false) =>
  shareOnSubject(layoutFor(layout, title, auto).textBox, subject)

export interface LayoutAround {
  layout: LayoutId
  /** The chosen layout's text box on the subject (0-1), recorded in params. */
  overlap: number
}

/**
 * 'auto' after the background came back: the planned layout is kept while its text box stays off
 * the subject; otherwise the layouts with the least overlap are the candidates, in the title's
 * ranking, and variant n takes the n-th of them, so variants stay different where the subject
 * leaves more than one good place. Stays within the aspect; a persona run keeps to layouts with a
 * subject box.
 */
export function chooseLayoutAround(
  subject: Box | null,
  options: {
    title: string
    aspect: Aspect
    planned: LayoutId
    n: number
    withSubject?: boolean
    /** The layouts the run's other variants were planned with: a move avoids them where it can. */
    taken?: LayoutId[]
    /** Picked by 'auto': a right-to-left title's layouts are judged mirrored, as they are drawn. */
    auto?: boolean
  },
): LayoutAround {
  const onSubject = (layout: LayoutId) =>
    textBoxOnSubject(layout, subject, options.title, options.auto === true)
  const ranked = pickLayouts(options.title, options.aspect, 12, 'auto', options.withSubject).filter(
    (id, i, all) => all.indexOf(id) === i,
  )
  const plannedOverlap = onSubject(options.planned)
  if (!subject || plannedOverlap <= KEEP_PLANNED_OVERLAP) {
    return { layout: options.planned, overlap: plannedOverlap }
  }
  const scored = ranked.map((layout) => ({ layout, overlap: onSubject(layout) }))
  const least = Math.min(...scored.map((item) => item.overlap))
  const good = scored.filter((item) => item.overlap <= Math.max(KEEP_PLANNED_OVERLAP, least + AS_GOOD))
  const planned = good.find((item) => item.layout === options.planned)
  if (planned) return planned
  // Variants are planned with different layouts and settled one by one: a move onto another
  // variant's layout would make two of the run's pictures alike.
  const isFree = (item: LayoutAround) => !options.taken?.includes(item.layout)
  const pick = (items: LayoutAround[]) => items[(Math.max(1, options.n) - 1) % items.length] as LayoutAround
  const goodFree = good.filter(isFree)
  if (goodFree.length > 0) return pick(goodFree)
  const bestFree = scored.filter(isFree).sort((a, b) => a.overlap - b.overlap)[0]
  if (bestFree && bestFree.overlap <= MAX_TITLE_ON_SUBJECT) return bestFree
  // Sharing another variant's layout is worth it only when that keeps the title off the subject.
  if (least <= MAX_TITLE_ON_SUBJECT || !bestFree) return pick(good)
  return bestFree
}

/**
 * The layout to suggest when a chosen one's title sits on the subject: the least-overlapping of
 * the aspect (a persona run's among those with a subject box), or null when none does better.
 */
export function layoutAwayFromSubject(
  subject: Box | null,
  options: { title: string; aspect: Aspect; current: LayoutId; withSubject?: boolean },
): LayoutId | null {
  const best = chooseLayoutAround(subject, { ...options, planned: options.current, n: 1 })
  return best.layout !== options.current && best.overlap < textBoxOnSubject(options.current, subject)
    ? best.layout
    : null
}

/** How the layout is settled once the background is drawn (make-image.ts, aroundOptionsFor). */
export interface AroundOptions {
  title: string
  aspect: Aspect
  planned: LayoutId
  n: number
  withSubject: boolean
  /** The creator chose 'auto': the layout may move off the subject; else it is kept and judged. */
  auto: boolean
  /** The layouts the run's other variants were planned with. */
  taken?: LayoutId[]
}

/** What was found on the background, and the layout settled on around it. */
export type FoundSubject = Salient & { layout: LayoutId; textBoxOverlap: number }

/** The layout settled around a found subject: re-picked for 'auto', kept (and measured) otherwise. */
export function settleAround(salient: Salient, around: AroundOptions): FoundSubject {
  const chosen = around.auto
    ? chooseLayoutAround(salient.box, around)
    : { layout: around.planned, overlap: textBoxOnSubject(around.planned, salient.box) }
  return { ...salient, layout: chosen.layout, textBoxOverlap: Math.round(chosen.overlap * 1000) / 1000 }
}
