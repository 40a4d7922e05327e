import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createPaypalClient, PaypalApiError } from '#server/providers/paypal/client.ts'
import type { PaypalCreateOrderRequest } from '#server/providers/paypal/types.ts'
import { type FakePaypal, startFakePaypal } from '../support/fake-paypal.ts'

// The typed PayPal client against the fake PayPal server, without the app: its token handling.
// Tokens are cached per credentials for the whole process, so each test gets a fake of its own.
const fakes: FakePaypal[] = []
afterEach(() => vi.useRealTimers())
afterAll(() => Promise.all(fakes.map((fake) => fake.close())))

async function setup() {
  const fake = await startFakePaypal()
  fakes.push(fake)
  const client = createPaypalClient({
    baseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
  })
  const tokenCalls = () => fake.calls.filter((call) => call.path === '/v1/oauth2/token').length
  return { fake, client, tokenCalls }
}

const usd = (value: string) => ({ currency_code: 'USD', value })
const order: PaypalCreateOrderRequest = {
  intent: 'CAPTURE',
  purchase_units: [
    {
      amount: { ...usd('5.00'), breakdown: { item_total: usd('5.00'), handling: usd('0.00') } },
      description: 'Starter',
      custom_id: 'AB12CD34',
      invoice_id: 'ZX98YW76',
    },
  ],
}

describe('the PayPal client', () => {
  it('creates, reads and captures an order with PayPal’s REST shapes, asking for one token', async () => {
    const { client, tokenCalls } = await setup()
    const created = await client.createOrder(order, 'create-1')
    expect(created.status).toBe('CREATED')
    expect((await client.getOrder(created.id)).status).toBe('CREATED')
    const captured = await client.captureOrder(created.id, 'capture-1')
    expect(captured.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe('COMPLETED')
    expect(tokenCalls()).toBe(1)
  })

  it('keeps the token until shortly before it expires, then asks for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { fake, client, tokenCalls } = await setup()
    fake.tokenLifetimeSeconds = 120
    await client.createOrder(order, 'a')
    vi.setSystemTime(Date.now() + 50_000)
    await client.createOrder(order, 'b')
    expect(tokenCalls()).toBe(1)
    // 120 s lifetime, renewed 60 s early: past 60 s a new token is fetched.
    vi.setSystemTime(Date.now() + 11_000)
    await client.createOrder(order, 'c')
    expect(tokenCalls()).toBe(2)
  })

  it('retries once with a fresh token when PayPal revokes the cached one', async () => {
    const { fake, client, tokenCalls } = await setup()
    await client.createOrder(order, 'd')
    fake.revokeTokens()
    const created = await client.createOrder(order, 'e')
    expect(created.status).toBe('CREATED')
    expect(tokenCalls()).toBe(2)
  })

  it('names PayPal’s issue on a refusal, and status 0 when PayPal cannot be reached', async () => {
    const { fake, client } = await setup()
    const created = await client.createOrder(order, 'f')
    fake.captureScript.push({ kind: 'declined' })
    const declined = await client.captureOrder(created.id, 'g').catch((error: unknown) => error)
    expect(declined).toBeInstanceOf(PaypalApiError)
    expect((declined as PaypalApiError).status).toBe(422)
    expect((declined as PaypalApiError).hasIssue('INSTRUMENT_DECLINED')).toBe(true)

    const nowhere = createPaypalClient({ baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' })
    const unreachable = await nowhere.getOrder('X').catch((error: unknown) => error)
    expect((unreachable as PaypalApiError).status).toBe(0)
  })
})
