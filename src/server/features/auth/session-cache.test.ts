import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../core/session-user.ts'
import { localInvalidationBus } from '../../lib/invalidation-bus.ts'
import { sessionCookie } from './session.ts'
import { SessionCache } from './session-cache.ts'
import { createSessionCaching } from './session-revocation.ts'

const ada: SessionUser = { id: 'u-ada', name: 'Ada', email: 'ada@example.test', role: 'Admin' }
const bob: SessionUser = { id: 'u-bob', name: 'Bob', email: 'bob@example.test', role: 'member' }
const DAY = 86_400_000

function cacheAt(start = 1_000_000, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start }
  const cache = new SessionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  })
  const put = (cookie: string, user: SessionUser, token: string, sessionExpiresAt = start + DAY) =>
    cache.set(cookie, { user, token, sessionExpiresAt }, cache.mark())
  return { cache, clock, put }
}

describe('the session cache', () => {
  it('serves a verified session by its exact cookie value, and nothing for any other value', () => {
    const { cache, put } = cacheAt()
    put('tok-a.sig-a', ada, 'tok-a')
    expect(cache.get('tok-a.sig-a')).toEqual(ada)
    expect(cache.get('tok-a.other-signature')).toBeUndefined()
    expect(cache.get('tok-a')).toBeUndefined()
  })

  it('asks the database again once the TTL has passed', () => {
    const { cache, clock, put } = cacheAt()
    put('tok-a.sig', ada, 'tok-a')
    // lru-cache serves an entry through the last millisecond of its TTL.
    clock.now += 30_000
    expect(cache.get('tok-a.sig')).toEqual(ada)
    clock.now += 1
    expect(cache.get('tok-a.sig')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('never serves a session past its own expiry, even within the TTL', () => {
    const { cache, clock, put } = cacheAt()
    put('tok-a.sig', ada, 'tok-a', clock.now + 5_000)
    clock.now += 4_999
    expect(cache.get('tok-a.sig')).toEqual(ada)
    clock.now += 1
    expect(cache.get('tok-a.sig')).toBeUndefined()
  })

  it('forgets one session by its token, and every session of one user', () => {
    const { cache, put } = cacheAt()
    put('tok-a1.sig', ada, 'tok-a1')
    put('tok-a2.sig', ada, 'tok-a2')
    put('tok-b.sig', bob, 'tok-b')
    cache.forgetToken('tok-a1')
    expect(cache.get('tok-a1.sig')).toBeUndefined()
    expect(cache.get('tok-a2.sig')).toEqual(ada)
    cache.forgetUser(ada.id)
    expect(cache.get('tok-a2.sig')).toBeUndefined()
    expect(cache.get('tok-b.sig')).toEqual(bob)
  })

  it('does not store a load that began before a session ended or a user changed', () => {
    const { cache } = cacheAt()
    const beforeDemotion = cache.mark()
    cache.forgetUser(ada.id)
    cache.set(
      'tok-a.sig',
      { user: ada, token: 'tok-a', sessionExpiresAt: Number.MAX_SAFE_INTEGER },
      beforeDemotion,
    )
    expect(cache.get('tok-a.sig')).toBeUndefined()

    const afterDemotion = cache.mark()
    const demoted = { ...ada, role: 'member' as const }
    cache.set(
      'tok-a.sig',
      { user: demoted, token: 'tok-a', sessionExpiresAt: Number.MAX_SAFE_INTEGER },
      afterDemotion,
    )
    expect(cache.get('tok-a.sig')).toEqual(demoted)
  })

  it('holds at most its maximum, dropping the oldest entry first', () => {
    const { cache, put } = cacheAt(1_000_000, { maxEntries: 2 })
    put('one.sig', ada, 'one')
    put('two.sig', bob, 'two')
    put('three.sig', bob, 'three')
    expect(cache.size).toBe(2)
    expect(cache.get('one.sig')).toBeUndefined()
    expect(cache.get('three.sig')).toEqual(bob)
  })
})

describe('session revocation', () => {
  it('reaches the cache through the bus, synchronously', () => {
    const bus = localInvalidationBus()
    const heard: unknown[] = []
    bus.subscribe((event) => heard.push(event))
    const { cache, revocation } = createSessionCaching(bus)
    cache.set(
      'tok-a.sig',
      { user: ada, token: 'tok-a', sessionExpiresAt: Number.MAX_SAFE_INTEGER },
      cache.mark(),
    )
    cache.set(
      'tok-b.sig',
      { user: bob, token: 'tok-b', sessionExpiresAt: Number.MAX_SAFE_INTEGER },
      cache.mark(),
    )

    revocation.sessionEnded('tok-a')
    expect(cache.get('tok-a.sig')).toBeUndefined()
    revocation.userChanged(bob.id)
    expect(cache.get('tok-b.sig')).toBeUndefined()
    expect(heard).toEqual([
      { kind: 'session', token: 'tok-a' },
      { kind: 'user', userId: bob.id },
    ])
  })
})

describe('the session cookie as sent', () => {
  const name = 'better-auth.session_token'
  it('is read from among other cookies', () => {
    expect(sessionCookie(`theme=dark; ${name}=tok%2Eabc.sig; other=1`, name)).toBe('tok%2Eabc.sig')
    expect(sessionCookie('theme=dark', name)).toBeUndefined()
    expect(sessionCookie(undefined, name)).toBeUndefined()
  })

  it('is not used for the cache when sent twice: better-auth alone picks one', () => {
    expect(sessionCookie(`${name}=a.sig; ${name}=b.sig`, name)).toBeUndefined()
  })
})
