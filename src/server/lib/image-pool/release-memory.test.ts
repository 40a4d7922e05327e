import { describe, expect, it } from 'vitest'
import { releaseFreedMemory } from './release-memory.ts'

describe('releaseFreedMemory', () => {
  it('reaches glibc on Linux, where the server runs, and hands back the free pages a Node process always has', () => {
    // False would mean the binding is broken (koffi, the signature, libc): the pool would then
    // keep every image thread's freed heap for good, as before.
    expect(releaseFreedMemory()).toBe(true)
  })
})
