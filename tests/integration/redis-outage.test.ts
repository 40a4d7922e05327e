import { describe, expect, it } from 'vitest'
import { contentDefaults } from '#server/features/content/defaults.ts'
import { createAdmin, createUser, nextIp } from '../support/factories.ts'
import { startInstances } from '../support/redis.ts'

// Instance A loses its Redis connection for good (as when Redis is down); B keeps its own. What A
// does then is decision 022's choice for each use of Redis.
const { a, b } = await startInstances()
const admin = await createAdmin(a)
const member = await createUser(a)
a.deps.redis?.client.disconnect()

describe('an instance whose Redis is gone', () => {
  it('still limits sign-in attempts, counting on its own', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await a.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: member.email, password: 'wrong-password' },
            remoteAddress: ip,
          })
        ).statusCode,
      )
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
  })

  it('keeps answering the API (its address limits are lifted, not turned into errors)', async () => {
    const me = await a.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: member.id })
  })

  it('lets a generation run take its slot rather than refuse every paid run', async () => {
    await expect(a.deps.inFlight.acquire(member.id)).resolves.toBeUndefined()
    await a.deps.inFlight.release(member.id)
  })

  it('still drops its own cached GET on its own write at once', async () => {
    expect((await a.inject({ method: 'GET', url: '/api/banner-section' })).statusCode).toBe(200)
    const banner = { ...contentDefaults['banner-section'], subTitle: 'Written while Redis was away' }
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/banner-section',
      headers: { cookie: admin.cookie },
      payload: banner,
    })
    expect(saved.statusCode).toBe(200)
    const after = await a.inject({ method: 'GET', url: '/api/banner-section' })
    expect(after.json().data.subTitle).toBe('Written while Redis was away')
  })

  it('leaves the other instances working on Redis', async () => {
    expect(await b.deps.redis?.check()).toMatchObject({ ok: true })
    expect(await a.deps.redis?.check()).toMatchObject({ ok: false })
  })
})
