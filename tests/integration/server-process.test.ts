import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { freePort } from '../support/free-port.ts'
import { startServerProcess } from '../support/server-process.ts'

/**
 * `npm start` as an operator runs it: a real process on a real data folder. Slow (the first start
 * creates the embedded database), so one file covers lock, shutdown and persistence together.
 */
const dataDir = testTempDir('server')
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
const slowStart = 180_000
const threeStarts = { timeout: 3 * slowStart }
const startServer = () => startServerProcess({ dataDir, port })

async function waitForHealth() {
  // A first start creates the embedded database: minutes on a busy shared machine.
  const deadline = Date.now() + slowStart
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return response.json()
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy')
}

describe('the server process', () => {
  it('locks its data folder, shuts down cleanly on SIGTERM and keeps its data', threeStarts, async () => {
    const first = startServer()
    expect(await waitForHealth()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } })

    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ name: 'Persisted', email: 'persisted@example.test', password: 'persisted-pw' }),
    })
    expect(signUp.status).toBe(200)

    const second = startServer()
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`is already using ${dataDir}`)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false)

    const third = startServer()
    await waitForHealth()
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'persisted@example.test', password: 'persisted-pw' }),
    })
    expect(signIn.status).toBe(200)
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  })
})
