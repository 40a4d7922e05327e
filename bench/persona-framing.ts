// The `persona` bench's framing and refusal figures (issue 27), beside the cut-out's own:
// - `headHeight`: over the person composites (tests/support/person-composites.ts) that show a
//   face, the median height of the head (hair to chin) as a share of a 1280×720 frame, once the
//   photo is cut out, framed head-and-shoulders ('chest', the default) and placed in the default
//   side-by-side layout (text-left) as the compositor places it; each layout's median beside it;
// - `noPersonRefused`: the share of pictures with no one in them that the upload refuses
//   (tests/fixtures/no-person: a logo, a landscape, a product shot; a gradient; and the offline
//   renderer's backgrounds, in two of which the cut-out model alone found a 'subject').
import { readdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { toRect } from '#server/features/generator/compositor/frame.ts'
import { cutoutPlacement } from '#server/features/generator/compositor/persona-subject.ts'
import { type ImagePool, SERVER_IMAGE_OWNER } from '#server/lib/image-pool/pool.ts'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import { DEFAULT_COLOR_SCHEME, type LayoutId } from '#shared/generator/defaults.ts'
import { LAYOUTS } from '#shared/generator/layouts.ts'
import type { PersonComposite } from '#tests/support/person-composites.ts'

const FRAME = { width: 1280, height: 720 }
const TARGET = { headHeight: 0.35, noPersonRefused: 1 }
const NO_PERSON_DIR = new URL('../tests/fixtures/no-person/', import.meta.url)
const OFFLINE = ['Gaming', 'Cooking', 'Travel', 'Tech', 'Fitness']

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return null
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const places = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000)

const refused = (images: ImagePool, photo: Buffer) =>
  images.run(SERVER_IMAGE_OWNER, 'cutOutPerson', photo).then(
    () => false,
    (error: { code?: string }) => {
      if (error.code === 'NO_PERSON_FOUND') return true
      throw error
    },
  )

/** The head's share of the frame in each 16:9 layout with a subject box, for one photo (null: refused). */
async function headShares(images: ImagePool, photo: Buffer) {
  const cut = await images
    .run(SERVER_IMAGE_OWNER, 'cutOutPerson', photo)
    .catch((error: { code?: string }) => {
      if (error.code === 'NO_PERSON_FOUND') return null
      throw error
    })
  if (!cut) return null
  const framed = await images.run(SERVER_IMAGE_OWNER, 'personaFrame', cut.png, 'chest')
  if (!framed.head) return null
  const shares: Partial<Record<LayoutId, number>> = {}
  for (const layout of LAYOUTS) {
    if (layout.aspect !== '16:9' || !layout.subjectBox) continue
    const place = cutoutPlacement(framed, toRect(layout.subjectBox, FRAME.width, FRAME.height), FRAME)
    if (place) shares[layout.id] = (framed.head.height * (place.h / framed.height)) / FRAME.height
  }
  return shares
}

export async function personaFramingFigures(images: ImagePool, composites: PersonComposite[]) {
  const byComposite: Record<string, number | 'refused'> = {}
  const byLayout: Partial<Record<LayoutId, number[]>> = {}
  for (const composite of composites) {
    const shares = await headShares(images, composite.photo)
    byComposite[composite.name] = shares ? (places(shares['text-left'] ?? 0) ?? 0) : 'refused'
    for (const [layout, share] of Object.entries(shares ?? {}))
      byLayout[layout as LayoutId] = [...(byLayout[layout as LayoutId] ?? []), share]
  }
  const pictures: Record<string, Buffer> = {}
  for (const name of readdirSync(NO_PERSON_DIR).filter((file) => file.endsWith('.png')))
    pictures[name.replace(/\.png$/, '')] = readFileSync(new URL(name, NO_PERSON_DIR))
  pictures.gradient = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#64748b' },
  })
    .jpeg()
    .toBuffer()
  for (const [seed, category] of OFFLINE.entries()) {
    const request = {
      prompt: `${category} video`,
      category,
      colorScheme: DEFAULT_COLOR_SCHEME,
      seed,
      width: 1024,
      height: 768,
    }
    pictures[`offline-${category}`] = (await offlineImageProvider.generate(request)).bytes
  }
  const refusedBy: Record<string, boolean> = {}
  for (const [name, photo] of Object.entries(pictures)) refusedBy[name] = await refused(images, photo)
  const headHeight = places(median((byLayout['text-left'] ?? []).map(Number)))
  const noPersonRefused = places(
    Object.values(refusedBy).filter(Boolean).length / Object.keys(refusedBy).length,
  )
  return {
    headHeight,
    headHeightByComposite: byComposite,
    headHeightByLayout: Object.fromEntries(
      Object.entries(byLayout).map(([layout, shares]) => [layout, places(median(shares))]),
    ),
    noPersonRefused,
    noPersonRefusedBy: refusedBy,
    framingTarget: TARGET,
    framingMeetsTarget:
      headHeight !== null && headHeight >= TARGET.headHeight && noPersonRefused === TARGET.noPersonRefused,
  }
}
