import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { simulatedOnlyFromThisMachine } from '#server/features/billing/payments.service.ts'
import { isLoopbackAddress } from '#server/lib/loopback-peer.ts'
import { listen } from '#server/listen.ts'
import { balanceOf, firstPackage, orderRow, placePackageOrder, purchaseEntries } from '../support/billing.ts'
import { cleanUpLater } from '../support/clean-up.ts'
import { createUser } from '../support/factories.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { createTestApp, testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

/**
 * Where the server listens (issue 24): the quick start (no HOST, APP_URL on this machine) must not
 * put its simulated payments on the network. Each case builds the real app on a fresh database and
 * listens through the function main.ts uses, on a port the OS picks; only loopback is ever dialled.
 */
async function listening(env: Record<string, string>) {
  const lines: string[] = []
  const database = await cloneTestDatabase()
  const config = { ...testConfig({ LOG_LEVEL: 'warn', ...env }), port: 0 }
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
  // Asked for after the database's: clean-up runs newest first, so the app closes before it.
  cleanUpLater(() => app.close())
  sendSameOriginByDefault(app, config)
  await listen(app, config)
  const bound = app.addresses().flatMap((a) => (typeof a === 'string' ? [] : [a]))
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg)
  return {
    app,
    config,
    addresses: bound.map((a) => a.address),
    port: bound[0]?.port,
    warnings,
  }
}

const listenWarning = (warnings: string[]) =>
  warnings.find((msg) => msg.includes('lets other machines reach'))

describe('the listening address', () => {
  it('is loopback only with no HOST and a local APP_URL (the quick start), and http://localhost answers', async () => {
    const server = await listening({ APP_URL: 'http://localhost:3000' })
    expect(server.config.host).toBe('localhost')
    expect(server.addresses).toContain('127.0.0.1')
    expect(server.addresses.every(isLoopbackAddress)).toBe(true)
    const response = await fetch(`http://localhost:${server.port}/api/packages`)
    expect(response.status).toBe(200)
    expect(listenWarning(server.warnings())).toBeUndefined()
  })

  it('is every interface with no HOST and a public APP_URL, as before', async () => {
    const server = await listening({ APP_URL: 'https://shop.example.com' })
    expect(server.addresses).toEqual(['0.0.0.0'])
    expect(listenWarning(server.warnings())).toBeUndefined()
  })

  it('is only 127.0.0.1 with HOST=127.0.0.1', async () => {
    const server = await listening({ HOST: '127.0.0.1', APP_URL: 'https://shop.example.com' })
    expect(server.addresses).toEqual(['127.0.0.1'])
    expect(listenWarning(server.warnings())).toBeUndefined()
  })
})

describe('HOST=0.0.0.0 with a local APP_URL', () => {
  it('listens everywhere, warns loudly, and takes a simulated payment only from this machine', async () => {
    const server = await listening({ HOST: '0.0.0.0', APP_URL: 'http://localhost:3000' })
    expect(server.addresses).toEqual(['0.0.0.0'])
    const warning = listenWarning(server.warnings())
    expect(warning).toContain('HOST=0.0.0.0')
    expect(warning).toContain('http://localhost:3000')
    expect(warning?.split('\n').length).toBeGreaterThan(5)

    const { app } = server
    const buyer = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, buyer, (await firstPackage(app)).id)
    // What a stranger on the network sends: the shop's own Origin, forged, from their address.
    const simulate = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderId}/simulate`,
        headers: { cookie: buyer.cookie, origin: 'http://localhost:3000' },
        remoteAddress,
      })

    const stranger = await simulate('203.0.113.7')
    expect(stranger.statusCode, stranger.body).toBe(403)
    expect(stranger.json()).toEqual({ error: { code: 'FORBIDDEN', message: simulatedOnlyFromThisMachine } })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, buyer.id)).toBe(0)
    expect(await purchaseEntries(app, buyer.id)).toHaveLength(0)

    const local = await simulate('127.0.0.1')
    expect(local.statusCode, local.body).toBe(200)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Paid')
    expect(await balanceOf(app, buyer.id)).toBeGreaterThan(0)
  })
})

describe('a simulated payment through a trusted proxy on this machine', () => {
  it('is refused when the proxy reports a client on another machine', async () => {
    const { app } = await createTestApp({ APP_URL: 'http://localhost:3000', TRUST_PROXY: '1' })
    const buyer = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, buyer, (await firstPackage(app)).id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: buyer.cookie, 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '127.0.0.1',
    })
    expect(response.statusCode, response.body).toBe(403)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
  })
})
