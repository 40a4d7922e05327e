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

/**
 * 8 compositions for 16:9 and 4 for 9:16, tuned by eye against real thumbnails: the text boxes are
 * large (the type is fitted to them, so a bigger box is bigger letters), and every one stays out of
 * the stamp corner and the edge margin (tests/unit... layouts.test.ts checks the data). A subject box
 * may run to the frame's edge: it holds pictures, not type.
 */
export const LAYOUTS: readonly Layout[] = [
  {
    id: 'text-left',
    label: 'Big text left, subject right',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.05, w: 0.66, h: 0.8 },
    subjectBox: { x: 0.6, y: 0.04, w: 0.4, h: 0.96 },
    textAlign: 'left',
  },
  {
    id: 'text-right',
    label: 'Subject left, big text right',
    aspect: '16:9',
    textBox: { x: 0.31, y: 0.05, w: 0.66, h: 0.78 },
    subjectBox: { x: 0, y: 0.04, w: 0.4, h: 0.96 },
    textAlign: 'right',
  },
  {
    id: 'big-number',
    label: 'A big number',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.04, w: 0.68, h: 0.81 },
    subjectBox: { x: 0.64, y: 0.12, w: 0.36, h: 0.88 },
    textAlign: 'left',
  },
  {
    id: 'versus',
    label: 'Versus split',
    aspect: '16:9',
    textBox: { x: 0.14, y: 0.05, w: 0.72, h: 0.52 },
    subjectBox: { x: 0.22, y: 0.5, w: 0.56, h: 0.5 },
    textAlign: 'center',
  },
  {
    id: 'top-banner',
    label: 'Top banner',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.04, w: 0.94, h: 0.52 },
    subjectBox: { x: 0.28, y: 0.5, w: 0.44, h: 0.5 },
    textAlign: 'center',
  },
  {
    id: 'bottom-banner',
    label: 'Bottom banner',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.44, w: 0.79, h: 0.41 },
    subjectBox: { x: 0.5, y: 0.02, w: 0.46, h: 0.5 },
    textAlign: 'left',
  },
  {
    id: 'center-stack',
    label: 'Centre stack',
    aspect: '16:9',
    textBox: { x: 0.07, y: 0.1, w: 0.86, h: 0.74 },
    subjectBox: null,
    textAlign: 'center',
  },
  {
    id: 'corner-reaction',
    label: 'Corner reaction',
    aspect: '16:9',
    textBox: { x: 0.03, y: 0.28, w: 0.74, h: 0.57 },
    subjectBox: { x: 0.66, y: 0, w: 0.34, h: 0.56 },
    textAlign: 'left',
  },
  // Shorts: the app's own buttons cover the right side and its caption the bottom quarter.
  {
    id: 'shorts-top',
    label: 'Shorts: text on top',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.06, w: 0.86, h: 0.36 },
    subjectBox: { x: 0.04, y: 0.4, w: 0.92, h: 0.38 },
    textAlign: 'center',
  },
  {
    id: 'shorts-center',
    label: 'Shorts: text in the middle',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.34, w: 0.86, h: 0.36 },
    subjectBox: { x: 0.1, y: 0.04, w: 0.8, h: 0.3 },
    textAlign: 'center',
  },
  {
    id: 'shorts-bottom',
    label: 'Shorts: text low',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.42, w: 0.86, h: 0.32 },
    subjectBox: { x: 0.04, y: 0.04, w: 0.92, h: 0.4 },
    textAlign: 'center',
  },
  {
    id: 'shorts-split',
    label: 'Shorts: split',
    aspect: '9:16',
    textBox: { x: 0.05, y: 0.05, w: 0.86, h: 0.3 },
    subjectBox: { x: 0, y: 0.34, w: 1, h: 0.42 },
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

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms: letters that read from the right. */
export const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u

/** A title reads from the right when its first letter does ('أفضل iPhone 17', not 'iPhone 17 الأفضل'). */
export function isRtlTitle(title: string): boolean {
  const first = title.match(/\p{L}/u)?.[0]
  return first !== undefined && RTL_LETTER.test(first)
}

const mirrorBox = (box: Box): Box => ({ ...box, x: Math.round((1 - box.x - box.w) * 1e4) / 1e4 })

/**
 * The layout as it is drawn for a title. A right-to-left title mirrors the composition when the
 * layout was picked by 'auto': text on the right, subject on the left. A layout the creator chose
 * keeps its boxes. Either way a right-to-left title is never left-aligned: its lines start at the
 * right. The compositor, the offline renderer and the model's prompt all place by this.
 */
export function layoutFor(id: LayoutId, title: string, auto: boolean): Layout {
  const layout = layoutById(id)
  if (!isRtlTitle(title)) return layout
  const boxes = auto
    ? { textBox: mirrorBox(layout.textBox), subjectBox: layout.subjectBox && mirrorBox(layout.subjectBox) }
    : {}
  return { ...layout, ...boxes, textAlign: layout.textAlign === 'center' ? 'center' : 'right' }
}

/** Words as a creator counts them: a run of Chinese, Japanese or Thai counts its segmenter words. */
const words = (title: string) =>
  title
    .replace(/\*/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) =>
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(token)
        ? Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(token))
            .filter((s) => s.isWordLike)
            .map((s) => s.segment)
        : [token],
    )

