import { libcFunction } from './libc.ts'

type Trim = () => boolean
let trim: Trim | null | undefined

/**
 * glibc's malloc_trim (libc.ts). Each image thread allocates from its own malloc arena (Skia's
 * canvases, sharp's and libvips's buffers, decoded pictures), and glibc keeps an arena's freed
 * pages after its thread exits: a server that drew the six showcase thumbnails at first start held
 * 525 MB for the rest of its life, where one that drew nothing holds about 300 MB
 * (`server.idleRssMB`). malloc_trim(0) walks every arena and hands their free pages back.
 */
function trimmer(): Trim | null {
  if (trim === undefined) {
    const mallocTrim = libcFunction('int malloc_trim(size_t pad)')
    trim = mallocTrim && (() => mallocTrim(0) === 1)
  }
  return trim ?? null
}

/** Hands freed heap pages back to the system; true when glibc released any. */
export function releaseFreedMemory(): boolean {
  return trimmer()?.() ?? false
}
