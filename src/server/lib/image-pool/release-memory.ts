import { createRequire } from 'node:module'

type Trim = () => boolean
let trim: Trim | null | undefined

/**
 * glibc's malloc_trim through koffi (the FFI binary background-priority.ts already loads). Each
 * image thread allocates from its own malloc arena (Skia's canvases, sharp's and libvips's
 * buffers, decoded pictures), and glibc keeps an arena's freed pages after its thread exits: a
 * server that drew the six showcase thumbnails at first start held 525 MB for the rest of its life
 * where one that drew nothing holds about 300 MB (`server.idleRssMB`). malloc_trim(0) walks every
 * arena and hands their free pages back to the system.
 */
function trimmer(): Trim | null {
  if (trim !== undefined) return trim
  trim = null
  if (process.platform !== 'linux') return null
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi')
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)')
    trim = () => mallocTrim(0) === 1
  } catch {
    // musl (no malloc_trim, and no arenas kept per thread) or koffi without a binary: nothing to do.
  }
  return trim
}

/** Hands freed heap pages back to the system; true when glibc released any. */
export function releaseFreedMemory(): boolean {
  return trimmer()?.() ?? false
}
