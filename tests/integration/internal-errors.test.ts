import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

// A route that fails the way a bug would, added to the real app before it starts.
const lines: string[] = []
const database = await cloneTestDatabase()
const config = testConfig({ LOG_LEVEL: 'info' })
const app = await buildApp({
  config,
  database,
  webRoot: '/nonexistent',
  logStream: new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  }),
})
app.post('/api/test/boom', async () => {
  throw new Error('connection string postgres://admin:hunter2@db/internal leaked?')
})
await app.ready()
sendSameOriginByDefault(app, config)
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('unexpected failures', () => {
  it('answer 500 with a generic message and keep the details in the log only', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/boom', payload: {} })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    })
    expect(response.body).not.toContain('hunter2')
    expect(lines.join('')).toContain('unhandled error')
  })

  it('redact cookies, passwords and tokens from the log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'someone@example.test', password: 'super-secret-password' },
      headers: { cookie: 'better-auth.session_token=very-secret-session' },
    })
    app.log.info({ user: { password: 'p4ss', apiKey: 'AIza-secret-key', token: 't0ken' } }, 'probe')
    const log = lines.join('')
    expect(log).toContain('probe')
    for (const secret of [
      'very-secret-session',
      'super-secret-password',
      'p4ss',
      'AIza-secret-key',
      't0ken',
    ]) {
      expect(log).not.toContain(secret)
    }
  })
})
