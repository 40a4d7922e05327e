import { type Canvas, createCanvas } from '@napi-rs/canvas'
import {
  type AroundOptions,
  type FoundSubject,
  type Salient,
  settleAround,
} from '#shared/generator/layout-around.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import { saliencyMapSubject } from '../../lib/cutout/salient.ts'
import { offlineBackgroundOptions } from '../../providers/ai/offline.ts'
import { drawOfflineBackground, encodeOfflineBackground } from '../../providers/ai/offline-background.ts'
import {
  drawIconSubject,
  encodeIconSubject,
  type IconSubjectInput,
} from '../../providers/ai/offline-subject.ts'
import type { ImageRequest } from '../../providers/ai/types.ts'
import {
  acquireFrame,
  type ComposeInput,
  type ComposeResult,
  composeLayers,
  releaseFrame,
} from './compositor/compose.ts'
import { encodeUnderLimit } from './compositor/encode.ts'
import { type PrepublishInput, prepublishCheck, sampleForCheck } from './compositor/prepublish.ts'
import { titleMask } from './compositor/title-mask.ts'

/** What the pre-publish check needs besides the composite and compose's measures. */
export type CheckSettings = Pick<PrepublishInput, 'title' | 'textMode' | 'textSize' | 'subject'>

/** Everything one offline image needs, as data: it crosses to an image thread in one message. */
export interface OfflineVariantInput {
  /** The provider's request for the background (its reference is not sent: offline ignores it). */
  background: Omit<ImageRequest, 'referenceJpeg'>
  /** The icon drawn for the prompt, the reference photo as sent, the persona's cut-out, or none. */
  subject: { kind: 'icon'; icon: IconSubjectInput } | { kind: 'photo' | 'persona'; image: Buffer } | null
  /** The compositor's input without its layers' pictures (composeInputFor's answer). */
  compose: Omit<ComposeInput, 'background' | 'subject'>
  check: CheckSettings
  /** Look for the background's subject and settle the layout around it (absent: as composed). */
  around?: AroundOptions
}

export interface OfflineVariant {
  /** The background as stored for free re-edits: the bytes offlineImageProvider answers. */
  background: Buffer
  /** The icon as stored for re-edits (a transparent PNG); null for a photo, a cut-out or no subject. */
  subject: Buffer | null
  composite: ComposeResult
  check: PrepublishCheck
  /** The background's subject and the layout used; null when it was not looked for. */
  found: FoundSubject | null
}

/**
 * One offline image, start to finish, on one image thread: the background is drawn, encoded once
 * for the store, and the composite is drawn over that same canvas; the icon is drawn, encoded once
 * for the store, and drawn into the composite from its canvas; the pre-publish check samples the
 * finished canvas. Nothing is encoded only to be decoded again a step later (each such round trip
 * cost a 720p frame's decode, about 8 ms, and a copy across threads).
 *
 * The composite matches what compose draws over the stored layers (a re-edit, the 'AI-drawn text'
 * frame) to within the background JPEG's rounding, which no one can see; same input, same bytes.
 */
export async function renderOfflineVariant(input: OfflineVariantInput): Promise<OfflineVariant> {
  const options = offlineBackgroundOptions(input.background)
  const canvas = drawOfflineBackground(options, acquireFrame(options.width, options.height))
  const background = await encodeOfflineBackground(canvas)
  // Read before compose draws over this canvas in place.
  const found = input.around ? settleAround(sampleSubject(canvas), input.around) : null
  const compose = found ? { ...input.compose, layout: found.layout } : input.compose
  const check = found?.box
    ? {
        ...input.check,
        subject: { box: found.box, layout: found.layout, withSubject: input.around?.withSubject },
      }
    : input.check
  let subjectLayer: ComposeInput['subject'] = null
  let subject: Buffer | null = null
  if (input.subject?.kind === 'icon') {
    const icon = drawIconSubject(input.subject.icon)
    subject = await encodeIconSubject(icon)
    subjectLayer = { image: icon, kind: 'icon' }
  } else if (input.subject) {
    subjectLayer = { image: input.subject.image, kind: input.subject.kind }
  }
  const made = await composeAndCheck({ ...compose, background: canvas, subject: subjectLayer }, check)
  return { background, subject, ...made, found }
}

/** The saliency map read from a 96-pixel-wide sample of the offline renderer's own canvas. */
function sampleSubject(canvas: Canvas): Salient {
  const portrait = canvas.height > canvas.width
  const width = portrait ? 54 : 96
  const height = portrait ? 96 : 54
  const small = createCanvas(width, height)
  const ctx = small.getContext('2d')
  ctx.drawImage(canvas, 0, 0, width, height)
  return saliencyMapSubject(ctx.getImageData(0, 0, width, height).data, width, height)
}

/**
 * The composite and its pre-publish check in one step (a free re-edit): the check samples the
 * finished canvas rather than decoding the encoded file again.
 */
export async function composeAndCheck(
  input: ComposeInput,
  settings: CheckSettings,
): Promise<{ composite: ComposeResult; check: PrepublishCheck }> {
  const { canvas, type, ...measures } = await composeLayers(input)
  const encoded = await encodeUnderLimit(canvas, input.format)
  const pixels = sampleForCheck(canvas)
  const check = await prepublishCheck({
    ...settings,
    pixels,
    mask: titleMask(type, measures.width, pixels.width, pixels.height),
    width: measures.width,
    height: measures.height,
    titleLetterHeightPx: measures.titleLetterHeightPx,
    textRects: measures.textRects,
    textColor: measures.textColor,
  })
  releaseFrame(canvas)
  return { composite: { ...encoded, ...measures }, check }
}
