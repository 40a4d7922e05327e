import { aspectOf, OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import { pickLayouts } from '#shared/generator/layouts.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { pictureSettings } from '../../providers/ai/offline-palette.ts'
import { getAiSettings } from './ai-settings.service.ts'
import { readReference } from './generate.service.ts'
import { iconSubjectInput, subjectKindFor } from './icon-subject.ts'
import { personaCutout } from './persona-run.ts'
import type { PreviewInput } from './preview-body.ts'
import type { PreviewSubject } from './preview-render.ts'
import { readStyleReference, schemeFromStyle } from './style-reference.ts'

/** Twice the preview's 640 px frame, so a crop of the reference stays sharp. */
const PREVIEW_REFERENCE_SIDE = 1280

/**
 * The live preview (issue 10, item 4): no provider call, no credit, always a JPEG, drawn on the
 * image threads. It shows every layer the run will have except the background, which does not
 * exist yet: with Gemini, the reference (the model's starting point) or a neutral backdrop; offline,
 * the neutral backdrop with the subject layer the run will get (the reference photo, else the icon
 * chosen from the prompt and category, drawn exactly as the run draws it). A chosen persona's
 * cut-out takes the subject box on either provider, over the neutral backdrop.
 */
export async function composePreview(
  deps: Pick<AppDeps, 'db' | 'files' | 'images'>,
  userId: string,
  body: PreviewInput,
): Promise<Buffer> {
  // Another user's persona is 404 here as in a run; one without a photo yet previews without it.
  const cutout = body.persona
    ? await personaCutout(deps, userId, body.persona.id, body.persona.framing)
    : null
  // Every image step waits in this creator's own line (and counts against their bound).
  const owner = { key: userId }
  // Decoded straight to 1280 px: JPEG's shrink-on-load then reads an eighth or a quarter of a large
  // photo's pixels, so a stream of heavy references costs the other creators far less CPU.
  const reference = await readReference(deps.images, body.referenceImage, owner, PREVIEW_REFERENCE_SIDE)
  // A style reference's palette is the scheme the run will use, so the preview shows it too.
  const style = await readStyleReference(deps.images, body.styleReference, owner)
  const provider = (await getAiSettings(deps.db)).effectiveProvider ?? 'gemini'
  const form = {
    ...body,
    // The image thread needs the decoded reference and the palette, not the uploads again.
    referenceImage: undefined,
    styleReference: undefined,
    colorScheme: schemeFromStyle(body.colorScheme, style),
  }
  // Offline, the picture's palette and its title colour (dark on a light picture) are settled
  // before it is drawn; the preview takes them as the run's first image does (make-image.ts), so
  // its title is the download's colour (decision 043). Its backdrop then follows the palette.
  const params =
    provider === 'offline'
      ? { ...form, ...pictureSettings({ ...form, category: form.category ?? '', variant: 0 }) }
      : form
  const kind = subjectKindFor(provider, reference !== undefined)
  let subject: PreviewSubject = null
  if (cutout) {
    // 'auto' resolves as the run's first variant will: to a layout the person can stand in.
    const layout =
      params.layout === 'auto'
        ? pickLayouts(params.textOverlay.title, aspectOf(params.output.size), 1, 'auto', true)[0]
        : params.layout
    return deps.images.run(
      owner,
      'renderPreview',
      { ...params, layout: layout ?? params.layout },
      undefined,
      { image: cutout, kind: 'persona' },
    )
  }
  if (kind === 'photo' && reference) subject = { image: reference, kind }
  if (kind === 'icon') {
    const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
    subject = { icon: iconSubjectInput(params.prompt ?? '', params, width, height) }
  }
  const background = kind === undefined ? reference : undefined
  return deps.images.run(owner, 'renderPreview', params, background, subject)
}
