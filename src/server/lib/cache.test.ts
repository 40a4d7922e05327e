import { describe, expect, it } from 'vitest'
import { createCache } from './cache.ts'

function clocked(ttlMs: number, max = 100) {
  const clock = { now: 1_000_000 }
  return { clock, cache: createCache<number>({ max, ttlMs, now: () => clock.now }) }
}

describe('the cache', () => {
  it('loads once, serves the kept value for its TTL, then loads again', async () => {
    const { clock, cache } = clocked(30_000)
    let loads = 0
    const read = async () => ++loads
    expect(await cache.load('figures', read)).toBe(1)
    clock.now += 30_000
    expect(cache.load('figures', read)).toBe(1)
    clock.now += 1
    expect(await cache.load('figures', read)).toBe(2)
  })

  it('shares one load between callers that ask at the same time', async () => {
    const { cache } = clocked(30_000)
    let loads = 0
    const read = async () => ++loads
    expect(await Promise.all([cache.load('k', read), cache.load('k', read), cache.load('k', read)])).toEqual([
      1, 1, 1,
    ])
    expect(loads).toBe(1)
  })

  it('keeps no failed load, and no load that found nothing: the next call reads again', async () => {
    const answers = createCache<string | null>({ max: 10, ttlMs: 30_000 })
    let calls = 0
    const read = async () => {
      calls += 1
      if (calls === 1) throw new Error('database down')
      return calls === 2 ? null : 'figures'
    }
    await expect(answers.load('k', read)).rejects.toThrow('database down')
    expect(await answers.load('k', read)).toBeNull()
    expect(answers.size).toBe(0)
    expect(await answers.load('k', read)).toBe('figures')
    expect(answers.peek('k')).toBe('figures')
  })

  it('loads every time with a TTL of 0, and afresh after forget()', async () => {
    let loads = 0
    const read = async () => ++loads
    const off = createCache<number>({ max: 1, ttlMs: 0 })
    expect([await off.load('k', read), await off.load('k', read)]).toEqual([1, 2])
    const kept = createCache<number>({ max: 1, ttlMs: 30_000 })
    expect(await kept.load('k', read)).toBe(3)
    kept.forget('k')
    expect(await kept.load('k', read)).toBe(4)
  })

  it('answers a load that was reading when its key was forgotten, but does not keep it', async () => {
    const { cache } = clocked(30_000)
    let release: (value: number) => void = () => {}
    const before = cache.load('k', () => new Promise<number>((resolve) => (release = resolve)))
    cache.forget('k')
    const after = cache.load('k', async () => 2)
    release(1)
    expect(await before).toBe(1)
    expect(await after).toBe(2)
    expect(cache.peek('k')).toBe(2)
  })

  it('forgets every entry a predicate picks, and refuses a set marked before any forget', () => {
    const { cache } = clocked(30_000)
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value)
    const mark = cache.mark()
    cache.forgetWhere((value) => value % 2 === 1)
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 2, undefined])
    cache.set('a', 10, { since: mark })
    expect(cache.peek('a')).toBeUndefined()
    cache.set('a', 10, { since: cache.mark() })
    expect(cache.peek('a')).toBe(10)
  })

  it('lets a set shorten an entry’s life, never lengthen it', () => {
    const { clock, cache } = clocked(30_000)
    cache.set('short', 1, { ttlMs: 5_000 })
    cache.set('long', 2, { ttlMs: 90_000 })
    clock.now += 5_001
    expect(cache.peek('short')).toBeUndefined()
    expect(cache.peek('long')).toBe(2)
    clock.now += 25_000
    expect(cache.peek('long')).toBeUndefined()
  })

  it('holds at most `max` entries, dropping the least recently used', () => {
    const { cache } = clocked(30_000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.peek('a')
    cache.set('c', 3)
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([1, undefined, 3])
  })

  it('keeps entries with no TTL until they are pushed out', () => {
    const clock = { now: 1_000_000 }
    const fits = createCache<{ layout: string | null }>({ max: 2, now: () => clock.now })
    fits.set('a', { layout: null })
    clock.now += 365 * 86_400_000
    expect(fits.peek('a')).toEqual({ layout: null })
  })
})
