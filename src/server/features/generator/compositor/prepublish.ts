import type { TextMode, TextSize } from '#shared/generator/defaults.ts'
import { undrawableCharacters } from '#shared/generator/font-coverage.ts'
import { EDGE_MARGIN, STAMP_CORNER } from '#shared/generator/layouts.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import { betterTitleColor, measureTitle } from './legibility.ts'
import { advise, type CheckItem } from './prepublish-advice.ts'
import { decodeSample, type SamplePixels } from './prepublish-sample.ts'
import type { Rect } from './regions.ts'
import type { TitleMask } from './title-mask.ts'
import { type SubjectOverlapInput, titleOnSubjectItem } from './title-on-subject.ts'

export { type SamplePixels, sampleForCheck, sampleSize } from './prepublish-sample.ts'

/**
 * The pre-publish check (issue 10, item 6; decisions 016 and 032): what can be measured on the
 * finished composite, the title judged as it is drawn, with a concrete fix for each problem. It reports sizes, ratios and positions and
 * never predicts clicks. Anything the compositor did not report is unknown, and its item is left
 * out rather than failed.
 */

export type TextRectKind = 'title' | 'subtitle' | 'plate'
export interface TextRect {
  kind: TextRectKind
  rect: Rect
}

export interface PrepublishInput {
  /** The encoded composite (JPEG or PNG), decoded and shrunk for the contrast item... */
  bytes?: Buffer
  /** ...or, from an image thread that still holds the composite, its sample (sampleForCheck). */
  pixels?: SamplePixels
  width: number
  height: number
  title: string
  /** The title's letter height in the full-size frame; null when unknown. */
  titleLetterHeightPx: number | null
  /** Where the typeset title, subtitle and plates went; null when unknown. */
  textRects: readonly TextRect[] | null
  /** The title's fill colour; null when nothing was typeset. */
  textColor: string | null
  textMode: TextMode
  /** The creator's text size, so the fix can name the control to change. */
  textSize?: TextSize
  /** Where the title's letters and outline lie (titleMask); without it contrast is unknown. */
  mask?: TitleMask | null
  /** The background's salient subject and the layout used; absent when none was looked for. */
  subject?: Omit<SubjectOverlapInput, 'width' | 'height' | 'title'> | null
}

/**
 * The title's letters must be at least this tall once the thumbnail is shrunk to the watch-page
 * sidebar (168×94). Decision 016 set 10 px, the capitals of YouTube's own 14 px title text beside
 * it; decision 036 lowers it to what reads: with the letters at 4.5:1 (the contrast item), OCR at
 * 168×94 read every title from 7.3 px up and missed some below 6.8 px. Between this and
 * PAGE_TITLE_PX the item passes and says the title is smaller than the page's own.
 */
export const MIN_TITLE_PX_SMALL = 8
/** The capitals of YouTube's 14 px Roboto video title beside the sidebar thumbnail. */
export const PAGE_TITLE_PX = 10
/** The sizes a thumbnail is seen at its smallest: the sidebar, and a Shorts shelf card. */
export const SMALL_LANDSCAPE = { width: 168, height: 94 } as const
export const SMALL_PORTRAIT = { width: 108, height: 192 } as const
/**
 * WCAG's contrast for text below its 'large' size, for every edge of the letter (decision 032): at
 * 168×94 even a big title is 10-25 px, short of WCAG's 18.66 px bold; a grey title in a white
 * outline at 3.5:1 was half read back by OCR there.
 */
export const MIN_CONTRAST = 4.5
export const MAX_TITLE_WORDS = 6
export const SUGGESTED_TITLE_WORDS = 5

type Item = CheckItem

