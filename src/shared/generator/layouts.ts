// No imports but types on purpose, like defaults.ts: the server's compositor and offline renderer,
// and the web form's layout picker, all read this data.
import type { Aspect, LayoutChoice, LayoutId } from './defaults.ts'

/** A box in fractions of the frame (0..1), so one layout serves every output size of its aspect. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface Layout {
  id: LayoutId
  /** What the form shows. */
  label: string
  aspect: Aspect
  /** Where the title and subtitle go; the type is fitted inside it. */
  textBox: Box
  /** Where the subject (icon, reference image, later the creator's cut-out) goes; null: none. */
  subjectBox: Box | null
  textAlign: 'left' | 'center' | 'right'
}

/**
 * Nothing typeset may enter these: YouTube's duration stamp (bottom right, about 16% × 14%) and a
 * 3% margin at every edge. Shorts show no stamp, but their UI covers the bottom.
 */
export const EDGE_MARGIN = 0.03
export const STAMP_CORNER: Box = { x: 0.84, y: 0.86, w: 0.16, h: 0.14 }

// Initial values; the compositor's owner tunes them (issue 10, item 2). The shape is the contract.
export const LAYOUTS: readonly Layout[] = [
  {
    id: 'text-left',
    label: 'Big text left, subject right',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.06, w: 0.55, h: 0.8 },
    subjectBox: { x: 0.56, y: 0.04, w: 0.42, h: 0.96 },
    textAlign: 'left',
  },
  {
    id: 'text-right',
    label: 'Subject left, big text right',
    aspect: '16:9',
    textBox: { x: 0.44, y: 0.06, w: 0.53, h: 0.78 },
    subjectBox: { x: 0.02, y: 0.04, w: 0.42, h: 0.96 },
    textAlign: 'right',
  },
  {
    id: 'big-number',
    label: 'A big number',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.05, w: 0.6, h: 0.85 },
    subjectBox: { x: 0.6, y: 0.08, w: 0.38, h: 0.9 },
    textAlign: 'left',
  },
  {
    id: 'versus',
    label: 'Versus split',
    aspect: '16:9',
    textBox: { x: 0.2, y: 0.55, w: 0.6, h: 0.3 },
    subjectBox: { x: 0.03, y: 0.05, w: 0.94, h: 0.5 },
    textAlign: 'center',
  },
  {
    id: 'top-banner',
    label: 'Top banner',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.04, w: 0.94, h: 0.36 },
    subjectBox: { x: 0.25, y: 0.4, w: 0.5, h: 0.6 },
    textAlign: 'center',
  },
  {
    id: 'bottom-banner',
    label: 'Bottom banner',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.5, w: 0.8, h: 0.36 },
    subjectBox: { x: 0.25, y: 0.02, w: 0.5, h: 0.5 },
    textAlign: 'left',
  },
  {
    id: 'center-stack',
    label: 'Centre stack',
    aspect: '16:9',
    textBox: { x: 0.08, y: 0.2, w: 0.84, h: 0.6 },
    subjectBox: null,
    textAlign: 'center',
  },
  {
    id: 'corner-reaction',
    label: 'Corner reaction',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.06, w: 0.66, h: 0.8 },
    subjectBox: { x: 0.68, y: 0.02, w: 0.3, h: 0.5 },
    textAlign: 'left',
  },
  {
    id: 'shorts-top',
    label: 'Shorts: text on top',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.08, w: 0.9, h: 0.3 },
    subjectBox: { x: 0.05, y: 0.38, w: 0.9, h: 0.45 },
    textAlign: 'center',
  },
  {
    id: 'shorts-center',
    label: 'Shorts: text in the middle',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.36, w: 0.9, h: 0.3 },
    subjectBox: { x: 0.1, y: 0.06, w: 0.8, h: 0.3 },
    textAlign: 'center',
  },
  {
    id: 'shorts-bottom',
    label: 'Shorts: text low',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.5, w: 0.9, h: 0.28 },
    subjectBox: { x: 0.05, y: 0.06, w: 0.9, h: 0.44 },
    textAlign: 'center',
  },
  {
    id: 'shorts-split',
    label: 'Shorts: split',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.06, w: 0.9, h: 0.22 },
    subjectBox: { x: 0.05, y: 0.3, w: 0.9, h: 0.5 },
    textAlign: 'center',
  },
]

export function layoutById(id: LayoutId): Layout {
  const layout = LAYOUTS.find((candidate) => candidate.id === id)
  if (!layout) throw new Error(`Unknown layout ${id}`)
  return layout
}

export const layoutsFor = (aspect: Aspect) => LAYOUTS.filter((layout) => layout.aspect === aspect)

/** 'auto' suits every size; a named layout only the aspect it was drawn for. */
export const layoutSuits = (choice: LayoutChoice, aspect: Aspect) =>
  choice === 'auto' || layoutById(choice).aspect === aspect
