import { vi } from 'vitest'

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A guarded route's answer to a caller who is not signed in. */
export const signedOut = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in first' } })

/** `GET /api/me` for a signed-out visitor: 200 with null, never an error status. */
export const signedOutMe = () => json(200, null)

/**
 * Replaces global fetch with a table of "METHOD /path" handlers (query strings ignored).
 * Unknown calls fail the test loudly instead of hanging.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const handler = handlers[`${method} ${url.pathname}`]
    if (!handler) throw new Error(`Unexpected fetch: ${method} ${url.pathname}`)
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    return handler({ url, method, body })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A response the test releases when it wants, to observe busy states. */
export function deferredResponse() {
  let release: (response: Response) => void = () => undefined
  const promise = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

export const member = {
  id: 'u1',
  name: 'Mia Member',
  email: 'mia@example.com',
  role: 'member',
  membership: 'free',
  membershipEndsAt: null,
  creditBalance: 1250,
  profileUrl: null,
} as const

export const admin = {
  ...member,
  id: 'a1',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'Admin',
} as const
