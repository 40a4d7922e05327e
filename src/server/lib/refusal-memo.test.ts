import { describe, expect, it } from 'vitest'
import { createRefusalMemo } from './refusal-memo.ts'

describe('createRefusalMemo', () => {
  it('refuses a key until its window ends, in whole seconds rounded up, then lets it ask again', () => {
    let now = 1_000_000
    const memo = createRefusalMemo(() => now)
    expect(memo.secondsLeft('ana')).toBe(0)
    memo.refused('ana', 2_500)
    expect(memo.secondsLeft('ana')).toBe(3)
    expect(memo.secondsLeft('ben')).toBe(0)
    now += 2_000
    expect(memo.secondsLeft('ana')).toBe(1)
    now += 500
    expect(memo.secondsLeft('ana')).toBe(0)
  })

  it('stays bounded however many keys it is told about', () => {
    let now = 0
    const memo = createRefusalMemo(() => now)
    for (let n = 0; n < 20_000; n++) memo.refused(`user-${n}`, 60_000)
    // The newest refusals are kept; the oldest gave way.
    expect(memo.secondsLeft('user-19999')).toBe(60)
    expect(memo.secondsLeft('user-0')).toBe(0)
    now += 60_000
    expect(memo.secondsLeft('user-19999')).toBe(0)
  })
})
