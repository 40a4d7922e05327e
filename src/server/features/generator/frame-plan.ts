import type { Aspect, LayoutId } from '#shared/generator/defaults.ts'
import { type Layout, layoutFor } from '#shared/generator/layouts.ts'
import type { GenerateParams } from '#shared/generator/schemas.ts'
import { colourName, colourWords, lightness } from './colour-names.ts'
import { describeArea } from './frame-words.ts'

/**
 * One variant's look. Four variants of one run differ in layout already; without their own light,
 * angle and palette emphasis a model given near-identical words paints near-identical pictures
 * (the issue measured 4 paid images of one background). Lighting, camera angle and colour are
 * what Google's image-prompting guides name as the levers that change a picture most.
 */
export const TREATMENTS: readonly string[] = [
  'a strong key light from one side with a crisp rim light, an eye-level camera, the accent colour glowing on the subject’s edges',
  'warm golden backlight through a soft haze, a low camera angle looking up at the subject, warm tones leading',
  'cool, moody light with deep shadows and bright highlights, a slightly high three-quarter view, cool tones leading with the accent colour as the one bright spot',
  'bright, even studio light, a close and tight crop on the subject, the accent colour dominant and the rest muted',
]

/** Variant n (1-based) of a run: its treatment, in turn. */
export const treatmentFor = (n: number) => TREATMENTS[(Math.max(1, n) - 1) % TREATMENTS.length] ?? ''

/**
 * The layout the prompt describes, as the compositor will draw it: for a right-to-left title with
 * 'auto' that is the mirror image (title area on the right, subject on the left), so the model
 * leaves the right side calm.
 */
export const layoutForPlan = (params: GenerateParams, id: LayoutId): Layout =>
  layoutFor(id, params.textOverlay.title, params.layout === 'auto')

/** The real shape, in words and as a ratio: a Shorts cover is never called 16:9. */
export const aspectLine = (aspect: Aspect) =>
  aspect === '9:16'
    ? 'The picture is a tall vertical frame, aspect ratio 9:16 (portrait).'
    : 'The picture is a wide landscape frame, aspect ratio 16:9.'

/** Colours in words as well as hex, with one accent: a model given three equal hexes mixes them. */
export function paletteLine(scheme: GenerateParams['colorScheme']): string {
  if (scheme.aiSuggest) {
    return 'Palette: colours that suit the subject, with one bold accent colour against calmer, darker surroundings.'
  }
  return `Palette: a ${colourWords(scheme.background)} background, ${colourWords(scheme.primary)} as the one accent colour, ${colourWords(scheme.secondary)} only in small touches.`
}

/**
 * The title's area as calm space, in positive words: models draw what a prompt names, so 'no
 * clutter on the left' invites clutter, while 'the left two-thirds is a soft, dark, defocused
 * gradient' paints the empty space we need. Dark behind a light title, light behind a dark one.
 */
export function textAreaLine(params: GenerateParams, layout: Layout): string {
  const { textOverlay: t, colorScheme: c } = params
  const shade = !t.aiSuggestTextColor && lightness(t.textColor) < 0.5 ? 'light' : 'dark'
  const tint = c.aiSuggest ? '' : `${colourName(c.background) ?? ''} `
  const area = describeArea(layout.textBox)
  const purpose = params.textMode === 'ai' ? 'where the title is written' : 'kept for the title'
  return `${capitalise(area)} is calm, empty space ${purpose}: a soft, ${shade}, defocused ${tint}gradient with no objects.`
}

/** Where the one subject goes: the layout's subject box (a persona's lines say it for a person). */
export function subjectLine(layout: Layout): string {
  return layout.subjectBox
    ? `Place the one main subject in ${describeArea(layout.subjectBox)}, large, sharp and lit so it stands out.`
    : 'There is no single main subject: keep the scene’s detail to the outer edges, softly out of focus.'
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
