import { beforeEach, describe, expect, it, vi } from 'vitest'
import { booleanParser, createLocalCache } from '#web/lib/storage.ts'

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  })
  return () => vi.unstubAllGlobals()
})

describe('createLocalCache', () => {
  it('round-trips a value with its save time', () => {
    const cache = createLocalCache('flag', booleanParser)
    cache.write(true)
    expect(cache.read()).toEqual({ value: true, savedAt: expect.any(Number) })
    cache.clear()
    expect(cache.read()).toBeNull()
  })

  it('treats a value that fails validation as a miss and drops it', () => {
    localStorage.setItem('thumbforge:flag', JSON.stringify({ value: 'yes', savedAt: Date.now() }))
    expect(createLocalCache('flag', booleanParser).read()).toBeNull()
    expect(localStorage.getItem('thumbforge:flag')).toBeNull()
  })

  it('only returns fresh values from readFresh', () => {
    localStorage.setItem('thumbforge:flag', JSON.stringify({ value: true, savedAt: Date.now() - 10_000 }))
    const cache = createLocalCache('flag', booleanParser)
    expect(cache.readFresh(60_000)).toBe(true)
    expect(cache.readFresh(5_000)).toBeNull()
  })

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => undefined,
    })
    const cache = createLocalCache('flag', booleanParser)
    expect(() => cache.write(true)).not.toThrow()
    expect(cache.read()).toBeNull()
  })
})
