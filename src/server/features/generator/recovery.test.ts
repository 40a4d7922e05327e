import { describe, expect, it } from 'vitest'
import { abandonedBefore, isAbandoned } from './recovery.ts'

const now = new Date('2026-11-23T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
const SHARED_GRACE_MS = 15 * 60_000

describe('which pending generations crash recovery takes', () => {
  it('leaves a run younger than the grace period alone: another instance may be running it', () => {
    expect(isAbandoned(minutesAgo(1), now, SHARED_GRACE_MS)).toBe(false)
    expect(isAbandoned(minutesAgo(14), now, SHARED_GRACE_MS)).toBe(false)
    expect(isAbandoned(minutesAgo(15), now, SHARED_GRACE_MS)).toBe(false)
  })

  it('takes a run older than the grace period', () => {
    expect(isAbandoned(minutesAgo(16), now, SHARED_GRACE_MS)).toBe(true)
    expect(isAbandoned(minutesAgo(60), now, SHARED_GRACE_MS)).toBe(true)
  })

  it('with no grace (one process owns the database) takes every run started before now', () => {
    expect(isAbandoned(minutesAgo(0.01), now, 0)).toBe(true)
    expect(isAbandoned(now, now, 0)).toBe(false)
  })

  it('never looks into the future, even if given a negative grace', () => {
    expect(abandonedBefore(now, -60_000).getTime()).toBe(now.getTime())
  })
})
