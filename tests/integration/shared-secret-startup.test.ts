import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { openPglite } from '#server/db/client.ts'
import { geminiKeys, paymentSettings } from '#server/db/schema.ts'
import { createSecretBox } from '#server/lib/secret-box.ts'
import { testTempDir } from '#tests/support/clean-up.ts'
import { freePort } from '#tests/support/free-port.ts'
import { startServerProcess } from '#tests/support/server-process.ts'

/**
 * Instances share one database and must share APP_SECRET. An instance started with another secret
 * than the one the PayPal secret and the Gemini keys were sealed under stops at start and says so,
 * rather than failing when a buyer pays or a creator generates.
 */
const secretA = 'a'.repeat(40)
const secretB = 'b'.repeat(40)
const slow = { timeout: 300_000 }

/** A data folder holding the migrated snapshot, with a PayPal secret and a Gemini key sealed under `secret`. */
async function dataFolderSealedWith(secret: string) {
  const dataDir = testTempDir('shared-secret')
  const database = await openPglite({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
  })
  const box = createSecretBox(secret)
  await database.db.update(paymentSettings).set({ clientSecretEncrypted: box.seal('paypal-client-secret') })
  await database.db
    .insert(geminiKeys)
    .values({ name: 'Main', keyEncrypted: box.seal('AIza-test-key-0000'), keyMask: 'AIza-tes••••0000' })
  await database.close()
  return dataDir
}

async function waitForHealth(baseUrl: string, server: ReturnType<typeof startServerProcess>) {
  let gone = false
  void server.exited.then(() => {
    gone = true
  })
  // A start takes seconds; a minute without an answer or an exit is a hang, not a slow machine.
  const deadline = Date.now() + 60_000
  while (!gone && Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return response.status
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server ${gone ? 'exited' : 'never answered /api/health'}:\n${server.output()}`)
}

describe('an instance whose APP_SECRET differs from the one the stored secrets were sealed under', () => {
  it(
    'stops at start naming APP_SECRET, starts with the right one, and starts after forget-sealed-secrets',
    slow,
    async () => {
      const dataDir = await dataFolderSealedWith(secretA)
      const port = await freePort()
      const baseUrl = `http://127.0.0.1:${port}`
      const start = (secret: string) => startServerProcess({ dataDir, port, env: { APP_SECRET: secret } })

      const wrong = start(secretB)
      expect(await wrong.exited).toBe(1)
      expect(wrong.output()).toContain(
        "This instance's APP_SECRET cannot open the PayPal client secret or the Gemini keys stored in the database",
      )
      expect(wrong.output()).toContain(
        'Start it with the same APP_SECRET as the instances that share this database',
      )
      // A message for the operator, not a crash.
      expect(wrong.output()).not.toMatch(/\n\s+at /)

      const right = start(secretA)
      expect(await waitForHealth(baseUrl, right)).toBe(200)
      right.child.kill('SIGTERM')
      expect(await right.exited).toBe(0)

      // The old secret is lost for good: drop what the new one cannot open, then start with it.
      const forget = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli.ts', 'forget-sealed-secrets'],
        {
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET: secretB },
        },
      )
      expect(forget.stdout).toContain('Dropped the PayPal client secret and 1 Gemini key(s)')
      expect(forget.status).toBe(0)
      const renewed = start(secretB)
      expect(await waitForHealth(baseUrl, renewed)).toBe(200)
      renewed.child.kill('SIGTERM')
      expect(await renewed.exited).toBe(0)
    },
  )
})
