import { describe, expect, it } from 'vitest'
import { toShopPayments } from './shop-payments.ts'

describe('toShopPayments', () => {
  it('is a demo only while simulated payments are enabled and allowed', () => {
    expect(toShopPayments({ enabled: true, mode: 'simulated', available: true }).demo).toBe(true)
    expect(toShopPayments({ enabled: false, mode: 'simulated' }).demo).toBe(false)
    expect(toShopPayments({ enabled: true, mode: 'sandbox' }).demo).toBe(false)
    expect(toShopPayments({ enabled: true, mode: 'simulated', available: false }).demo).toBe(false)
  })

  it('reads the currency, falling back to USD for anything odd', () => {
    expect(toShopPayments({ currency: 'EUR' }).currency).toBe('EUR')
    expect(toShopPayments({ currency: '<b>' }).currency).toBe('USD')
    expect(toShopPayments(null)).toEqual({ demo: false, currency: 'USD' })
  })
})
