import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_CACHE_MS } from '#shared/common/constants.ts'
import { json, member, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { forgetSession, meQuery, onSessionGone, primeMeFromCache } from './me-query.ts'

const cacheUser = (savedAt: number) =>
  localStorage.setItem('thumbforge:me', JSON.stringify({ value: member, savedAt }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the cached signed-in user', () => {
  it('is used without asking the server while younger than 5 minutes', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': () => json(200, { ...member, creditBalance: 7 }) })
    cacheUser(Date.now() - (AUTH_CACHE_MS - 10_000))
    const client = new QueryClient()
    await primeMeFromCache(client)
    const me = await client.ensureQueryData({ ...meQuery(), revalidateIfStale: true })
    expect(me?.creditBalance).toBe(1250)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is refetched from the server once older than 5 minutes', async () => {
    const fetchMock = stubFetch({ 'GET /api/me': () => json(200, { ...member, creditBalance: 7 }) })
    cacheUser(Date.now() - (AUTH_CACHE_MS + 1_000))
    const client = new QueryClient()
    await primeMeFromCache(client)
    await client.prefetchQuery(meQuery())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(client.getQueryData<typeof member>(meQuery().queryKey)?.creditBalance).toBe(7)
  })

  it('is cleared by logout', async () => {
    cacheUser(Date.now())
    const client = new QueryClient()
    await primeMeFromCache(client)
    forgetSession(client)
    expect(localStorage.getItem('thumbforge:me')).toBeNull()
    expect(client.getQueryData(meQuery().queryKey)).toBeNull()
  })
})

describe('a signed-out answer from /api/me', () => {
  it('is the signed-out state, not an error, and clears the stored user', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    cacheUser(Date.now() - (AUTH_CACHE_MS + 1_000))
    const gone = vi.fn()
    const stop = onSessionGone(gone)
    const client = new QueryClient()
    await primeMeFromCache(client)
    await client.prefetchQuery(meQuery())
    stop()
    expect(client.getQueryState(meQuery().queryKey)).toMatchObject({ status: 'success', data: null })
    expect(localStorage.getItem('thumbforge:me')).toBeNull()
    // This tab held a user: the session ended elsewhere, and the watcher is told.
    expect(gone).toHaveBeenCalledTimes(1)
  })

  it('tells nobody when nobody was signed in', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const gone = vi.fn()
    const stop = onSessionGone(gone)
    const client = new QueryClient()
    await client.prefetchQuery(meQuery())
    stop()
    expect(client.getQueryData(meQuery().queryKey)).toBeNull()
    expect(gone).not.toHaveBeenCalled()
  })
})
