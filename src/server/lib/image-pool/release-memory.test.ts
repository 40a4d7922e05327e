import { describe, expect, it } from 'vitest'
import { releaseFreedMemory } from './release-memory.ts'

describe('releaseFreedMemory', () => {
  it('hands freed heap pages back to the system on glibc Linux, where the server runs', async () => {
    // Many small native allocations (below glibc's mmap threshold), then dropped: free pages in
    // the arena that only malloc_trim returns.
    let held: Buffer[] | null = Array.from({ length: 4000 }, () => Buffer.alloc(32 * 1024, 1))
    expect(held.length).toBe(4000)
    held = null
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(releaseFreedMemory()).toBe(true)
  })
})