export function titleWords(title: string): string[] {
  return title
    .replace(/\*/g, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
}

export async function prepublishCheck(input: PrepublishInput): Promise<PrepublishCheck> {
  const items: Item[] = []
  const words = titleWords(input.title)
  const typeset = input.textMode === 'exact' && words.length > 0
  const titleRects = (input.textRects ?? []).filter((r) => r.kind === 'title').map((r) => r.rect)

  // A title the compositor reported placing nowhere is as missing as an empty one.
  if (words.length === 0 || (typeset && input.textRects !== null && titleRects.length === 0)) {
    items.push(noTitleItem())
  }
  if (typeset) {
    const missing = undrawableCharacters(input.title.replace(/\*/g, '')).filter((ch) => /\S/u.test(ch))
    if (missing.length > 0) items.push(glyphItem(missing))
  }
  if (typeset && input.titleLetterHeightPx !== null) items.push(titleSizeItem(input, words.length))
  let titleContrast: number | null = null
  if (typeset && titleRects.length > 0 && input.mask) {
    const sample = input.pixels ?? (await decodeSample(input.bytes, input.width, input.height))
    const contrast = sample ? contrastItem(input, sample, input.mask) : null
    if (contrast) items.push(contrast.item)
    titleContrast = contrast?.ratio ?? null
  }
  if (input.textRects && input.textRects.length > 0) items.push(safeAreaItem(input, input.textRects))
  if (typeset && input.subject && titleRects.length > 0) {
    items.push(titleOnSubjectItem({ ...input, ...input.subject }, titleRects))
  }
  if (words.length > 0) items.push(wordCountItem(words.length))

  const titleHeight =
    typeset && input.titleLetterHeightPx !== null ? round3(input.titleLetterHeightPx / input.height) : null
  return {
    status: items.every((item) => item.ok) ? 'pass' : 'warn',
    items,
    measures: { titleHeight, titleContrast: titleContrast === null ? null : round3(titleContrast) },
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/** The feed's smallest size for this frame, as a scale from the frame and as words. */
export function smallSize(input: { width: number; height: number }) {
  const portrait = input.height > input.width
  const small = portrait ? SMALL_PORTRAIT : SMALL_LANDSCAPE
  return {
    scale: Math.min(small.width / input.width, small.height / input.height),
    where: portrait ? `${small.width}×${small.height} (a Shorts shelf card)` : '168×94 (the sidebar)',
  }
}

function titleSizeItem(input: PrepublishInput, wordCount: number): Item {
  const { scale, where } = smallSize(input)
  const px = Math.round((input.titleLetterHeightPx ?? 0) * scale * 10) / 10
  const message = `Title letters are ${px} px tall at ${where}`
  if (px >= PAGE_TITLE_PX) return { code: 'title-size', ok: true, message, fix: null }
  if (px >= MIN_TITLE_PX_SMALL) {
    const note = `${message}: it reads, though smaller than YouTube's own title text beside it (${PAGE_TITLE_PX} px)`
    return { code: 'title-size', ok: true, message: note, fix: null }
  }
  // No "Use 'Fit'": a fixed size is 9.4 px or more at 168×94 unless the title is too long for its
  // box, and then 'Fit' sets it no bigger (decision 036). Fewer words or more room do.
  const fix =
    wordCount > 3
      ? advise('shorten', Math.max(2, Math.min(SUGGESTED_TITLE_WORDS, wordCount - 2)))
      : advise('bigger-text-area')
  return {
    code: 'title-size',
    ok: false,
    message: `${message}; aim for at least ${MIN_TITLE_PX_SMALL} px`,
    fix,
  }
}

/** No title at all, or none the compositor could place: the picture alone rarely says what a video is. */
function noTitleItem(): Item {
  return {
    code: 'no-title',
    ok: false,
    message: 'There is no title on the thumbnail',
    fix: advise('add-title'),
  }
}

/** Characters no bundled face covers would be drawn as empty boxes (issue 26, item 4). */
function glyphItem(missing: string[]): Item {
  return {
    code: 'title-glyphs',
    ok: false,
    message: `These characters would be drawn as empty boxes: ${missing.join(' ')}`,
    fix: advise('remove-characters'),
  }
}

function wordCountItem(count: number): Item {
  const message = `The title has ${count} ${count === 1 ? 'word' : 'words'}`
  if (count <= MAX_TITLE_WORDS) return { code: 'word-count', ok: true, message, fix: null }
  return {
    code: 'word-count',
    ok: false,
    message: `${message}; more than ${MAX_TITLE_WORDS} are hard to take in at a glance`,
    fix: advise('shorten', SUGGESTED_TITLE_WORDS),
  }
}

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

function safeAreaItem(input: PrepublishInput, rects: readonly TextRect[]): Item {
  const { width, height } = input
  const stamp: Rect = {
    x: STAMP_CORNER.x * width,
    y: STAMP_CORNER.y * height,
    w: STAMP_CORNER.w * width,
    h: STAMP_CORNER.h * height,
  }
  // Measured in pixels of the frame, with a pixel's grace for antialiasing.
  const mx = EDGE_MARGIN * width - 1
  const my = EDGE_MARGIN * height - 1
  const nearEdge = ({ rect: r }: TextRect) =>
    r.x < mx || r.y < my || r.x + r.w > width - mx || r.y + r.h > height - my
  const inStamp = rects.filter((r) => intersects(r.rect, stamp))
  const atEdge = rects.filter(nearEdge)
  if (inStamp.length === 0 && atEdge.length === 0) {
    return {
      code: 'safe-area',
      ok: true,
      message: 'Text stays clear of the edges and of the video-length corner',
      fix: null,
    }
  }
  const names = (list: TextRect[]) => [...new Set(list.map((r) => r.kind))].join(' and ')
  if (inStamp.length > 0) {
    return {
      code: 'safe-area',
      ok: false,
      message: `The ${names(inStamp)} reaches the bottom-right corner, where YouTube shows the video length`,
      fix: advise('out-of-stamp'),
    }
  }
  const margin = Math.round(EDGE_MARGIN * 100)
  return {
    code: 'safe-area',
    ok: false,
    message: `The ${names(atEdge)} comes within ${margin}% of the edge, where it can be cut off`,
    fix: advise('clear-of-edges'),
  }
}

/** The contrast item, and the ratio that decided it: the best way the title is set apart. */
function contrastItem(
  input: PrepublishInput,
  sample: SamplePixels,
  mask: TitleMask,
): { item: Item; ratio: number } | null {
  const { scale, where } = smallSize(input)
  const measure = measureTitle(sample, mask, input.width, scale)
  if (!measure) return null
  const { separated, fillVsOutline, outlineVsAround, fillVsAround, outlineSmallPx } = measure
  const ratio = separated ? Math.max(fillVsOutline ?? 1, outlineVsAround ?? 1) : fillVsAround
  const shown = (value: number) => `${value.toFixed(1)}:1`
  const ok = (message: string) => ({
    item: { code: 'text-contrast' as const, ok: true, message, fix: null },
    ratio,
  })
  if (separated && fillVsOutline !== null && fillVsOutline >= MIN_CONTRAST) {
    return ok(
      `The letters stand out from their own outline (${shown(fillVsOutline)}), which is ${outlineSmallPx} px wide at ${where}`,
    )
  }
  if (separated && outlineVsAround !== null && outlineVsAround >= MIN_CONTRAST) {
    return ok(`The outlined letters stand out from the picture around them (${shown(outlineVsAround)})`)
  }
  if (!separated && fillVsAround >= MIN_CONTRAST) {
    return ok(`The title stands out from the picture around it (${shown(fillVsAround)})`)
  }
  const better = betterTitleColor(measure, MIN_CONTRAST)
  const fix =
    better && better.toUpperCase() !== input.textColor?.toUpperCase()
      ? advise('colour', better)
      : advise('overlay')
  const message = separated
    ? `The letters are close to their outline in colour (${shown(fillVsOutline ?? 1)}), and the outline to the picture around it (${shown(outlineVsAround ?? 1)}); aim for ${MIN_CONTRAST}:1`
    : `The title's colour is close to the picture around it (${shown(fillVsAround)}; aim for ${MIN_CONTRAST}:1), and its outline is too thin at ${where} to set it apart`
  return { item: { code: 'text-contrast', ok: false, message, fix }, ratio }
}