/** 'A vs B', 'A versus B'. */
export const isVersusTitle = (title: string) => /(^|\s)(vs\.?|versus)(\s|$)/i.test(title.replace(/\*/g, ''))
/** '7 Mistakes…', '$100 vs $1000', '#1 Trick'. */
export const leadsWithNumber = (title: string) => /^[\s*]*[#$€£₹¥]?\p{Nd}/u.test(title)

/**
 * The title's shape ranks the layouts: 'vs' puts the versus split first, a leading number the big
 * number, a short title the centre stack, a long one the wide banners. Versus is only offered for
 * a 'vs' title, the big number only for a title that has a number to show.
 */
function rankLandscape(title: string): LayoutId[] {
  const count = words(title).length
  const first: LayoutId[] = []
  if (isVersusTitle(title)) first.push('versus')
  if (leadsWithNumber(title)) first.push('big-number')
  const byLength: LayoutId[] =
    count <= 2
      ? ['center-stack', 'text-left', 'text-right', 'corner-reaction', 'bottom-banner', 'top-banner']
      : count >= 6
        ? ['top-banner', 'text-left', 'bottom-banner', 'text-right', 'center-stack', 'corner-reaction']
        : ['text-left', 'text-right', 'corner-reaction', 'top-banner', 'bottom-banner', 'center-stack']
  return [...new Set([...first, ...byLength])]
}

function rankPortrait(title: string): LayoutId[] {
  return words(title).length >= 6
    ? ['shorts-split', 'shorts-top', 'shorts-center', 'shorts-bottom']
    : ['shorts-top', 'shorts-center', 'shorts-bottom', 'shorts-split']
}

/**
 * One layout per variant of a run, all different while the aspect has enough. 'auto' takes the
 * title's ranking; a chosen layout goes to the first variant and the other variants take the
 * ranking's best others, so 4 variants stay 4 different pictures (any of them can be switched to
 * the chosen layout for free afterwards). A chosen layout of the other aspect is the caller's error.
 */
export function pickLayouts(
  title: string,
  aspect: Aspect,
  count: number,
  choice: LayoutChoice,
  /** A run with the creator's persona: 'auto' offers only layouts with a subject box to stand in. */
  withSubject = false,
): LayoutId[] {
  const all = aspect === '9:16' ? rankPortrait(title) : rankLandscape(title)
  const ranked = withSubject ? all.filter((id) => layoutById(id).subjectBox !== null) : all
  if (choice !== 'auto' && layoutById(choice).aspect !== aspect) {
    throw new Error(`The layout ${choice} is not a ${aspect} layout`)
  }
  const order = choice === 'auto' ? ranked : [choice, ...ranked.filter((id) => id !== choice)]
  return Array.from({ length: count }, (_, i) => order[i % order.length] as LayoutId)
}
