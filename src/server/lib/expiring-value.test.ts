import { describe, expect, it } from 'vitest'
import { createExpiringValue } from './expiring-value.ts'

describe('an expiring value', () => {
  it('loads once, serves the kept value until it expires, then loads again', async () => {
    let clock = 0
    let loads = 0
    const value = createExpiringValue(
      30_000,
      async () => ++loads,
      () => clock,
    )
    expect(await value.get()).toBe(1)
    clock = 29_999
    expect(await value.get()).toBe(1)
    clock = 30_000
    expect(await value.get()).toBe(2)
  })

  it('shares one load between callers that ask at the same time', async () => {
    let loads = 0
    const value = createExpiringValue(30_000, async () => ++loads)
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1])
    expect(loads).toBe(1)
  })

  it('keeps no failed load: the next call tries again', async () => {
    let calls = 0
    const value = createExpiringValue(30_000, async () => {
      calls += 1
      if (calls === 1) throw new Error('database down')
      return 'figures'
    })
    await expect(value.get()).rejects.toThrow('database down')
    expect(await value.get()).toBe('figures')
  })

  it('loads every time with a lifetime of 0, and afresh after clear()', async () => {
    let loads = 0
    const off = createExpiringValue(0, async () => ++loads)
    expect([await off.get(), await off.get()]).toEqual([1, 2])
    const kept = createExpiringValue(30_000, async () => ++loads)
    expect(await kept.get()).toBe(3)
    kept.clear()
    expect(await kept.get()).toBe(4)
  })
})
