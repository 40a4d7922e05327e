import { describe, expect, it } from 'vitest'
import { createUser, nextIp } from '../support/factories.ts'
import { deleteRedisKeys, startInstances } from '../support/redis.ts'
import { createTestApp } from '../support/test-app.ts'

// Two instances sharing one database and one Redis, as behind a load balancer, and one embedded
// instance (no REDIS_URL) to compare with.
const { a, b, prefix } = await startInstances({ API_RATE_LIMIT_PER_MINUTE: '20' })
const single = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '20' })

const signIn = (app: typeof a, email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: 'wrong-password' },
    remoteAddress: ip,
  })

describe('sign-in attempts spread over instances sharing Redis', () => {
  it('hit 429 at exactly the attempt one instance would', async () => {
    const user = await createUser(a)
    const alone = await createUser(single.app)
    const oneIp = nextIp()
    const spreadIp = nextIp()
    const onOne: number[] = []
    const spread: number[] = []
    for (let i = 0; i < 12; i++) {
      onOne.push((await signIn(single.app, alone.email, oneIp)).statusCode)
      spread.push((await signIn(i % 2 ? b : a, user.email, spreadIp)).statusCode)
    }
    expect(onOne).toEqual([...Array(10).fill(401), 429, 429])
    expect(spread).toEqual(onOne)
  })

  // better-auth's memory store is one map per process, so two apps in this process would agree even
  // without Redis: this shows the count really lives in Redis, where another process sees it.
  it('are counted in Redis: clearing the shop’s keys there clears the count on every instance', async () => {
    const user = await createUser(a)
    const ip = nextIp()
    for (let i = 0; i < 10; i++) await signIn(i % 2 ? b : a, user.email, ip)
    expect((await signIn(a, user.email, ip)).statusCode).toBe(429)
    await deleteRedisKeys(prefix)
    expect((await signIn(b, user.email, ip)).statusCode).toBe(401)
  })
})

describe('API limits on instances sharing Redis', () => {
  it('count one address across instances for the global limit', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await (i % 2 ? b : a).inject({ method: 'GET', url: '/api/me', remoteAddress: ip })).statusCode,
      )
    expect(statuses).toEqual([...Array(20).fill(200), 429])
    const refused = await b.inject({ method: 'GET', url: '/api/me', remoteAddress: ip })
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    // Another address still has its own budget.
    expect((await a.inject({ method: 'GET', url: '/api/me', remoteAddress: nextIp() })).statusCode).toBe(200)
  })

  it('count one address across instances for a route’s own limit (5 contact messages an hour)', async () => {
    const ip = nextIp()
    const message = {
      name: 'Visitor Vera',
      email: 'vera@example.test',
      subject: 'Bulk credits',
      phone: '+1 555 0100',
      message: 'Do you sell 1,000 credits at once?',
    }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const app = i % 2 ? b : a
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/contact-messages',
            payload: message,
            remoteAddress: ip,
          })
        ).statusCode,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
