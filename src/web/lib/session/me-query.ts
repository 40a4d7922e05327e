import { type QueryClient, type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query'
import { AUTH_CACHE_MS } from '#shared/common/constants.ts'
import type { Me } from '#shared/users/me.ts'
import { apiRequest } from '#web/lib/api.ts'
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'

export const meQueryKey = ['me'] as const

const ME_CACHE_KEY = 'me'

// zod is loaded only when there is a user to validate: a signed-out visitor never downloads it.
const loadMeSchema = async () => (await import('#shared/users/me.ts')).meSchema

type SessionGoneListener = () => void

let sessionGoneListener: SessionGoneListener | undefined

/**
 * One listener (the session watcher) hears when `/api/me` answers "signed out" while this tab
 * still holds a user: the session ended elsewhere. Returns the unsubscribe.
 */
export function onSessionGone(listener: SessionGoneListener): () => void {
  sessionGoneListener = listener
  return () => {
    if (sessionGoneListener === listener) sessionGoneListener = undefined
  }
}

/** `/api/me` answers 200 either way: the user, or null for a signed-out visitor. */
async function fetchMe({
  signal,
  client,
}: Pick<QueryFunctionContext, 'signal' | 'client'>): Promise<Me | null> {
  const body = await apiRequest('/api/me', { signal })
  if (body === null) {
    removeStored(ME_CACHE_KEY)
    if (client.getQueryData<Me | null>(meQueryKey)) sessionGoneListener?.()
    return null
  }
  const me = (await loadMeSchema()).parse(body)
  writeStored(ME_CACHE_KEY, me)
  return me
}

export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: AUTH_CACHE_MS,
    refetchOnWindowFocus: 'always',
  })

/** `me` is null when signed out; `isResolving` is true until the first answer (or cached user) is in. */
export function useMe() {
  const { data, isPending, isError, refetch } = useQuery(meQuery())
  return { me: data ?? null, isResolving: isPending, isError, refetch }
}

/**
 * Seeds the session from local storage before the first render (spec §4, §9: the auth cache is fresh
 * for 5 minutes). It is dated with its save time, so a stale copy shows at once but is refetched.
 */
export async function primeMeFromCache(queryClient: QueryClient): Promise<void> {
  const entry = readStored(ME_CACHE_KEY)
  if (!entry) return
  const parsed = (await loadMeSchema()).safeParse(entry.value)
  if (!parsed.success) return removeStored(ME_CACHE_KEY)
  queryClient.setQueryData<Me | null>(meQueryKey, parsed.data, { updatedAt: entry.savedAt })
}

/** Refetches the session now; sign-in and sign-up await it so guards see the new user before navigating. */
export const refreshMe = (queryClient: QueryClient) => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })

export function forgetSession(queryClient: QueryClient) {
  removeStored(ME_CACHE_KEY)
  // Keep the `me` query object itself: clear() would detach the header's observer from it, and
  // the header would go on showing the signed-in menu. Every other cached answer goes.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
  queryClient.setQueryData<Me | null>(meQueryKey, null)
}
