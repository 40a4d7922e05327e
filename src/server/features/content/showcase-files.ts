import { SHOWCASE_WIDTHS } from '#shared/content/showcase.ts'
import type { AppDeps } from '../../core/app-deps.ts'

type Deps = Pick<AppDeps, 'files' | 'images'>

/** Who the showcase's image steps are for: one line of its own, behind every creator's work. */
export const SHOWCASE_OWNER = { key: 'showcase', background: true }

/** A visitor's copy: `{name}-{width}.webp`, where `name` is the entry's own. */
const FILE_NAME = /^([a-z0-9-]{1,80})-(\d{3,4})\.webp$/

/** Where an entry's copies live: `showcase/{name}`, each width beside it. */
export const showcaseImageKey = (name: string) => `showcase/${name}`

/** The copies' file names are public: `/api/showcase/images/{name}-{width}.webp`. */
export function showcaseUrls(imageKey: string) {
  const name = imageKey.slice('showcase/'.length)
  const urls = SHOWCASE_WIDTHS.map((width) => ({ width, url: `/api/showcase/images/${name}-${width}.webp` }))
  return {
    src: urls.at(-1)?.url ?? '',
    srcSet: urls.map(({ url, width }) => `${url} ${width}w`).join(', '),
  }
}

/**
 * Cuts the visitors' WebP copies from a thumbnail (on an image thread) and stores each. The copies
 * are taken once: a creator's later re-edit does not change what the shop shows.
 */
export async function storeShowcaseCopies(deps: Deps, imageKey: string, bytes: Buffer): Promise<void> {
  const copies = await deps.images.run(SHOWCASE_OWNER, 'webpSizes', bytes, SHOWCASE_WIDTHS)
  await Promise.all(copies.map((copy, i) => deps.files.put(`${imageKey}-${SHOWCASE_WIDTHS[i]}.webp`, copy)))
}

export async function deleteShowcaseCopies(deps: Pick<AppDeps, 'files'>, imageKey: string): Promise<void> {
  await Promise.all(SHOWCASE_WIDTHS.map((width) => deps.files.delete(`${imageKey}-${width}.webp`)))
}

/** A visitor's copy by its public file name, or null for a name that is not one. */
export async function readShowcaseCopy(deps: Pick<AppDeps, 'files'>, file: string): Promise<Buffer | null> {
  const match = FILE_NAME.exec(file)
  if (!match || !SHOWCASE_WIDTHS.includes(Number(match[2]) as (typeof SHOWCASE_WIDTHS)[number])) return null
  return deps.files.get(`showcase/${file}`)
}
