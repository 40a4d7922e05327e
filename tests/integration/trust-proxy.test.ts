import { describe, expect, it } from 'vitest'
import { createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// Behind a reverse proxy (TRUST_PROXY=true) every client arrives from the proxy's address; the
// auth rate limit must then key on the forwarded client address, or all users share one bucket.
const { app } = await createTestApp({ TRUST_PROXY: 'true' })

const attempt = (email: string, password: string, clientIp: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': clientIp },
  })

describe('TRUST_PROXY=true', () => {
  it('rate-limits per forwarded client address, not per proxy', async () => {
    const user = await createUser(app)
    for (let i = 0; i < 10; i++) await attempt(user.email, 'wrong-password', '198.51.100.7')
    expect((await attempt(user.email, 'wrong-password', '198.51.100.7')).statusCode).toBe(429)
    expect((await attempt(user.email, user.password, '198.51.100.8')).statusCode).toBe(200)
  })
})
