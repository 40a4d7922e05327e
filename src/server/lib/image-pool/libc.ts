import { createRequire } from 'node:module'

let libc: ReturnType<typeof import('koffi').load> | null | undefined

/** Every libc function asked for here returns a C int. */
export type IntFunction = (...args: unknown[]) => number

/**
 * A glibc function through koffi (FFI, a prebuilt binary), for what Node has no API for: a thread's
 * scheduling class, giving freed heap back. Null where it cannot be had (not Linux, musl, koffi
 * without a binary for this platform); each caller then does without.
 */
export function libcFunction(signature: string): IntFunction | null {
  if (libc === undefined) {
    libc = null
    if (process.platform === 'linux') {
      try {
        const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi')
        libc = koffi.load('libc.so.6')
      } catch {
        // musl, or koffi without a binary for this platform.
      }
    }
  }
  try {
    return (libc?.func(signature) as IntFunction | undefined) ?? null
  } catch {
    // A libc without this function (malloc_trim is glibc's own).
    return null
  }
}
