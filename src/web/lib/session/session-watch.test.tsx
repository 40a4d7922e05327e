import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '#web/lib/api.ts'
import { meQuery, meQueryKey } from '#web/lib/session/me-query.ts'
import { watchSession } from '#web/lib/session/session-watch.ts'
import { signOutKey } from '#web/lib/session/sign-out.ts'
import { admin, json, member, signedOut, signedOutMe, stubFetch } from '#web/test/fetch-stub.ts'
import { testQueryClient } from '#web/test/render.tsx'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

function watched(me: typeof member | typeof admin | null) {
  const client = testQueryClient()
  client.setQueryData(meQueryKey, me)
  client.setQueryData(['orders'], { orders: [] })
  stops.push(watchSession(client))
  return client
}

const fail = (path: string) => apiRequest(path).catch(() => undefined)

describe('the session watcher', () => {
  it('signs out on a 401 from any call while signed in', async () => {
    stubFetch({ 'GET /api/orders': signedOut })
    const client = watched(member)
    await fail('/api/orders')
    expect(client.getQueryData(meQueryKey)).toBeNull()
    expect(client.getQueryData(['orders'])).toBeUndefined()
  })

  it('leaves a wrong password on the sign-in form alone', async () => {
    stubFetch({ 'POST /api/auth/sign-in/email': () => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }) })
    const client = watched(member)
    await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch(() => undefined)
    expect(client.getQueryData(meQueryKey)).toEqual(member)
  })

  it('does nothing for a visitor who is already signed out', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const client = watched(null)
    await fail('/api/me')
    expect(client.getQueryData(['orders'])).toEqual({ orders: [] })
  })

  it('leaves 401s to the sign-out while this tab is signing out', async () => {
    stubFetch({ 'GET /api/orders': signedOut })
    const client = watched(member)
    const signingOut = client.getMutationCache().build(client, {
      mutationKey: signOutKey,
      mutationFn: () => fail('/api/orders'),
    })
    await signingOut.execute(undefined)
    expect(client.getQueryData(meQueryKey)).toEqual(member)
  })

  it('signs out when /api/me answers "nobody" while signed in', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const client = watched(member)
    await client.fetchQuery({ ...meQuery(), staleTime: 0 })
    expect(client.getQueryData(meQueryKey)).toBeNull()
    expect(client.getQueryData(['orders'])).toBeUndefined()
  })

  it('leaves a "nobody" from /api/me to the sign-out while this tab is signing out', async () => {
    stubFetch({ 'GET /api/me': signedOutMe })
    const client = watched(member)
    const signingOut = client.getMutationCache().build(client, {
      mutationKey: signOutKey,
      mutationFn: () => client.fetchQuery({ ...meQuery(), staleTime: 0 }),
    })
    await signingOut.execute(undefined)
    expect(client.getQueryData(['orders'])).toEqual({ orders: [] })
  })

  it('reloads the user on a 403, so a lost role shows at once', async () => {
    stubFetch({
      'GET /api/admin/outbox': () => json(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } }),
      'GET /api/me': () => json(200, { ...admin, role: 'member' }),
    })
    const client = watched(admin)
    await fail('/api/admin/outbox')
    expect(client.getQueryData<{ role: string }>(meQueryKey)?.role).toBe('member')
  })
})
