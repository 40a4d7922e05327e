import { generatorMessages, REFERENCE_MAX_BYTES } from '#shared/generator/defaults.ts'
import type { ColorScheme } from '#shared/generator/schemas.ts'
import type { ImageOwner, ImagePool } from '../../lib/image-pool/pool.ts'
import type { StylePalette } from '../../providers/ai/style-palette.ts'
import type { FileStore } from '../../providers/files/file-store.ts'
import { decodeImageDataUrl, type ImageUpload } from './image-data-url.ts'

/** 'Recreate this style': the thumbnail the creator likes, as the model gets it, and its palette. */
export interface StyleReference {
  jpeg: Buffer
  palette: StylePalette
}

/** The style reference's data URL, decoded on an image thread (at most 10 MB), with its palette. */
export async function readStyleReference(
  images: ImagePool,
  dataUrl: ImageUpload | undefined,
  owner: ImageOwner,
): Promise<StyleReference | undefined> {
  if (!dataUrl) return undefined
  return decodeImageDataUrl(
    dataUrl,
    {
      maxBytes: REFERENCE_MAX_BYTES,
      tooLarge: generatorMessages.styleReferenceTooLarge,
      notImage: generatorMessages.styleReferenceNotImage,
    },
    (bytes) => images.run(owner, 'styleReference', bytes),
  )
}

/**
 * The run's scheme when a style reference is given: its palette replaces the three colours (the
 * creator's tone stays), so the offline background, the icon, the accent words and the subtitle
 * plate all take the reference's colours. The text colour is left to the compositor's contrast
 * rules, so the title stays readable whatever the palette.
 */
export function schemeFromStyle(scheme: ColorScheme, style: StyleReference | undefined): ColorScheme {
  if (!style) return scheme
  const { background, primary, secondary } = style.palette
  const upper = (hex: string) => hex.toUpperCase()
  return {
    ...scheme,
    background: upper(background),
    primary: upper(primary),
    secondary: upper(secondary),
    aiSuggest: false,
  }
}

/** Where a run's style reference waits for its workers (Gemini runs only: offline needs just the palette). */
export const styleReferenceKey = (userId: string, batchId: string) =>
  `generations/${userId}/${batchId}-style.jpg`

/** The style reference a job carries, if any; a run whose file is gone goes on without it. */
export async function readJobStyleReference(
  files: FileStore,
  job: { styleReferenceKey?: string | null },
): Promise<Buffer | undefined> {
  return job.styleReferenceKey ? ((await files.get(job.styleReferenceKey)) ?? undefined) : undefined
}
