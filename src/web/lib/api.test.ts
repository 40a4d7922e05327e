import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, NetworkError, onAuthFailure } from '#web/lib/api.ts'

afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  )

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    answer(200, { ok: true })
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        credentials: 'same-origin',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })

  it("reads our API's error shape, issues included", async () => {
    const issues = [{ path: 'email', message: 'Invalid' }]
    answer(400, { error: { code: 'VALIDATION', message: 'Bad input', issues } })
    const error = await apiRequest('/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad input', issues })
  })

  it("reads better-auth's flat error shape", async () => {
    answer(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' })
    await expect(apiRequest('/api/auth/sign-up/email')).rejects.toMatchObject({
      status: 422,
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    })
  })

  it('still gives a typed error for a non-JSON failure', async () => {
    answer(502, '<html>Bad gateway</html>')
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' })
  })

  it('turns a failed connection into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(NetworkError)
  })

  it('lets the session layer act on a 401 or 403 before the caller sees the error', async () => {
    const order: string[] = []
    const stop = onAuthFailure(async ({ status, path }) => {
      await Promise.resolve()
      order.push(`listener ${status} ${path}`)
    })
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } })
    await apiRequest('/api/orders').catch(() => order.push('caller'))
    answer(404, { error: { code: 'NOT_FOUND', message: 'Order not found' } })
    await apiRequest('/api/orders/1').catch(() => order.push('caller'))
    stop()
    answer(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } })
    await apiRequest('/api/users').catch(() => order.push('caller'))
    expect(order).toEqual(['listener 401 /api/orders', 'caller', 'caller', 'caller'])
  })

  it("gives the caller the API's error even when the session layer fails", async () => {
    const stop = onAuthFailure(() => {
      throw new Error('listener broke')
    })
    answer(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } })
    await expect(apiRequest('/api/users')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    stop()
  })
})
