import { describe, expect, it } from 'vitest'
import type { Me } from '#shared/users/me.ts'
import { localInvalidationBus } from '../../lib/invalidation-bus.ts'
import { createMeCache, MeCache } from './me-cache.ts'

const ada: Me = {
  id: 'u-ada',
  name: 'Ada',
  email: 'ada@example.test',
  role: 'member',
  membership: 'free',
  membershipEndsAt: null,
  creditBalance: 3,
  profileUrl: null,
  aboutMe: null,
  address: null,
  phone: null,
  city: null,
  country: null,
}

/** A stand-in for the user table: reads answer what it holds when they finish, one at a time. */
function table(initial: Me[]) {
  const rows = new Map(initial.map((row) => [row.id, row]))
  const waiting: Array<() => void> = []
  let reads = 0
  let held = false
  return {
    rows,
    get reads() {
      return reads
    },
    hold() {
      held = true
    },
    release() {
      held = false
      for (const go of waiting.splice(0)) go()
    },
    read: async (userId: string): Promise<Me | null> => {
      reads++
      if (held) await new Promise<void>((resolve) => waiting.push(resolve))
      return rows.get(userId) ?? null
    },
  }
}

function cacheAt(users: ReturnType<typeof table>, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 }
  const cache = new MeCache(users.read, {
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  })
  return { cache, clock }
}

describe('the /api/me cache', () => {
  it('reads a user once within the TTL and again after it', async () => {
    const users = table([ada])
    const { cache, clock } = cacheAt(users)
    expect((await cache.get(ada.id))?.me).toEqual(ada)
    // lru-cache serves an entry through the last millisecond of its TTL.
    clock.now += 30_000
    expect((await cache.get(ada.id))?.me).toEqual(ada)
    expect(users.reads).toBe(1)
    clock.now += 1
    await cache.get(ada.id)
    expect(users.reads).toBe(2)
  })

  it('keeps the answer as the JSON it sends', async () => {
    const { cache } = cacheAt(table([ada]))
    const answer = await cache.get(ada.id)
    expect(JSON.parse(answer?.json ?? '')).toEqual(ada)
  })

  it('shares one read among concurrent requests for one user', async () => {
    const users = table([ada])
    const { cache } = cacheAt(users)
    users.hold()
    const answers = Promise.all([cache.get(ada.id), cache.get(ada.id), cache.get(ada.id)])
    users.release()
    expect((await answers).map((a) => a?.me.creditBalance)).toEqual([3, 3, 3])
    expect(users.reads).toBe(1)
  })

  it('reads again after the user changed', async () => {
    const users = table([ada])
    const { cache } = cacheAt(users)
    await cache.get(ada.id)
    users.rows.set(ada.id, { ...ada, creditBalance: 2 })
    cache.forget(ada.id)
    expect((await cache.get(ada.id))?.me.creditBalance).toBe(2)
  })

  it('does not keep a read that was under way when the user changed', async () => {
    const users = table([ada])
    const { cache } = cacheAt(users)
    users.hold()
    const before = cache.get(ada.id)
    // The spend commits while the read above is still waiting, and the cache is told.
    users.rows.set(ada.id, { ...ada, creditBalance: 2 })
    cache.forget(ada.id)
    // A request after the change does not join the earlier read: it reads anew.
    const after = cache.get(ada.id)
    users.release()
    await before
    expect((await after)?.me.creditBalance).toBe(2)
    expect((await cache.get(ada.id))?.me.creditBalance).toBe(2)
    expect(users.reads).toBe(2)
  })

  it('keeps nothing for an account that is gone', async () => {
    const users = table([])
    const { cache } = cacheAt(users)
    expect(await cache.get('u-gone')).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('holds at most its maximum, dropping the oldest first', async () => {
    const users = table([ada, { ...ada, id: 'u-b' }, { ...ada, id: 'u-c' }])
    const { cache } = cacheAt(users, { maxEntries: 2 })
    await cache.get(ada.id)
    await cache.get('u-b')
    await cache.get('u-c')
    expect(cache.size).toBe(2)
    await cache.get(ada.id)
    expect(users.reads).toBe(4)
  })
})

describe('what the bus tells the /api/me cache', () => {
  it('forgets a user on an account change and on a user change, not on one ended session', async () => {
    const bus = localInvalidationBus()
    const users = table([ada])
    const cache = createMeCache(bus, users.read)
    await cache.get(ada.id)
    bus.publish({ kind: 'session', token: 'tok' })
    await cache.get(ada.id)
    expect(users.reads).toBe(1)
    bus.publish({ kind: 'account', userId: ada.id })
    await cache.get(ada.id)
    expect(users.reads).toBe(2)
    bus.publish({ kind: 'user', userId: ada.id })
    await cache.get(ada.id)
    expect(users.reads).toBe(3)
  })
})
